import { INGEST_KEY, orderBody, sleep } from '../support/service';
import type { Balancer } from './balancer';
import type { Latencies } from './samples';

const auth = { authorization: `Bearer ${INGEST_KEY}`, 'content-type': 'application/json' };

/** What the clients saw: answers by kind, failures (5xx or no answer after one retry), acknowledged writes. */
export class Tally {
  readonly answers: Record<string, number> = {};
  readonly failures: string[] = [];
  /** `${trackingId} ${at}` of every timeline event the service acknowledged with 201. */
  readonly acknowledged: string[] = [];

  count(kind: string, status: number): void {
    const key = `${kind} ${status}`;
    this.answers[key] = (this.answers[key] ?? 0) + 1;
    if (status >= 500) this.failures.push(key);
  }
}

export interface Orders {
  all: string[];
  live: { trackingId: string; driverId: string }[];
}

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)] as T;

/** Creates the orders the recipients read, and the live ones with a driver and a route. */
export async function createOrders(balancer: Balancer, count: number, liveCount: number): Promise<Orders> {
  const create = async (overrides: Record<string, unknown>) => {
    const response = await balancer.fetch('/ingest/orders', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify(orderBody(overrides)),
    });
    if (response.status !== 201) throw new Error(`creating an order answered ${response.status}`);
    return ((await response.json()) as { payload: { trackingId: string } }).payload.trackingId;
  };
  const all: string[] = [];
  for (let start = 0; start < count; start += 8) {
    all.push(...(await Promise.all(Array.from({ length: Math.min(8, count - start) }, () => create({})))));
  }
  const live = [];
  for (let index = 0; index < liveCount; index++) {
    const driverId = `soak-van-${index}`;
    const trackingId = await create({ statusCode: 80, driverId });
    await balancer.fetch(`/ingest/drivers/${driverId}/route`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({ stops: [{ trackingId }] }),
    });
    live.push({ trackingId, driverId });
  }
  return { all, live };
}

/**
 * Reads every order once on each instance before the measured run: each instance's view cache then holds what
 * the recipients will read (and each first open is reported), so the growth window measures the steady state,
 * not caches filling.
 */
export async function readEveryOrder(baseUrls: string[], trackingIds: string[]): Promise<void> {
  for (const baseUrl of baseUrls) {
    for (let start = 0; start < trackingIds.length; start += 16) {
      await Promise.all(
        trackingIds.slice(start, start + 16).map(async (trackingId) => {
          const response = await fetch(`${baseUrl}/tracking/?trackingId=${trackingId}`);
          await response.body?.cancel();
          if (response.status !== 200) throw new Error(`reading an order answered ${response.status}`);
        }),
      );
    }
  }
}

/** A loop that runs `step` every `everyMs` until `stop.now`, counting what it answered. */
async function every(
  stop: { now: boolean },
  everyMs: number,
  tally: Tally,
  kind: string,
  step: () => Promise<number>,
) {
  while (!stop.now) {
    const started = performance.now();
    try {
      tally.count(kind, await step());
    } catch (error) {
      tally.failures.push(`${kind} ${String(error)}`);
    }
    await sleep(Math.max(0, everyMs - (performance.now() - started)));
  }
}

/** The recipient-shaped mix (see docs/reliability.md, Soak): every loop until `stop.now`. */
export function runMix(
  balancer: Balancer,
  orders: Orders,
  tally: Tally,
  reads: Latencies,
  elapsed: () => number,
  stop: { now: boolean },
  readers: number,
): Promise<unknown> {
  const status = async (path: string, init?: RequestInit) => {
    const response = await balancer.fetch(path, init);
    await response.arrayBuffer();
    return response.status;
  };
  const readLoop = () =>
    every(stop, 100, tally, 'read', async () => {
      const started = performance.now();
      const answer = await status(`/tracking/?trackingId=${pick(orders.all)}`);
      reads.add(elapsed(), performance.now() - started);
      return answer;
    });
  let eventSeq = 0;
  return Promise.all([
    ...Array.from({ length: readers }, readLoop),
    ...orders.live.map(({ driverId }) =>
      every(stop, 1000, tally, 'position', () =>
        status(`/ingest/drivers/${driverId}/positions`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({
            positions: [{ lat: 55.66 + Math.random() * 0.01, lng: 12.55, at: new Date().toISOString() }],
          }),
        }),
      ),
    ),
    every(stop, 500, tally, 'event', async () => {
      const trackingId = pick(orders.all);
      const at = new Date(Date.now() - 60_000 + (eventSeq++ % 1000)).toISOString();
      const key = `soak-${trackingId}-${at}`;
      const headers = { ...auth, 'idempotency-key': key };
      const init = { method: 'POST', headers, body: JSON.stringify({ statusCode: 20, at }) };
      const answer = await status(`/ingest/orders/${trackingId}/events`, init);
      if (answer === 201) tally.acknowledged.push(`${trackingId} ${at}`);
      return answer;
    }),
    every(stop, 3000, tally, 'preferences', () =>
      status(`/tracking/preferences?trackingId=${pick(orders.all)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ deliveryPreference: pick([10, 20, 30]) }),
      }),
    ),
    every(stop, 4000, tally, 'share', async () => {
      const trackingId = pick(orders.all);
      const created = await balancer.fetch(`/tracking/share?trackingId=${trackingId}`, { method: 'POST' });
      if (created.status !== 201) return (await created.arrayBuffer(), created.status);
      const { shareId } = ((await created.json()) as { payload: { shareId: string } }).payload;
      await status(`/tracking/?trackingId=${shareId}`);
      return status(`/tracking/share?trackingId=${trackingId}&shareId=${shareId}`, { method: 'DELETE' });
    }),
    every(stop, 1000, tally, 'calendar', () =>
      status(`/tracking/calendar.ics?trackingId=${pick(orders.all)}&lang=en_GB`),
    ),
  ]);
}
