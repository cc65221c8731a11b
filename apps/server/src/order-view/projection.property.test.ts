import fc from 'fast-check';
import { mergeLiveMessage, type Order, type ServerMessage } from '@tracking/core';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { orderChannel } from '../platform/bus/bus';
import { startTestApp, type TestApp } from '../testing/test-app';
import { describeEachEngine } from '../testing/test-engines';
import { liveView } from './projection/live-view';

const DRIVER = 'van-prop';
const START = Date.parse('2026-03-10T10:00:00.000Z');

/** One ingest call of the provider's systems, as the property draws them. */
type IngestCall =
  | { kind: 'position'; lat: number; lng: number }
  | { kind: 'status'; stop: number; statusCode: number }
  | { kind: 'promised'; stop: number; inMinutes: number | null }
  | { kind: 'window'; stop: number; hours: number | null }
  | { kind: 'timeDiff'; stop: number; ms: number }
  | { kind: 'route'; order: number[] };

const STOPS = 3;
const stop = fc.integer({ min: 0, max: STOPS - 1 });
const ingestCall: fc.Arbitrary<IngestCall> = fc.oneof(
  fc.record({
    kind: fc.constant('position' as const),
    lat: fc.double({ min: 55.6, max: 55.75, noNaN: true }),
    lng: fc.double({ min: 12.45, max: 12.65, noNaN: true }),
  }),
  // Near the stops' door (the fixture's address), where other orders' watchers get no position that close.
  fc.record({
    kind: fc.constant('position' as const),
    lat: fc.double({ min: 55.6722, max: 55.6732, noNaN: true }),
    lng: fc.double({ min: 12.5565, max: 12.558, noNaN: true }),
  }),
  // The watched order (stop 0) never becomes final, so its socket stays open; the others may.
  fc.oneof(
    fc.record({
      kind: fc.constant('status' as const),
      stop: fc.constant(0),
      statusCode: fc.constantFrom(40, 80, 81, 82),
    }),
    fc.record({
      kind: fc.constant('status' as const),
      stop: fc.integer({ min: 1, max: STOPS - 1 }),
      statusCode: fc.constantFrom(40, 80, 90),
    }),
  ),
  fc.record({
    kind: fc.constant('promised' as const),
    stop,
    inMinutes: fc.option(fc.integer({ min: -30, max: 240 })),
  }),
  fc.record({ kind: fc.constant('window' as const), stop, hours: fc.option(fc.integer({ min: 1, max: 4 })) }),
  fc.record({
    kind: fc.constant('timeDiff' as const),
    stop,
    ms: fc.integer({ min: -3_600_000, max: 3_600_000 }),
  }),
  fc.record({ kind: fc.constant('route' as const), order: fc.shuffledSubarray([0, 1, 2], { minLength: 3 }) }),
);

describeEachEngine('one projection: live messages merged into a view give the next view', (engine) => {
  let test: TestApp;
  let nowMs = START;
  beforeEach(async () => {
    test = await startTestApp({}, { engine, now: () => new Date(nowMs) });
  });
  afterEach(() => test.close());

  const at = (minutes: number) => new Date(nowMs + minutes * 60_000).toISOString();

  async function apply(ids: string[], call: IngestCall): Promise<void> {
    const id = (index: number) => ids[index] ?? '';
    const patch = (index: number, body: Record<string, unknown>) =>
      test.ingest('PATCH', `/ingest/orders/${id(index)}`, body);
    switch (call.kind) {
      case 'position':
        await test.ingest('POST', `/ingest/drivers/${DRIVER}/positions`, {
          positions: [{ lat: call.lat, lng: call.lng, at: new Date(nowMs).toISOString() }],
        });
        return;
      case 'status':
        await patch(call.stop, { statusCode: call.statusCode });
        return;
      case 'promised':
        await patch(call.stop, { promisedTime: call.inMinutes === null ? null : at(call.inMinutes) });
        return;
      case 'window':
        await patch(call.stop, {
          deliveryWindow: call.hours === null ? null : { start: at(0), end: at(call.hours * 60) },
        });
        return;
      case 'timeDiff':
        await patch(call.stop, { timeDiff: call.ms });
        return;
      case 'route':
        await test.ingest('PUT', `/ingest/drivers/${DRIVER}/route`, {
          stops: call.order.map((index) => ({ trackingId: id(index) })),
        });
    }
  }

  const read = async (trackingId: string) =>
    liveView(
      (await test.app.inject(`/tracking/?trackingId=${trackingId}`)).json<{ payload: Order }>().payload,
    );

  it('for random sequences of ingest calls', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(ingestCall, { minLength: 1, maxLength: 12 }), async (calls) => {
        nowMs += 3_600_000;
        const ids: string[] = [];
        for (let index = 0; index < STOPS; index++) {
          ids.push(await test.createOrder({ statusCode: 80, driverId: DRIVER, promisedTime: at(60) }));
        }
        await apply(ids, { kind: 'route', order: [0, 1, 2] });
        await apply(ids, { kind: 'position', lat: 55.66, lng: 12.55 });
        const watched = ids[0] ?? '';
        await test.app.domain.live.idle();

        const before = await read(watched);
        const received: ServerMessage[] = [];
        const handler = (payload: string) => received.push(JSON.parse(payload) as ServerMessage);
        await test.app.live.bus.subscribe(orderChannel(watched), handler);
        for (const call of calls) {
          nowMs += 10_000;
          await apply(ids, call);
        }
        await test.app.domain.live.idle();
        await test.app.live.bus.unsubscribe(orderChannel(watched), handler);

        const merged = received.reduce((view, message) => mergeLiveMessage(view, message), before);
        expect(merged).toEqual(await read(watched));
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
