import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  startLiveServer,
  type LiveServer,
  type Received,
} from '../../features/live-socket/live-test-support';
import { DEMO_DRIVES } from './demo-drives';
import { DemoSimulator } from './demo-simulator';
import { IngestClient } from './ingest-client';

let server: LiveServer;
let simulator: DemoSimulator;
beforeEach(async () => {
  server = await startLiveServer();
});
afterEach(async () => {
  await simulator.stop();
  await server.close();
});

const copenhagen = DEMO_DRIVES.filter((drive) => drive.driverId === 'demo-driver-copenhagen');
const quiet = { info: () => {}, warn: (details: object) => console.warn(details) };

describe('the demo driver', () => {
  it('drives to each door through the ingest API, delivers, and starts over', async () => {
    const drive = copenhagen[0];
    if (!drive) throw new Error('no Copenhagen drive');
    const ids = new Map<string, string>();
    for (const stop of drive.stops) {
      const door = drive.path[stop.pathIndex];
      const address = {
        streetAddress: 'Demo 1',
        postalCode: '1620',
        city: 'København',
        country_code: 'DK',
        ...door,
      };
      const order = { externalId: stop.externalId, driverId: drive.driverId, deliveryAddress: address };
      ids.set(stop.externalId, await server.test.createOrder(order));
    }
    const mine = ids.get('demo-dk') ?? '';
    const startedAt = Date.now();
    simulator = new DemoSimulator({
      ingest: new IngestClient(server.baseUrl, server.test.config.ingestApiKeys[0] ?? ''),
      resolveTrackingId: async (externalId) => ids.get(externalId),
      log: quiet,
      drives: copenhagen,
      // The demo's clock runs 40 times faster: the two-kilometre round takes about two seconds.
      now: () => startedAt + (Date.now() - startedAt) * 40,
      pace: { speedKmh: 90, dwellMs: 4000 },
      tickMs: 50,
      restMs: 12_000,
    });
    simulator.start();

    const socket = await server.connect(mine);
    const first = await socket.next('locationUpdate');
    const later = await socket.nextWhere(
      'locationUpdate',
      (message) => JSON.stringify(message.driverLocation) !== JSON.stringify(first.message.driverLocation),
    );
    expect(later.message.driverLocation).toMatchObject({ heading: expect.any(Number) });
    expect(
      (await socket.nextWhere('routeUpdate', (update) => update.stopsBefore === 0, 5000)).message,
    ).toBeTruthy();
    expect(
      (await socket.nextWhere('routeUpdate', (update) => update.statusCode === 90, 5000)).message,
    ).toBeTruthy();
    expect((await socket.closed).code).toBe(1000);
    const door = drive.path.at(-1);
    const delivered = await (await fetch(`${server.baseUrl}/tracking/?trackingId=${mine}`)).json();
    expect((delivered as { payload: { statusCode: number } }).payload.statusCode).toBe(90);

    // After its rest the round starts over: out for delivery again, from the start of the street.
    await expect
      .poll(async () => (await server.test.app.store.findOrder(mine))?.statusCode, { timeout: 3000 })
      .toBe(80);
    const again = await server.connect(mine);
    const setOff = (message: Received['message']) =>
      Math.abs(((message.driverLocation as { lat?: number } | undefined)?.lat ?? 0) - (door?.lat ?? 0)) >
      0.001;
    await again.nextWhere('locationUpdate', setOff, 3000);
  });
});
