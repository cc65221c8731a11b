import { expect, test, waitForHydration } from './support/fixtures';
import { E2E_INGEST_KEY } from './support/servers';
import { watchPage, type PageWatch } from './support/page-watch';

/** Markup and script that would run or restyle the page if any text reached HTML, CSS or a URL unescaped. */
const PAYLOADS = [
  '<script>window.__xss=1</script>',
  '"><img src=x onerror="window.__xss=1">',
  "<svg onload='window.__xss=1'>",
  '</textarea><script>window.__xss=1</script>',
  '<style>body{display:none}</style>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  "{{constructor.constructor('window.__xss=1')()}}",
  '<a href="javascript:window.__xss=1">x</a>',
];
const LOGO = 'https://cdn.example.com/logo.png?x="><script>window.__xss=1</script>';
// A 1x1 transparent PNG: the logo host is not reachable from here.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function expectNothingRan(watch: PageWatch) {
  expect(watch.dialogs).toEqual([]);
  expect(await watch.scriptRan()).toBe(false);
  expect(await watch.violations()).toEqual([]);
  expect(watch.errors).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await page.route('https://cdn.example.com/**', (route) =>
    route.fulfill({ contentType: 'image/png', body: PNG }),
  );
});

for (const [index, payload] of PAYLOADS.entries()) {
  test(`payload ${index + 1} in merchant name, instructions and feedback is shown as text and runs nothing`, async ({
    page,
    ingest,
  }) => {
    const watch = await watchPage(page);
    const account = { name: `Shop ${payload}`.slice(0, 200), logo: LOGO };
    const waiting = await ingest.createOrder({ statusCode: 10, account, accountId: `xss-${index}` });
    const saved = await page.request.post(`/tracking/preferences?trackingId=${waiting.trackingId}`, {
      data: { deliveryPreference: 20, instructions: payload },
    });
    expect(saved.status()).toBe(200);

    await page.goto(`/${waiting.trackingId}/en_GB`);
    await expect(page.getByText(account.name).first()).toBeVisible();
    await expect(page.getByText(payload).first()).toBeVisible();
    await page.goto(`/${waiting.trackingId}/en_GB/preferences`);
    await expect(page.getByRole('textbox', { name: /instructions/i })).toHaveValue(payload);

    const delivered = await ingest.createOrder({ statusCode: 80, account, accountId: `xss-${index}` });
    await ingest.addEvent(delivered.trackingId, { statusCode: 91 });
    await page.goto(`/${delivered.trackingId}/en_GB`);
    await waitForHydration(page);
    await page.locator('label', { has: page.getByRole('radio', { name: '3 stars' }) }).click();
    await page.getByRole('textbox', { name: /Comment/ }).fill(payload);
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('feedback')).toContainText(payload);
    await expectNothingRan(watch);
  });
}

test('ingest refuses a theme colour or a logo that could carry CSS or script', async ({ request }) => {
  const headers = { authorization: `Bearer ${E2E_INGEST_KEY}` };
  const order = (account: Record<string, unknown>) => ({
    accountId: 'xss-theme',
    account: { name: 'Theme', ...account },
    deliveryAddress: {
      streetAddress: 'Nørrebrogade 12',
      postalCode: '2200',
      city: 'København N',
      country_code: 'DK',
    },
  });
  const refused = [
    { trackingTheme: { primaryBackgroundColor: 'red;}body{background:url(//x)}' } },
    { trackingTheme: { topSectionFontColor: 'expression(alert(1))' } },
    { logo: 'javascript:alert(1)' },
    { logo: 'data:image/svg+xml,<svg onload=alert(1)>' },
  ];
  for (const account of refused) {
    const response = await request.post('/ingest/orders', { data: order(account), headers });
    expect(response.status(), JSON.stringify(account)).toBe(400);
  }
});

test('the built page has no inline script or style for the policy to allow', async ({ request }) => {
  const response = await request.get('/', { headers: { accept: 'text/html' } });
  const html = await response.text();
  expect(response.headers()['content-security-policy']).toContain("script-src 'self';");
  expect(html.match(/<script(?![^>]*\ssrc=)[^>]*>/g) ?? []).toEqual([]);
  expect(html.match(/<style\b|\sstyle=/g) ?? []).toEqual([]);
});
