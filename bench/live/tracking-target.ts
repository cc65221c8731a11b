import { ingestOrderBody } from '@tracking/core/testing';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sleep } from './children';
import { inLanes, requestJson } from './http-json';
import type { LoadPlan } from './load-plan';
import type { Target } from './measure';
import type { BenchOptions } from './options';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The bundle `npm start` runs: the bench measures the service as it ships (not its source through a loader). */
const SERVER_ENTRY = path.join(ROOT, 'apps/server/dist/server.js');

let built = false;
/** Builds the service's bundle from the source, once per bench run. */
function buildService(): void {
  if (built) return;
  const build = spawnSync('npm', ['run', 'build', '-w', '@tracking/server'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the service did not build');
  built = true;
}
const CENTRE = { lat: 55.6761, lng: 12.5683 };

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (server.exitCode !== null) throw new Error(`the tracking service exited with ${server.exitCode}`);
    const healthy = await requestJson('GET', `${baseUrl}/healthz`, undefined).then(
      (response) => response.status === 200,
      () => false,
    );
    if (healthy) return;
    await sleep(100);
  }
  throw new Error('the tracking service did not become healthy');
}

/** A point about `meters` away from `from` in a direction picked by `seed` (deterministic spread). */
function near(from: { lat: number; lng: number }, meters: number, seed: number) {
  const angle = (seed * 2.399963) % (2 * Math.PI);
  const distance = meters * Math.sqrt(((seed * 7919) % 1000) / 1000);
  return {
    lat: from.lat + (distance * Math.cos(angle)) / 111_195,
    lng: from.lng + (distance * Math.sin(angle)) / (111_195 * Math.cos((from.lat * Math.PI) / 180)),
  };
}

/**
 * A stop south of the driver's start by 100 m at least: the pusher walks each driver due north, so no position
 * comes within 50 m of another recipient's door, where the service holds the driver back from that recipient's
 * neighbours (by design: the message then carries an older position, which would read as seconds of latency).
 */
function southOfTheWalk(point: { lat: number; lng: number }, driver: { lat: number }) {
  const metresSouth = 100 + Math.abs(point.lat - driver.lat) * 111_195;
  return { lat: driver.lat - metresSouth / 111_195, lng: point.lng };
}

/** Creates the live orders and the drivers' routes through the ingest API, as a provider would. */
export async function seed(baseUrl: string, ingestKey: string, options: BenchOptions): Promise<LoadPlan> {
  const auth = { authorization: `Bearer ${ingestKey}` };
  const driverCount = Math.ceil(options.orders / options.stopsPerDriver);
  const drivers = Array.from({ length: driverCount }, (_, i) => ({
    driverId: `bench-driver-${i}`,
    ...near(CENTRE, 8000, i + 1),
  }));
  const orders: LoadPlan['orders'] = [];
  const promisedTime = new Date(Date.now() + 2 * 3600_000).toISOString();
  await inLanes([...Array(options.orders).keys()], 32, async (i) => {
    const driver = drivers[Math.floor(i / options.stopsPerDriver)];
    if (!driver) return;
    const response = await requestJson(
      'POST',
      `${baseUrl}/ingest/orders`,
      ingestOrderBody({
        externalId: `bench-${i}`,
        accountId: 'bench',
        account: { name: 'Bench merchant' },
        statusCode: 80,
        promisedTime,
        driverId: driver.driverId,
        deliveryAddress: {
          streetAddress: `Benchvej ${i}`,
          postalCode: '2100',
          city: 'København',
          country_code: 'DK',
          ...southOfTheWalk(near(driver, 2000, i + 7), driver),
        },
      }),
      auth,
    );
    const trackingId = (response.body as { payload?: { trackingId?: string } }).payload?.trackingId;
    if (response.status !== 201 || !trackingId)
      throw new Error(`creating order ${i}: HTTP ${response.status} ${JSON.stringify(response.body)}`);
    orders[i] = { trackingId, driverId: driver.driverId };
  });
  await inLanes(drivers, 16, async (driver) => {
    const stops = orders
      .filter((order) => order.driverId === driver.driverId)
      .map(({ trackingId }) => ({ trackingId }));
    const response = await requestJson(
      'PUT',
      `${baseUrl}/ingest/drivers/${driver.driverId}/route`,
      { stops },
      auth,
    );
    if (response.status !== 200) throw new Error(`route of ${driver.driverId}: HTTP ${response.status}`);
  });
  return { orders, drivers };
}

/**
 * Runs the service on the database until `stop`; `env` adds variables (REDIS_URL, say). Extra node flags (a
 * profiler, say) from BENCH_SERVER_NODE_ARGS.
 */
export async function runService(
  databaseUrl: string,
  port: number,
  ingestKey: string,
  env: Record<string, string> = {},
) {
  buildService();
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = spawn(process.execPath, [...nodeArgs, SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: String(port),
      METRICS_PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      INGEST_API_KEY: ingestKey,
      TRACKING_DEMO: '0',
      LOG_LEVEL: 'warn',
      // No cap below the open-file limit: the bench looks for where the sockets run out (its clients share
      // one address and a few orders, which the per-address and per-order caps would otherwise refuse).
      LIVE_MAX_SOCKETS: '1000000',
      LIVE_SOCKETS_PER_ADDRESS: '1000000',
      LIVE_SOCKETS_PER_ORDER: '1000000',
      CONNECTIONS_PER_ADDRESS: '1000000',
      // A few loopback addresses open every socket: their reserved misses in flight would block them.
      ENUMERATION_MAX_MISSES: '1000000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(`http://127.0.0.1:${port}`, server);
  const stop = async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  };
  return { pid: server.pid ?? 0, stop };
}

/**
 * Starts the tracking service on a fresh SQLite file and seeds it through the ingest API, then restarts it on
 * the same file, so its memory at rest is not inflated by the seeding. `stop` ends it and removes the file.
 */
export async function startTracking(
  options: BenchOptions,
): Promise<{ target: Target; plan: LoadPlan; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-live-'));
  const databaseFile = path.join(dataDir, 'tracking.sqlite');
  const port = await freePort();
  const ingestKey = randomBytes(24).toString('base64url');
  const baseUrl = `http://127.0.0.1:${port}`;
  const seeding = await runService(`sqlite:${databaseFile}`, port, ingestKey);
  const seedStart = Date.now();
  const plan = await seed(baseUrl, ingestKey, options);
  console.log(
    `[tracking] seeded ${plan.orders.length} live orders on ${plan.drivers.length} routes in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`,
  );
  await seeding.stop();
  const service = await runService(`sqlite:${databaseFile}`, port, ingestKey);
  const target = {
    name: 'tracking',
    pid: service.pid,
    baseUrl,
    wsUrl: `ws://127.0.0.1:${port}/ws`,
    ingestKey,
  };
  const stop = async () => {
    await service.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { target, plan, stop };
}
