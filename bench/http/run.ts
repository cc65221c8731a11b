import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { best, measure, prime, type Measurement } from './measure';
import { freePort, startNode, stop, waitUntilUp } from './processes';
import { requestMixes } from './mixes';
import { seedOrders } from './seed-orders';

/*
 * npm run bench:http -- [--orders 100000] [--duration 10] [--connections 50] [--warmup 2] [--rounds 2]
 *   [--mixes recipient,uniform] [--cache-mb 128]
 * Seeds a SQLite database, then loads GET /tracking/?trackingId=<id> on the built service and on a bare node:http
 * server answering the same JSON from memory (the floor), alternating, for each request mix (mixes.ts), and prints
 * the best round of each, their ratio (in req/s, and in CPU time per answer of each server process), and what the
 * service's view cache held (from its metrics). Before a mix is measured, the service is asked once for every
 * order, as a service running for a while.
 */

const root = fileURLToPath(new URL('../../', import.meta.url));
const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '2' },
    rounds: { type: 'string', default: '2' },
    mixes: { type: 'string', default: 'recipient,uniform' },
    'cache-mb': { type: 'string', default: '128' },
  },
});
const mixNames = values.mixes.split(',') as ('recipient' | 'uniform')[];
const orders = Number(values.orders);
const rounds = Number(values.rounds);
const load = {
  duration: Number(values.duration),
  connections: Number(values.connections),
  warmup: Number(values.warmup),
};
const SAMPLE_SIZE = 1000;

function pidOf(child: ChildProcess): number {
  if (child.pid === undefined) throw new Error('a server process did not start');
  return child.pid;
}

/** The least CPU per answer of the rounds: like the best req/s, the round least disturbed by other work. */
const leastCpu = (rounds: readonly Measurement[]) =>
  Math.min(...rounds.map((round) => round.cpuMicrosPerAnswer));

function row(name: string, rounds: Measurement[]) {
  const top = best(rounds);
  if (!top) return '';
  const cells = [
    top.rps.toFixed(0).padStart(8),
    String(top.p50).padStart(8),
    String(top.p99).padStart(8),
    leastCpu(rounds).toFixed(0).padStart(8),
  ];
  const all = rounds.map((round) => round.rps.toFixed(0)).join(', ');
  const failures = top.failures ? `   (${top.failures})` : '';
  return `${name.padEnd(24)}${cells.join(' ')}   ${String(top.failed).padStart(6)}   ${all}${failures}`;
}

function print(mix: string, floor: Measurement[], service: Measurement[]) {
  console.log(
    `\nGET /tracking/?trackingId=<${mix} mix of ${orders}>, ${load.connections} connections, ${load.duration} s ` +
      `per round, best of ${rounds} (Node ${process.version}, ${cpus().length} cores)`,
  );
  console.log('target                      req/s    p50 ms   p99 ms   CPU µs   failed   req/s per round');
  console.log(row('bare node:http (floor)', floor));
  console.log(row('tracking service', service));
  const [top, bottom] = [best(service), best(floor)];
  if (top && bottom) console.log(`ratio service / floor: ${(top.rps / bottom.rps).toFixed(2)} in req/s`);
  // On two cores the load generator takes one: req/s also measures the machine; CPU per answer is the server's.
  console.log(`CPU per answer, service / floor: ${(leastCpu(service) / leastCpu(floor)).toFixed(2)}\n`);
}

/** Extra node flags for the service and its floor alike (a profiler, say), as in bench:live. */
const serverNodeArgs = () => (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);

