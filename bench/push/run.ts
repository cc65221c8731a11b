import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import webPush from 'web-push';
import { freePort, startNode, stop, waitUntilUp } from '../http/processes';
import { startReceiver } from './receiver';
import { seedSubscribedOrders } from './seed';

/*
 * npm run bench:push -- [--orders 1000] [--per-order 10] [--concurrency 16]
 * Seeds orders with push subscriptions (10 a order, the most one keeps) on a local push service, starts the built
 * service with VAPID keys, posts the delivered event of every order through the ingest API, and measures how fast
 * the service sends (messages a second, from the first event to the last arrival) and how long each message
 * takes from its event (the ingest call's answer: the change is committed) to the push service.
 */

const root = fileURLToPath(new URL('../../', import.meta.url));
const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '1000' },
    'per-order': { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '16' },
  },
});
const orders = Number(values.orders);
const perOrder = Number(values['per-order']);
const concurrency = Number(values.concurrency);
const INGEST_KEY = 'bench-push-ingest-key-0123456789';
const TIMEOUT_MS = 300_000;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** tracking_push_sent_total by reason and outcome, from the service's metrics. */
async function sentCounts(metricsUrl: string): Promise<string[]> {
  const text = await (await fetch(metricsUrl)).text();
  return text.split('\n').filter((line) => line.startsWith('tracking_push_sent_total{'));
}

const dir = mkdtempSync(path.join(tmpdir(), 'bench-push-'));
const receiver = await startReceiver();
try {
  const build = spawnSync('npm', ['run', 'build', '-w', '@tracking/server'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the service did not build');
  const [port, metricsPort] = [await freePort(), await freePort()];
  const url = `http://127.0.0.1:${port}`;
  const ids = await seedSubscribedOrders(
    path.join(dir, 'tracking.sqlite'),
    orders,
    perOrder,
    () => receiver.subscribe(),
    url,
  );
  const total = orders * perOrder;
  console.log(`seeded ${orders} orders with ${total} push subscriptions`);

  const vapid = webPush.generateVAPIDKeys();
  // Extra node flags for the service (a profiler, say), as in bench:http.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const service = startNode([...nodeArgs, path.join(root, 'apps/server/dist/server.js')], {
    ...process.env,
    PORT: String(port),
    METRICS_PORT: String(metricsPort),
    HOST: '127.0.0.1',
    DATABASE_URL: `sqlite:${path.join(dir, 'tracking.sqlite')}`,
    INGEST_API_KEY: INGEST_KEY,
    TRACKING_DEMO: '0',
    LOG_LEVEL: 'error',
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:bench@example.com',
    PUSH_ENDPOINT_HOSTS: '127.0.0.1',
    PUSH_ALLOW_HTTP: '1',
  });
  try {
    await waitUntilUp(`${url}/healthz`, service);
    // Delivered: pushed at any hour (the delivery itself is now), so the run does not depend on the clock.
    const committedAt = new Map<string, number>();
    const started = performance.now();
    let next = 0;
    const post = async () => {
      while (next < ids.length) {
        const id = ids[next++] as string;
        const response = await fetch(`${url}/ingest/orders/${id}/events`, {
          method: 'POST',
          headers: { authorization: `Bearer ${INGEST_KEY}`, 'content-type': 'application/json' },
          body: JSON.stringify({ statusCode: 91 }),
        });
        if (response.status !== 201) throw new Error(`event: ${response.status} ${await response.text()}`);
        committedAt.set(id, performance.now());
      }
    };
    await Promise.all(Array.from({ length: concurrency }, post));
    const eventsDone = performance.now();
    await receiver.received(total, TIMEOUT_MS);
    const lastArrival = Math.max(...receiver.arrivals.values());

    const latencies: number[] = [];
    ids.forEach((id, order) => {
      const at = committedAt.get(id) ?? NaN;
      for (let browser = 0; browser < perOrder; browser++) {
        const arrived = receiver.arrivals.get(order * perOrder + browser);
        if (arrived !== undefined) latencies.push(arrived - at);
      }
    });
    latencies.sort((a, b) => a - b);
    const seconds = (lastArrival - started) / 1000;
    const checkedOk = receiver.checked.every((text) => JSON.parse(text).web_push === 8030);
    console.log(
      `\n${orders} delivered events (${concurrency} in flight) -> ${receiver.arrivals.size} of ${total} messages ` +
        `(Node ${process.version}, ${cpus().length} cores, load ${loadavg()[0]?.toFixed(1)})`,
    );
    console.log(`events posted in ${((eventsDone - started) / 1000).toFixed(1)} s`);
    console.log(
      `sends per second (first event to last arrival): ${(receiver.arrivals.size / seconds).toFixed(0)}`,
    );
    console.log(
      `event -> push service: p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, ` +
        `max ${(latencies.at(-1) ?? NaN).toFixed(0)} ms`,
    );
    console.log(
      `sample decrypted: ${receiver.checked.length} messages, ${checkedOk ? 'all' : 'NOT all'} Declarative Web Push`,
    );
    console.log((await sentCounts(`http://127.0.0.1:${metricsPort}/metrics`)).join('\n'));
    if (receiver.arrivals.size < total || !checkedOk) process.exitCode = 1;
  } finally {
    await stop(service);
  }
} finally {
  await receiver.close();
  rmSync(dir, { recursive: true, force: true });
}
