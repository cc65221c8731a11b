import { clockNow, clockText } from './support/clock';
import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from './support/fixtures';
import { Ingest } from './support/ingest';
import { HOME, liveOrder, near } from './support/live-map';
import { ServiceProcess } from './support/service-process';

const PHONE = { width: 390, height: 700 };

test.describe('on the run clock (noon, or 23:30 in the late-clock run)', () => {
  // The service makes the estimates, so it runs on the run's clock, and the browser on the same one: in the late
  // run the estimates are made at 23:30 and the arrival is after midnight. A service of its own for that.
  test.describe.configure({ timeout: 60_000 });
  let service: ServiceProcess;
  let startedAt: Date;
  test.beforeEach(async () => {
    startedAt = clockNow();
    service = await ServiceProcess.start({ clock: startedAt });
  });
  test.afterEach(async () => {
    await service.stop();
  });

  test('the order page shows how the expected time moved, as a chart with a table for screen readers', async ({
    page,
    request,
  }) => {
    await page.clock.install({ time: service.now() });
    const ingest = new Ingest(request, service.baseUrl, () => service.now());
    const { order, driverId } = await liveOrder(ingest, { promisedInMinutes: 45 });
    // The driver jumps most of the way: the ETA engine's next estimate is minutes earlier, so it is kept.
    await ingest.postPositions(driverId, [{ ...near(HOME, -300, -300), heading: 45 }]);
    const history = async () =>
      (await (await request.get(`${service.baseUrl}/tracking/?trackingId=${order.trackingId}`)).json())
        .payload.etaHistory as { at: string; arrivalAt: string }[];
    await expect.poll(async () => (await history()).length).toBeGreaterThanOrEqual(2);
    const points = await history();
    const [first, latest] = [points[0], points.at(-1)];
    if (!first || !latest) throw new Error('no estimates');
    // The estimates were made on the run's clock (within the minutes this test takes), not the machine's.
    expect(Math.abs(Date.parse(first.at) - startedAt.getTime())).toBeLessThan(5 * 60_000);

    // A phone: the chart is below the fold, and drawn only as it comes into view.
    await page.setViewportSize(PHONE);
    await page.goto(`${service.baseUrl}/${order.trackingId}/en_GB`);
    const card = page.getByRole('region', { name: 'How the expected time changed' });
    await expect(card).toContainText(`Latest estimate: around ${clockText(latest.arrivalAt)}`);
    await expect(card).toContainText(/\d+ min earlier/);
    await expect(card).toContainText(
      `First estimate at ${clockText(first.at)}: around ${clockText(first.arrivalAt)}.`,
    );

    const chart = card.getByRole('img', { name: /Chart of the expected arrival time/ });
    expect((await card.locator('[id$="-body"]').boundingBox())?.y).toBeGreaterThan(PHONE.height);
    await waitForHydration(page);
    await expect(chart).toHaveCount(0);
    await card.scrollIntoViewIfNeeded();
    await expect(chart).toBeVisible();
    // The canvas has been drawn on: some of its pixels are not transparent.
    await expect
      .poll(() =>
        chart.evaluate((canvas: HTMLCanvasElement) => {
          const { data } = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height) ?? {
            data: [],
          };
          return Array.from(data).some((value, index) => index % 4 === 3 && value > 0);
        }),
      )
      .toBe(true);

    const table = card.getByRole('table', { name: 'Expected arrival, estimate by estimate' });
    await expect(table.getByRole('row')).toHaveCount(points.length + 1);
    await expect(table.getByRole('row').nth(1)).toContainText('First estimate');
    await expectNoSeriousA11yViolations(page);

    await card.getByRole('button', { name: 'Hide chart' }).click();
    await expect(chart).toBeHidden();
    await expect(table).toHaveCount(0);
    await card.getByRole('button', { name: 'Show chart' }).click();
    await expect(table.getByRole('row')).toHaveCount(points.length + 1);
  });
});

test('an order the driver has not yet set out with shows no estimate history', async ({ page, ingest }) => {
  const order = await ingest.createOrder({ statusCode: 20 });
  await page.goto(`/${order.trackingId}/en_GB?__skip-pref__`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'How the expected time changed' })).toHaveCount(0);
});