async function startService(dir: string) {
  const [port, metricsPort] = [await freePort(), await freePort()];
  const child = startNode([...serverNodeArgs(), path.join(root, 'apps/server/dist/server.js')], {
    ...process.env,
    PORT: String(port),
    METRICS_PORT: String(metricsPort),
    ORDER_CACHE_MB: values['cache-mb'],
    // One address asks for everything here: reserved misses of many requests in flight at once would block it.
    ENUMERATION_MAX_MISSES: '1000000',
    HOST: '127.0.0.1',
    DATABASE_URL: `sqlite:${path.join(dir, 'tracking.sqlite')}`,
    TRACKING_DEMO: '0',
    LOG_LEVEL: 'error',
    WEB_DIST: path.join(dir, 'no-page'),
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${url}/healthz`, child);
  return { child, url, metricsUrl: `http://127.0.0.1:${metricsPort}/metrics` };
}

/** What the service's view cache held and how often it hit, and the process's memory, from its metrics. */
async function printCache(metricsUrl: string) {
  const text = await (await fetch(metricsUrl)).text();
  const value = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? NaN);
  const hits = value(/tracking_cache_lookups_total\{cache="order_views",result="hit"\} (\S+)/);
  const misses = value(/tracking_cache_lookups_total\{cache="order_views",result="miss"\} (\S+)/);
  const kept = value(/^tracking_order_views_kept (\S+)/m);
  const bytes = value(/^tracking_order_views_kept_bytes (\S+)/m);
  const rss = value(/^process_resident_memory_bytes (\S+)/m);
  const heap = value(/^nodejs_heap_size_used_bytes (\S+)/m);
  const mib = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MiB`;
  console.log(
    `view cache: ${kept} kept, counted as ${mib(bytes)} (bound ${values['cache-mb']} MiB); ` +
      `hit rate so far ${((100 * hits) / (hits + misses)).toFixed(1)}%; service RSS ${mib(rss)}, heap used ${mib(heap)}`,
  );
}

/** The floor answers the service's own responses for a sample of ids, read from the running service. */
async function startFloor(dir: string, serviceUrl: string, ids: readonly string[]) {
  const sample = ids.filter((_, index) => index % Math.ceil(ids.length / SAMPLE_SIZE) === 0);
  // A few at a time: a thousand at once would leave as many idle keep-alive connections from this address.
  const payloads: unknown[] = [];
  for (let start = 0; start < sample.length; start += 8) {
    const batch = sample.slice(start, start + 8);
    const answers = batch.map(async (id) => (await fetch(`${serviceUrl}/tracking/?trackingId=${id}`)).json());
    payloads.push(...(await Promise.all(answers)));
  }
  const payloadFile = path.join(dir, 'payloads.json');
  writeFileSync(payloadFile, JSON.stringify(payloads));
  const port = await freePort();
  const child = startNode(
    [...serverNodeArgs(), path.join(root, 'bench/http/bare-server.mjs'), payloadFile, String(port)],
    process.env,
  );
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${url}/tracking/?trackingId=x`, child);
  return { child, url };
}

const dir = mkdtempSync(path.join(tmpdir(), 'bench-http-'));
try {
  const build = spawnSync('npm', ['run', 'build', '-w', '@tracking/server'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the service did not build');
  const seedStart = performance.now();
  const seeded = await seedOrders(path.join(dir, 'tracking.sqlite'), orders);
  const seedSeconds = ((performance.now() - seedStart) / 1000).toFixed(1);
  console.log(
    `seeded ${seeded.ids.length} orders (${seeded.liveIds.length} out for delivery) in ${seedSeconds} s`,
  );

  const service = await startService(dir);
  const floor = await startFloor(dir, service.url, seeded.ids);
  const mixes = requestMixes(seeded);
  try {
    for (const mix of mixNames) {
      const pick = mixes[mix];
      const primeStart = performance.now();
      // Every order, whatever the mix: a service running for a while has been asked for each, and whether their
      // views fit is the cache's bound to say, not the bench's warm-up.
      await prime(service.url, seeded.ids);
      const primeSeconds = ((performance.now() - primeStart) / 1000).toFixed(1);
      console.log(`\n${mix} mix: read each of the ${seeded.ids.length} orders once in ${primeSeconds} s`);
      const results = { floor: [] as Measurement[], service: [] as Measurement[] };
      for (let round = 0; round < rounds; round++) {
        results.floor.push(await measure(floor.url, pidOf(floor.child), pick, load));
        results.service.push(await measure(service.url, pidOf(service.child), pick, load));
      }
      print(mix, results.floor, results.service);
      await printCache(service.metricsUrl);
    }
  } finally {
    await Promise.all([stop(service.child), stop(floor.child)]);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
