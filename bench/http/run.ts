import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { best, measure, type Measurement } from './measure';
import { freePort, startNode, stop, waitUntilUp } from './processes';
import { seedOrders } from './seed-orders';

/*
 * npm run bench:http -- [--orders 100000] [--duration 10] [--connections 20] [--warmup 2] [--rounds 2]
 * Seeds a SQLite database, then loads GET /tracking/?trackingId=<random existing id> on the built service and on a
 * bare node:http server answering the same JSON from memory (the floor), alternating, and prints the best round of
 * each and their ratio.
 */

const root = fileURLToPath(new URL('../../', import.meta.url));
const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '2' },
    rounds: { type: 'string', default: '2' },
  },
});
const orders = Number(values.orders);
const rounds = Number(values.rounds);
const load = {
  duration: Number(values.duration),
  connections: Number(values.connections),
  warmup: Number(values.warmup),
};
const SAMPLE_SIZE = 1000;

function row(name: string, rounds: Measurement[]) {
  const top = best(rounds);
  if (!top) return '';
  const cells = [top.rps.toFixed(0).padStart(8), String(top.p50).padStart(8), String(top.p99).padStart(8)];
  const all = rounds.map((round) => round.rps.toFixed(0)).join(', ');
  return `${name.padEnd(24)}${cells.join(' ')}   ${String(top.failed).padStart(6)}   ${all}`;
}

function print(floor: Measurement[], service: Measurement[]) {
  console.log(
    `\nGET /tracking/?trackingId=<random of ${orders}>, ${load.connections} connections, ${load.duration} s per ` +
      `round, best of ${rounds} (Node ${process.version}, ${cpus().length} cores)`,
  );
  console.log('target                      req/s    p50 ms   p99 ms   failed   req/s per round');
  console.log(row('bare node:http (floor)', floor));
  console.log(row('tracking service', service));
  const [top, bottom] = [best(service), best(floor)];
  if (top && bottom) console.log(`ratio service / floor: ${(top.rps / bottom.rps).toFixed(2)}\n`);
}

async function startService(dir: string) {
  const port = await freePort();
  const child = startNode([path.join(root, 'apps/server/dist/server.js')], {
    ...process.env,
    PORT: String(port),
    METRICS_PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: `sqlite:${path.join(dir, 'tracking.sqlite')}`,
    TRACKING_DEMO: '0',
    LOG_LEVEL: 'error',
    WEB_DIST: path.join(dir, 'no-page'),
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${url}/healthz`, child);
  return { child, url };
}

/** The floor answers the service's own responses for a sample of ids, read from the running service. */
async function startFloor(dir: string, serviceUrl: string, ids: readonly string[]) {
  const sample = ids.filter((_, index) => index % Math.ceil(ids.length / SAMPLE_SIZE) === 0);
  const payloads = await Promise.all(
    sample.map(async (id) => (await fetch(`${serviceUrl}/tracking/?trackingId=${id}`)).json()),
  );
  const payloadFile = path.join(dir, 'payloads.json');
  writeFileSync(payloadFile, JSON.stringify(payloads));
  const port = await freePort();
  const child = startNode(
    [path.join(root, 'bench/http/bare-server.mjs'), payloadFile, String(port)],
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
  const ids = await seedOrders(path.join(dir, 'tracking.sqlite'), orders);
  console.log(`seeded ${ids.length} orders in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

  const service = await startService(dir);
  const floor = await startFloor(dir, service.url, ids);
  try {
    const results = { floor: [] as Measurement[], service: [] as Measurement[] };
    for (let round = 0; round < rounds; round++) {
      results.floor.push(await measure(floor.url, ids, load));
      results.service.push(await measure(service.url, ids, load));
    }
    print(results.floor, results.service);
  } finally {
    await Promise.all([stop(service.child), stop(floor.child)]);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
