import { haversineMeters, type DriverLocation } from '@tracking/core';
import { WebSocket } from 'ws';
import { orderBody, Service, sleep } from '../support/service';
import { call, SAME_ORIGIN } from './raw-http';

export interface NeighbourFigures {
  positionsAtTheDoor: number;
  /** Driver positions the other order's socket and answers carried. */
  positionsSeen: number;
  /** Of those, within 50 m of the neighbour's door (must be 0). */
  withinFiftyMeters: number;
  closestSeenMeters: number;
}

export interface LogoFigures {
  tricks: number;
  /** Orders and events with such a logo or photo that the ingest API took (must be 0). */
  accepted: number;
}

const DOOR = { lat: 55.6727, lng: 12.5572 };
const ADDRESS = {
  streetAddress: 'Vesterbrogade 32',
  postalCode: '1620',
  city: 'København V',
  country_code: 'DK',
};
const north = (meters: number) => ({ lat: DOOR.lat + meters * 0.000009, lng: DOOR.lng });

/**
 * The driver walks up to one recipient's door, delivers (the stop is marked done) and leaves, while the
 * recipient of the next stop watches by socket and reloads: no position within 50 m of that door reaches them.
 */
export async function measureNeighbourDoor(): Promise<NeighbourFigures> {
  const service = await Service.start({
    DATABASE_URL: `sqlite:${process.env.RELIABILITY_TMP}/neighbour.sqlite`,
  });
  const create = async (place: { lat: number; lng: number }) => {
    const body = orderBody({ statusCode: 80, driverId: 'van-n', deliveryAddress: { ...ADDRESS, ...place } });
    const created = await service.ingest('POST', '/ingest/orders', body);
    return ((await created.json()) as { payload: { trackingId: string } }).payload.trackingId;
  };
  const post = (meters: number) =>
    service.ingest('POST', '/ingest/drivers/van-n/positions', {
      positions: [{ ...north(meters), at: new Date().toISOString() }],
    });
  try {
    const neighbour = await create(DOOR);
    const watched = await create(north(600));
    await service.ingest('PUT', '/ingest/drivers/van-n/route', {
      stops: [{ trackingId: neighbour }, { trackingId: watched }],
    });
    await post(300);
    const seen: DriverLocation[] = [];
    const ws = new WebSocket(`ws://127.0.0.1:${service.port}/ws?trackingId=${watched}&user_type=trackingV2`);
    ws.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as { driverLocation?: DriverLocation | null };
      if (message.driverLocation) seen.push(message.driverLocation);
    });
    await new Promise((resolve) => ws.once('open', resolve));
    const read = async () => {
      const answer = await call(service.port, '127.0.0.50', `/tracking/?trackingId=${watched}`, {
        headers: SAME_ORIGIN,
      });
      const location = (JSON.parse(answer.body) as { payload: { driverLocation: DriverLocation | null } })
        .payload.driverLocation;
      if (location) seen.push(location);
    };
    const walk = [200, 100, 60, 45, 30, 15, 5, 2, 1, 0, 1, 3];
    for (const meters of walk) {
      await post(meters);
      await read();
    }
    await service.ingest('PATCH', `/ingest/orders/${neighbour}`, { statusCode: 90 });
    for (const meters of [5, 20, 40, 49, 55, 80]) {
      await post(meters);
      await read();
    }
    await sleep(500);
    ws.terminate();
    const distances = seen.map((location) => haversineMeters(location, DOOR));
    return {
      positionsAtTheDoor: walk.filter((meters) => meters <= 50).length,
      positionsSeen: seen.length,
      withinFiftyMeters: distances.filter((meters) => meters <= 50).length,
      closestSeenMeters: Math.round(Math.min(...distances)),
    };
  } finally {
    await service.kill('SIGTERM');
  }
}

const TRICKS = [
  '/\t/evil.example/x',
  '/\n/evil.example/x',
  '/\r/evil.example/x',
  '//evil.example/x',
  '/\\evil.example/x',
  ' //evil.example/x',
  'javascript:alert(1)',
  'http://evil.example/x',
];

/** Logos and proof-of-delivery photos that a browser would load from another origin, given to the ingest API. */
export async function measureLogoTricks(): Promise<LogoFigures> {
  const service = await Service.start({ DATABASE_URL: `sqlite:${process.env.RELIABILITY_TMP}/logos.sqlite` });
  try {
    let accepted = 0;
    const created = await service.ingest('POST', '/ingest/orders', orderBody({ statusCode: 80 }));
    const { trackingId } = ((await created.json()) as { payload: { trackingId: string } }).payload;
    for (const trick of TRICKS) {
      const order = await service.ingest(
        'POST',
        '/ingest/orders',
        orderBody({ account: { name: 'Trick', logo: trick } }),
      );
      if (order.status < 300) accepted += 1;
      const theme = await service.ingest('PUT', '/ingest/accounts/reliability', {
        name: 'Trick',
        logo: trick,
      });
      if (theme.status < 300) accepted += 1;
      const event = await service.ingest('POST', `/ingest/orders/${trackingId}/events`, {
        statusCode: 91,
        imageUrls: [trick],
      });
      if (event.status < 300) accepted += 1;
    }
    return { tricks: TRICKS.length * 3, accepted };
  } finally {
    await service.kill('SIGTERM');
  }
}
