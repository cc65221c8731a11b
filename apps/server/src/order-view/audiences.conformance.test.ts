import { readdirSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import type { Order } from '@tracking/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { describeEachEngine } from '../testing/test-engines';
import { ALLOW_LISTS } from './audiences/allow-lists';
import { pathsOutside } from './audiences/key-paths';
import { AUDIENCES, type FeatureCharter } from './charter';
import { calendarView } from './projection/calendar-view';
import { preferencesUpdated } from './webhook-events';

const FEATURES = path.join(import.meta.dirname, '../features');
const STREET = 'Hemmeligvej 17';
const POSTAL = '9876';
const DOOR_CODE = 'door code 4711';

describe('feature charters', () => {
  it('every feature declares the audiences it serves, each a known one with an allow-list', async () => {
    for (const name of readdirSync(FEATURES)) {
      // Each charter file exports its feature's charter as `<feature>Charter` (live-socket: liveSocketCharter).
      const exportName = `${name.replace(/-(\w)/g, (_dash, letter: string) => letter.toUpperCase())}Charter`;
      const module = (await import(path.join(FEATURES, name, `${name}-charter.ts`))) as Record<
        string,
        FeatureCharter | undefined
      >;
      const charter = module[exportName];
      expect(charter?.feature).toBe(name);
      expect(charter?.audiences).toBeDefined();
      for (const audience of charter?.audiences ?? []) {
        expect(AUDIENCES).toContain(audience);
        expect(ALLOW_LISTS[audience].length).toBeGreaterThan(0);
      }
    }
  });
});

const orderFacts = fc.record({
  statusCode: fc.constantFrom(10, 20, 40, 80, 81, 82, 90, 91, 92, 100, 135, 140),
  serviceType: fc.constantFrom('delivery', 'pickup', 'delivery_pickup'),
  coordinates: fc.boolean(),
  inPerson: fc.boolean(),
  alwaysOutside: fc.boolean(),
  preferences: fc.boolean(),
  share: fc.boolean(),
  feedback: fc.boolean(),
  photo: fc.boolean(),
});

describeEachEngine('every audience keeps to its allow-list', (engine) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({}, { engine });
  });
  afterAll(() => test.close());

  const read = async (id: string) =>
    (await test.app.inject(`/tracking/?trackingId=${id}`)).json<{ payload: Order }>().payload;
  const post = (url: string, payload: object) => test.app.inject({ method: 'POST', url, payload });

  it('for random orders made through the ingest API', async () => {
    await fc.assert(
      fc.asyncProperty(orderFacts, async (facts) => {
        const address = {
          streetAddress: STREET,
          postalCode: POSTAL,
          city: 'Aarhus',
          country_code: 'DK',
          ...(facts.coordinates ? { lat: 56.15, lng: 10.2 } : {}),
        };
        const trackingId = await test.createOrder({
          statusCode: 10,
          serviceType: facts.serviceType,
          deliveryAddress: address,
          pickupAddress: facts.serviceType === 'delivery' ? null : address,
          account: { name: 'Acme Parcels', alwaysDeliverOutside: facts.alwaysOutside },
          deliveryRequirements: { idCheck: false, signature: false, deliveryInPerson: facts.inPerson },
        });
        if (facts.preferences)
          await post(`/tracking/preferences?trackingId=${trackingId}`, {
            deliveryPreference: 20,
            instructions: DOOR_CODE,
          });
        await test.ingest('POST', `/ingest/orders/${trackingId}/events`, {
          statusCode: facts.statusCode,
          imageUrls: facts.photo ? ['https://cdn.example.com/door.jpg'] : [],
        });
        if (facts.feedback) await post(`/tracking/feedback?trackingId=${trackingId}`, { rating: 3 });
        const owner = await read(trackingId);
        expect(pathsOutside(owner, ALLOW_LISTS.owner)).toEqual([]);

        const shareId = facts.share
          ? (await post(`/tracking/share?trackingId=${trackingId}`, {})).json<{
              payload: { shareId: string };
            }>().payload.shareId
          : (await post(`/tracking/calendar?trackingId=${trackingId}`, {})).json<{
              payload: { calendarId: string };
            }>().payload.calendarId;
        const shared = await read(shareId);
        const calendar = calendarView(shared, shareId);
        expect(pathsOutside(shared, ALLOW_LISTS.share)).toEqual([]);
        expect(pathsOutside(calendar, ALLOW_LISTS.calendar)).toEqual([]);
        for (const view of [shared, calendar]) {
          const text = JSON.stringify(view);
          for (const secret of [STREET, POSTAL, DOOR_CODE, trackingId]) expect(text).not.toContain(secret);
        }
        const ics = await test.app.inject(`/tracking/calendar.ics?trackingId=${trackingId}`);
        for (const secret of [STREET, POSTAL, DOOR_CODE, trackingId]) expect(ics.body).not.toContain(secret);

        const record = await test.app.store.findOrder(trackingId);
        if (record) {
          const event = preferencesUpdated(record, owner, undefined, new Date());
          expect(pathsOutside(event, ALLOW_LISTS.webhook)).toEqual([]);
        }
      }),
      { numRuns: 15 },
    );
  }, 120_000);
});
