import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startLiveServer, type LiveServer } from '../../testing/live-test-support';

let server: LiveServer;
beforeEach(async () => {
  server = await startLiveServer();
});
afterEach(() => server.close());

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const position = (lat: number) => ({ positions: [{ lat, lng: 12.55, at: new Date().toISOString() }] });
const account = (liveMapMaxStopsBefore?: number) => ({
  name: 'Near Only',
  ...(liveMapMaxStopsBefore !== undefined && { liveMapMaxStopsBefore }),
});

/** Three orders of other accounts ahead of ours on van-1's route, and the van's first position. */
async function fourthStop(liveMapMaxStopsBefore?: number) {
  const ahead = [];
  for (let index = 0; index < 3; index++)
    ahead.push(
      await server.test.createOrder({ statusCode: 80, driverId: 'van-1', promisedTime: inMinutes(10) }),
    );
  const mine = await server.test.createOrder({
    statusCode: 80,
    driverId: 'van-1',
    promisedTime: inMinutes(40),
    accountId: 'near-only',
    account: account(liveMapMaxStopsBefore),
  });
  await server.ingest('PUT', '/ingest/drivers/van-1/route', {
    stops: [...ahead, mine].map((trackingId) => ({ trackingId })),
  });
  await server.ingest('POST', '/ingest/drivers/van-1/positions', position(55.66));
  return { ahead, mine };
}

const read = async (trackingId: string) =>
  (
    (await (await fetch(`${server.baseUrl}/tracking/?trackingId=${trackingId}`)).json()) as {
      payload: {
        driverLocation: unknown;
        stopsBefore: number;
        account: { liveMapMaxStopsBefore: number | null };
      };
    }
  ).payload;

describe('the driver shown only when near (account liveMapMaxStopsBefore)', () => {
  it('rejects a limit outside 1..50 at ingest, naming the field', async () => {
    const response = await server.ingest('PUT', '/ingest/accounts/near-only', {
      name: 'X',
      liveMapMaxStopsBefore: 0,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: { key: string }[] }).errors[0]?.key).toBe(
      'liveMapMaxStopsBefore',
    );
  });

  it('without a limit: the driver is shown whatever the stops before', async () => {
    const { mine } = await fourthStop();
    expect(await read(mine)).toMatchObject({
      stopsBefore: 3,
      driverLocation: { lat: 55.66 },
      account: { liveMapMaxStopsBefore: null },
    });
  });

  it('hides the driver on HTTP and the socket while more stops come first, and shows it once a route update brings it within range', async () => {
    const { ahead, mine } = await fourthStop(2);
    expect(await read(mine)).toMatchObject({
      stopsBefore: 3,
      driverLocation: null,
      account: { liveMapMaxStopsBefore: 2 },
    });
    const socket = await server.connect(mine);
    expect((await socket.next('routeUpdate')).message).toMatchObject({
      stopsBefore: 3,
      driverLocation: null,
    });
    await server.ingest('POST', '/ingest/drivers/van-1/positions', position(55.67));
    const moved = await socket.nextWhere(['locationUpdate', 'routeUpdate'], () => true);
    expect(moved.message.driverLocation ?? null).toBeNull();
    // The neighbours still see the van.
    expect(await read(ahead[0] ?? '')).toMatchObject({ driverLocation: { lat: 55.67 } });

    await server.ingest('PUT', '/ingest/drivers/van-1/route', {
      stops: [ahead[0], mine, ahead[1], ahead[2]].map((trackingId) => ({ trackingId })),
    });
    const inRange = await socket.nextWhere('routeUpdate', (message) => message.stopsBefore === 1);
    expect(inRange.message.driverLocation).toMatchObject({ lat: 55.67 });
    expect(await read(mine)).toMatchObject({ stopsBefore: 1, driverLocation: { lat: 55.67 } });
    await server.ingest('POST', '/ingest/drivers/van-1/positions', position(55.68));
    expect((await socket.next('locationUpdate')).message.driverLocation).toMatchObject({ lat: 55.68 });
  });

  it('holds for share links too', async () => {
    const { mine } = await fourthStop(2);
    const created = await fetch(`${server.baseUrl}/tracking/share?trackingId=${mine}`, { method: 'POST' });
    const { shareId } = ((await created.json()) as { payload: { shareId: string } }).payload;
    expect(await read(shareId)).toMatchObject({ stopsBefore: 3, driverLocation: null });
    const socket = await server.connect(shareId);
    expect((await socket.next('routeUpdate')).message).toMatchObject({ driverLocation: null });
  });
});
