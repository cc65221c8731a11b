import type { APIRequestContext } from '@playwright/test';
import { clockNow, clockText } from './support/clock';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { Ingest } from './support/ingest';
import { HOME, liveOrder, near } from './support/live-map';
import { ServiceProcess } from './support/service-process';

interface WindowFacts {
  etaHistory: unknown[];
  etaWindow: { from: string; to: string; coverage: number } | null;
  etaRecord: { kept: number; deliveries: number; days: number } | null;
}

/*
 * The windows are drawn from a month of deliveries: the demo writes one per merchant through the store at start
 * (90 deliveries each, with their estimate history) and draws the windows before it answers. A service of its
 * own, on the run's clock (noon, or 23:30 in the late-clock run, where a window may cross midnight).
 */
test.describe('the calibrated arrival window', () => {
  test.describe.configure({ timeout: 60_000 });
  let service: ServiceProcess;
  test.beforeEach(async () => {
    service = await ServiceProcess.start({ clock: clockNow(), env: { TRACKING_DEMO: '1' } });
  });
  test.afterEach(async () => {
    await service.stop();
  });

  /** A live order of the account with two estimates kept (the chart's least), as the service answers it. */
  async function estimatedOrder(request: APIRequestContext, accountId: string) {
    const ingest = new Ingest(request, service.baseUrl, () => service.now());
    const { order, driverId } = await liveOrder(ingest, { promisedInMinutes: 45, accountId });
    // The driver jumps most of the way: the next estimate is minutes earlier, so the history keeps it.
    await ingest.postPositions(driverId, [{ ...near(HOME, -300, -300), heading: 45 }]);
    const read = async () =>
      (await (await request.get(`${service.baseUrl}/tracking/?trackingId=${order.trackingId}`)).json())
        .payload as WindowFacts;
    await expect.poll(async () => (await read()).etaHistory.length).toBeGreaterThanOrEqual(2);
    return { trackingId: order.trackingId, facts: await read() };
  }

  test("beside the countdown, shaded on the chart, with the merchant's record on the estimate card", async ({
    page,
    request,
  }) => {
    await page.clock.install({ time: service.now() });
    const { trackingId, facts } = await estimatedOrder(request, 'demo-northwind');
    const { etaWindow: window, etaRecord: record } = facts;
    if (!window || !record) throw new Error(`no window or record: ${JSON.stringify(facts)}`);
    expect(record).toMatchObject({ deliveries: 90, days: 30 });
    const span = `${clockText(window.from)}–${clockText(window.to)}`;

    await page.goto(`${service.baseUrl}/${trackingId}/en_GB`);
    await expect(page.getByTestId('eta-card').getByTestId('eta-window')).toHaveText(
      `${span}, 8 in 10 arrive in this window`,
    );
    const card = page.getByRole('region', { name: 'How the expected time changed' });
    await expect(card.getByTestId('eta-record')).toHaveText(
      `This merchant's windows were kept for ${Math.round(record.kept * 100)}% of 90 deliveries in the last 30 days`,
    );
    const chart = card.getByRole('img', {
      name: `The shaded band is the arrival window, ${span}.`,
      exact: false,
    });
    // Drawn once it comes near the viewport.
    await card.scrollIntoViewIfNeeded();
    await expect(chart).toBeVisible();
    // The band is drawn: where it alone tints the canvas (above the estimate's line, below the window's end) the
    // pixels carry its alpha (0x33), a flat area no line's edge makes; the fill under the line has 0x1f.
    await expect
      .poll(() =>
        chart.evaluate((canvas: HTMLCanvasElement) => {
          const context = canvas.getContext('2d');
          if (!context) return 0;
          const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
          let tinted = 0;
          for (let index = 3; index < data.length; index += 4)
            if (Math.abs((data[index] ?? 0) - 0x33) <= 1) tinted += 1;
          return tinted / (canvas.width * canvas.height);
        }),
      )
      .toBeGreaterThan(0.02);
    await expectNoSeriousA11yViolations(page);
  });

  test('a merchant with fewer than 50 deliveries shows the provider-wide window but no record', async ({
    page,
    request,
  }) => {
    await page.clock.install({ time: service.now() });
    const { trackingId, facts } = await estimatedOrder(request, 'e2e-new-shop');
    expect(facts.etaRecord).toBeNull();
    const window = facts.etaWindow;
    if (!window) throw new Error('no window');

    await page.goto(`${service.baseUrl}/${trackingId}/en_GB`);
    await expect(page.getByTestId('eta-window')).toHaveText(
      `${clockText(window.from)}–${clockText(window.to)}, 8 in 10 arrive in this window`,
    );
    const card = page.getByRole('region', { name: 'How the expected time changed' });
    await expect(card).toContainText('Latest estimate');
    await expect(card.getByTestId('eta-record')).toHaveCount(0);
  });
});
