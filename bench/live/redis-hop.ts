import { Redis } from 'ioredis';
import { sleep } from './children';
import { LatencyHistogram } from './histogram';

export interface HopMeasurement {
  messagesPerSecond: number;
  channels: number;
  received: number;
  p50: number;
  p99: number;
  p999: number;
}

const TICK_MS = 5;

/**
 * Redis pub/sub alone, as the service uses it: one publishing and one subscribing connection, one channel per
 * order, a live message of the usual size carrying its send time. Publish-to-receive latency at the given rate,
 * in one process, so no clock is compared across processes.
 */
export async function measureRedisHop(
  url: string,
  messagesPerSecond: number,
  channels: number,
  seconds: number,
): Promise<HopMeasurement> {
  const publisher = new Redis(url, { enableAutoPipelining: true });
  const subscriber = new Redis(url);
  const names = Array.from({ length: channels }, (_, i) => `live:order:bench-hop-${i}`);
  const histogram = new LatencyHistogram();
  let measuring = false;
  subscriber.on('message', (_channel: string, payload: string) => {
    const sentAt = Number(
      (JSON.parse(payload) as { driverLocation: { sentAt: number } }).driverLocation.sentAt,
    );
    if (measuring) histogram.record(performance.now() - sentAt);
  });
  for (let start = 0; start < names.length; start += 500)
    await subscriber.subscribe(...names.slice(start, start + 500));

  const publishFor = async (durationMs: number) => {
    const startMs = performance.now();
    let due = 0;
    while (performance.now() - startMs < durationMs) {
      const target = Math.floor(((performance.now() - startMs) * messagesPerSecond) / 1000);
      for (; due < target; due++) {
        const message = {
          type: 'locationUpdate',
          driverLocation: {
            lat: 55.6761,
            lng: 12.5683,
            heading: 90,
            at: new Date().toISOString(),
            sentAt: 0,
          },
          timeDiff: 123_456,
        };
        message.driverLocation.sentAt = performance.now();
        void publisher.publish(names[due % names.length] ?? '', JSON.stringify(message));
      }
      await sleep(TICK_MS);
    }
  };
  await publishFor(2000);
  measuring = true;
  await publishFor(seconds * 1000);
  await sleep(200);
  measuring = false;
  publisher.disconnect();
  subscriber.disconnect();
  return {
    messagesPerSecond,
    channels,
    received: histogram.count,
    p50: histogram.percentile(0.5),
    p99: histogram.percentile(0.99),
    p999: histogram.percentile(0.999),
  };
}
