import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES, defaultLocaleForCountry } from '@tracking/core';
import { orderSchema } from '@tracking/core/schemas';
import { startTestApp, type TestApp } from '../testing/test-app';
import { demoLinks, seedDemoIfEmpty } from './seed-demo';
import { describeEachEngine } from '../testing/test-engines';

describeEachEngine('demo seed', (engine) => {
  let test: TestApp;
  beforeEach(async () => {
    test = await startTestApp({}, { engine });
  });
  afterEach(() => test.close());

  const seed = () =>
    seedDemoIfEmpty({
      store: test.app.store,
      changes: test.app.orderChanges,
      linkTtlDays: test.config.linkTtlDays,
    });

  async function trackAll() {
    const links = await demoLinks(test.app.store, test.config.linkTtlDays);
    return Promise.all(
      links.map(async (link) => {
        const response = await test.app.inject(`/tracking/?trackingId=${link.trackingId}`);
        return { country: link.country, status: response.statusCode, body: response.json() };
      }),
    );
  }

  describe('the demo', () => {
    it('seeds one order per supported country once, each showing what its link promises', async () => {
      expect(await seed()).toBe(true);
      expect(await seed()).toBe(false);
      const results = await trackAll();
      expect(results.map((result) => result.country)).toEqual([
        'GB',
        'DK',
        'FI',
        'NO',
        'SE',
        'IS',
        'LV',
        'ES',
        'EE',
      ]);
      expect(new Set(results.map((result) => result.country).map(defaultLocaleForCountry)).size).toBe(
        SUPPORTED_LOCALES.length,
      );
      const byCountry = Object.fromEntries(results.map((result) => [result.country, result]));

      for (const country of ['GB', 'DK']) {
        const live = orderSchema.parse(byCountry[country]?.body.payload);
        expect(live.driverLocation).not.toBeNull();
        expect(live.stopsBefore).toBeGreaterThanOrEqual(0);
      }
      expect(byCountry.GB?.body.payload.stopsBefore).toBe(2);
      expect(byCountry.FI?.body.payload.events.at(-1).imageUrls).toEqual(['/demo/proof-of-delivery.svg']);
      expect(byCountry.NO?.body).toEqual({ message: 'Order has expired', code: 'order_expired' });
      expect(byCountry.LV?.body).toEqual({ message: 'Forbidden', code: 'forbidden' });
      expect(byCountry.SE?.body.payload.hasConfirmedPreferences).toBe(false);
      expect(byCountry.IS?.body.payload.account).toMatchObject({
        hasCustomTrackingTheme: true,
        logo: '/demo/nordlys-logo.svg',
      });
      for (const country of ['GB', 'DK', 'FI', 'SE', 'IS', 'ES', 'EE']) {
        expect(orderSchema.safeParse(byCountry[country]?.body.payload).success).toBe(true);
      }
    });

    it("gives each merchant a month of deliveries, so the live orders show a window and the merchant's record", async () => {
      expect(await seed()).toBe(true);
      expect(await test.app.jobs.etaWindow.runOnce()).toBe(true);
      const byCountry = Object.fromEntries((await trackAll()).map((result) => [result.country, result]));
      for (const country of ['GB', 'DK']) {
        const live = orderSchema.parse(byCountry[country]?.body.payload);
        expect(live.etaWindow).toMatchObject({ coverage: 0.8 });
        expect(Date.parse(live.etaWindow?.to ?? '')).toBeGreaterThan(Date.parse(live.etaWindow?.from ?? ''));
        expect(live.etaRecord).toMatchObject({ deliveries: 90, days: 30 });
      }
      // Delivered an hour ago: its problem can still be reported.
      const delivered = orderSchema.parse(byCountry.FI?.body.payload);
      expect([delivered.deliveryProof?.at, delivered.dispute]).toEqual([expect.any(String), null]);
    });

    it('serves the same-origin images the demo orders point at', async () => {
      for (const url of ['/demo/proof-of-delivery.svg', '/demo/nordlys-logo.svg']) {
        const response = await test.app.inject(url);
        expect([response.statusCode, response.headers['content-type']]).toEqual([200, 'image/svg+xml']);
        expect(response.body).not.toMatch(/<script|on\w+=/i);
      }
    });
  });
});
