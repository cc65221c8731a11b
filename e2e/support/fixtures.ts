import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';
import { Ingest } from './ingest';
import { E2E_SERVERS, serverUrl } from './servers';

export const PHONE = { width: 375, height: 812 };
export const TABLET = { width: 820, height: 1180 };
export const DESKTOP = { width: 1280, height: 860 };

interface Fixtures {
  /** Ingest API of the main service (the page's own origin). */
  ingest: Ingest;
  /** Ingest API of the service whose links expire as soon as an order is final. */
  expiringIngest: Ingest;
}

export const test = base.extend<Fixtures>({
  ingest: async ({ request }, use) => use(new Ingest(request, serverUrl(E2E_SERVERS[0]))),
  expiringIngest: async ({ request }, use) => use(new Ingest(request, serverUrl(E2E_SERVERS[1]))),
});

export { expect };

/** The base URL of the service whose links expire at once. */
export const EXPIRING_URL = serverUrl(E2E_SERVERS[1]);

/**
 * Clicks the label of a radio or checkbox, as a person does: React Aria keeps the native input visually
 * hidden under its label, so clicking the input itself would hit the label anyway. `scripts: false` for a page
 * opened without JavaScript (nothing hydrates).
 */
export async function choose(
  page: Page,
  role: 'radio' | 'checkbox',
  name: string | RegExp,
  { scripts = true }: { scripts?: boolean } = {},
) {
  // A choice made on the server's HTML before the page's script runs is not the page's yet.
  if (scripts) await waitForHydration(page);
  await page.locator('label', { has: page.getByRole(role, { name }) }).click();
  await expect(page.getByRole(role, { name })).toBeChecked();
}

/**
 * Waits until a server-rendered page has hydrated: React holds #root and the chunks its parts wait for are in
 * (the network is idle). The page shows its text before it answers input; a person takes longer than a test.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
  await page.waitForLoadState('networkidle');
}

/** Runs axe on the page and fails on any serious or critical violation, naming them. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious).toEqual([]);
}
