import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startLiveServer, type LiveServer } from '../../testing/live-test-support';

let server: LiveServer;
beforeEach(async () => {
  server = await startLiveServer();
});
afterEach(() => server.close());

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const position = (lat: number) => ({ positions: [{ lat, lng: 12.55, at: new Date().toISOString() }] });

/** The recipient's door, about 1.1 km north of where the driver starts. */
const DOOR = { lat: 55.67, lng: 12.55 };

async function liveOrder(): Promise<string> {
  const trackingId = await server.test.createOrder({
    statusCode: 80,
    driverId: 'van-1',
    promisedTime: inMinutes(30),
    deliveryAddress: {
      streetAddress: 'Hemmeligvej 17',
      postalCode: '1000',
      city: 'Copenhagen',
      country_code: 'DK',
      ...DOOR,
    },
  });
  await server.ingest('PUT', '/ingest/drivers/van-1/route', { stops: [{ trackingId }] });
  await server.ingest('POST', '/ingest/drivers/van-1/positions', position(55.66));
  return trackingId;
}

const shareOf = async (trackingId: string) =>
  (
    (await (
      await fetch(`${server.baseUrl}/tracking/share?trackingId=${trackingId}`, { method: 'POST' })
    ).json()) as {
      payload: { shareId: string };
    }
  ).payload.shareId;

describe('the live socket of a share link', () => {
  it('follows the order: its snapshot and the driver’s moves, like the order’s own socket', async () => {
    const shareId = await shareOf(await liveOrder());
    const socket = await server.connect(shareId);
    const snapshot = await socket.next('routeUpdate');
    expect(snapshot.message).toMatchObject({
      statusCode: 80,
      stopsBefore: 0,
      driverLocation: { lat: 55.66 },
    });
    await server.ingest('POST', '/ingest/drivers/van-1/positions', position(55.665));
    expect((await socket.next('locationUpdate')).message.driverLocation).toMatchObject({ lat: 55.665 });
  });

  it('never shows the driver within 50 m of the door, which the order’s own socket shows', async () => {
    const trackingId = await liveOrder();
    const shared = await server.connect(await shareOf(trackingId));
    const own = await server.connect(trackingId);
    await shared.next('routeUpdate');
    await own.next('routeUpdate');
    // About 20 m from the door.
    await server.ingest('POST', '/ingest/drivers/van-1/positions', position(DOOR.lat + 0.00018));
    expect((await own.next('locationUpdate')).message.driverLocation).toMatchObject({
      lat: DOOR.lat + 0.00018,
    });
    expect((await shared.next('routeUpdate')).message).toEqual({
      type: 'routeUpdate',
      driverLocation: null,
      timeDiff: expect.any(Number),
    });
    // A socket opened there gets no position in its snapshot either.
    const late = await server.connect(await shareOf(trackingId));
    expect((await late.next('routeUpdate')).message.driverLocation).toBeNull();
  });

  it('gets unauthorized and a 4401 close the moment the link is revoked; the order’s own socket stays open', async () => {
    const trackingId = await liveOrder();
    const shareId = await shareOf(trackingId);
    const shared = await server.connect(shareId);
    const own = await server.connect(trackingId);
    await shared.next('routeUpdate');
    await own.next('routeUpdate');
    const revoked = await fetch(
      `${server.baseUrl}/tracking/share?trackingId=${trackingId}&shareId=${shareId}`,
      {
        method: 'DELETE',
      },
    );
    expect(revoked.status).toBe(204);
    await shared.next('unauthorized');
    expect((await shared.closed).code).toBe(4401);
    // A new socket with the revoked id gets unauthorized too.
    const late = await server.connect(shareId);
    await late.next('unauthorized');
    // The recipient's own page carries on.
    await server.ingest('POST', '/ingest/drivers/van-1/positions', position(55.665));
    expect((await own.next('locationUpdate')).message.driverLocation).toMatchObject({ lat: 55.665 });
    expect(own.ws.readyState).toBe(own.ws.OPEN);
  });
});
