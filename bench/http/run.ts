import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import { freePort, startNode, stop, waitUntilUp } from './processes';
import { seedOrders } from './seed-orders';

/*
 * npm run bench:http -- [--orders 100000] [--duration 10] [--connections 20] [--warmup 2]
 * Seeds a SQLite database, then loads GET /tracking/?trackingId=<random existing id> on the built service and on a
 * bare node:http server answering the same JSON from memory (the floor), one after the other, and prints both.
 */

const root = fileURLToPath(new URL('../../', import.meta.url));
const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '2' },
  },
});
const orders = Number(values.orders);
const duration = Number(values.duration);
const connections = Number(values.connections);
const warmup = Number(values.warmup);
const SAMPLE_SIZE = 1000;

function load(baseUrl: string, ids: readonly string[], seconds: number): Promise<Result> {
  const randomPath = () => `/tracking/?trackingId=${ids[Math.floor(Math.random() * ids.length)]}`;
  return autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, path: randomPath() }) }],
  });
}

async function measure(name: string, baseUrl: string, ids: readonly string[]) {
  if (warmup > 0) await load(baseUrl, ids, warmup);
  const result = await load(baseUrl, ids, duration);
  const failed = result.non2xx + result.errors + result.timeouts;
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failed };
}

function print(rows: Awaited<ReturnType<typeof measure>>[]) {
  const [floor, service] = rows;
  console.log(
    `\nGET /tracking/?trackingId=<random of ${orders}>, ${connections} connections, ${duration} s each ` +
      `(Node ${process.version}, ${cpus().length} cores)`,
  );
  console.log('target                      req/s    p50 ms   p99 ms   failed');
  for (const row of rows) {
    const cells = [row.rps.toFixed(0).padStart(8), String(row.p50).padStart(8), String(row.p99).padStart(8)];
    console.log(`${row.name.padEnd(24)}${cells.join(' ')}   ${row.failed}`);
  }
  if (floor && service) console.log(`ratio service / floor: ${(service.rps / floor.rps).toFixed(2)}\n`);
}

const dir = mkdtempSync(path.join(tmpdir(), 'bench-http-'));
try {
  if (
    spawnSync('npm', ['run', 'build', '-w', '@tracking/server'], { cwd: root, stdio: 'inherit' }).status !== 0
  ) {
    throw new Error('the service did not build');
  }
  const seedStart = performance.now();
  const ids = await seedOrders(path.join(dir, 'tracking.sqlite'), orders);
  console.log(`seeded ${ids.length} orders in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

  const servicePort = await freePort();
  const service = startNode([path.join(root, 'apps/server/dist/server.js')], {
    ...process.env,
    PORT: String(servicePort),
    HOST: '127.0.0.1',
    DATABASE_URL: `sqlite:${path.join(dir, 'tracking.sqlite')}`,
    TRACKING_DEMO: '0',
    LOG_LEVEL: 'error',
    WEB_DIST: path.join(dir, 'no-page'),
  });
  const serviceUrl = `http://127.0.0.1:${servicePort}`;
  await waitUntilUp(`${serviceUrl}/healthz`, service);

  const sample = ids.filter((_, index) => index % Math.ceil(ids.length / SAMPLE_SIZE) === 0);
  const payloads = await Promise.all(
    sample.map(async (id) => (await fetch(`${serviceUrl}/tracking/?trackingId=${id}`)).json()),
  );
  writeFileSync(path.join(dir, 'payloads.json'), JSON.stringify(payloads));
  const floorPort = await freePort();
  const floor = startNode(
    [path.join(root, 'bench/http/bare-server.mjs'), path.join(dir, 'payloads.json'), String(floorPort)],
    process.env,
  );
  const floorUrl = `http://127.0.0.1:${floorPort}`;
  await waitUntilUp(`${floorUrl}/tracking/?trackingId=x`, floor);

  try {
    const rows = [await measure('bare node:http (floor)', floorUrl, ids)];
    rows.push(await measure('tracking service', serviceUrl, ids));
    print(rows);
  } finally {
    await Promise.all([stop(service), stop(floor)]);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
