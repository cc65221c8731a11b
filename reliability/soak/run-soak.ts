import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createTestSchema } from '../../apps/server/src/testing/postgres-schema';
import { WebhookReceiver } from '../../apps/server/src/testing/webhook-receiver';
import { printTable, Verdicts } from '../support/report';
import { freePort, Service, sleep } from '../support/service';
import { Balancer } from './balancer';
import { memoryAfterGc } from './heap-after-gc';
import { judge, type Collected } from './judge';
import { Latencies, sampleInstance, type Sample } from './samples';
import { SoakSocket } from './sockets';
import { createOrders, readEveryOrder, runMix, Tally } from './workload';

/*
 * SOAK_MINUTES=60 npm run soak   (CI: SOAK_MINUTES=5). Two instances of the built service on a fresh PostgreSQL
 * schema and the shared Redis under a recipient-shaped mix, sampled every 10 s, each instance restarted with SIGTERM
 * once (at 50 % and 60 % of the run, so the last sixth, where drift is read, is well past both). Writes the chart
 * to SOAK_CHART (default soak-chart.svg); exits 1 on a leak, a lost write or a failed request. Needs
 * TEST_DATABASE_URL and TEST_REDIS_URL.
 */
const minutes = Number(process.env.SOAK_MINUTES ?? 60);
const full = minutes >= 30;
const SIZE = full
  ? { orders: 10_000, live: 40, sockets: 200, readers: 4 }
  : { orders: 1000, live: 20, sockets: 60, readers: 2 };
const durationS = minutes * 60;
const warmupS = full ? 600 : 60;
const restartsAt = [0.5, 0.6].map((share) => Math.round(durationS * share));
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
if (!databaseUrl || !redisUrl) {
  const missing = [!databaseUrl && 'TEST_DATABASE_URL', !redisUrl && 'TEST_REDIS_URL'].filter(Boolean);
  process.stdout.write(
    `Soak skipped: it needs PostgreSQL and Redis, and ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set.\n`,
  );
  process.exit(0);
}

const schema = await createTestSchema(databaseUrl);
const receiver = await WebhookReceiver.start();
const env = async () => ({
  DATABASE_URL: schema.url,
  DATABASE_POOL_SIZE: '5',
  REDIS_URL: redisUrl,
  REDIS_CHANNEL_SECRET: 'soak-redis-channel-secret',
  METRICS_PORT: String(await freePort()),
  WEBHOOK_URL: receiver.url,
  WEBHOOK_SECRET: 'whsec_c29hay1zZWNyZXQtb2YtdHdlbnR5LWZvdXItYnl0ZXM=',
  WEBHOOK_COALESCE_MS: '1000',
  WEBHOOK_RETRY_BASE_MS: '1000',
  SHUTDOWN_DRAIN_SECONDS: '3',
  RETENTION_INTERVAL_SECONDS: '30',
  LIVE_SOCKETS_PER_ADDRESS: '5000',
  CONNECTIONS_PER_ADDRESS: '5000',
  OPEN_REQUESTS_PER_ADDRESS: '5000',
  ENUMERATION_MAX_MISSES: '100000',
});
const envs = [await env(), await env()];
const inspectorPorts = [await freePort(), await freePort()];
/** What Node's inspector says on stderr as the soak attaches: not the service's logs. */
const INSPECTOR_NOTICE = /^(Debugger (listening|attached|ending)|For help, see|Waiting for the debugger)/;
// Each instance opens its inspector on loopback, for the soak to read its heap after a full collection.
const start = (index: number) =>
  Service.start(envs[index] ?? {}, {
    nodeArgs: [`--inspect=127.0.0.1:${inspectorPorts[index]}`],
    onStderr: (text) => {
      const logs = text.split('\n').filter((line) => line && !INSPECTOR_NOTICE.test(line));
      if (logs.length > 0) process.stderr.write(`${logs.join('\n')}\n`);
    },
  });
const services = [await start(0), await start(1)];
const names = ['a', 'b'];
const balancer = new Balancer(services);
const watching = balancer.watch();
// The clock starts once the orders exist: the measured run is the mix, not the setup.
let began = performance.now();
const elapsed = () => (performance.now() - began) / 1000;
const tally = new Tally();
const reads = new Latencies();
const pushes = new Latencies();
const samples: Sample[] = [];
const collected: Collected[] = [];
const leakEndS = restartsAt[0] ?? durationS;
// Full collections at the window's start, each minute and just before the first restart.
const collectAt = [
  ...Array.from({ length: Math.ceil((leakEndS - 15 - warmupS) / 60) }, (_, i) => warmupS + i * 60),
  leakEndS - 15,
];
const stop = { now: false };

process.stdout.write(
  `Soak: ${minutes} min, ${SIZE.orders} orders, ${SIZE.live} live with ${SIZE.sockets} sockets\n`,
);
const orders = await createOrders(balancer, SIZE.orders, SIZE.live);
await readEveryOrder(
  services.map((service) => service.baseUrl),
  [...orders.all, ...orders.live.map((order) => order.trackingId)],
);
began = performance.now();
// The load generator shares the machine's cores with what it measures: its own CPU is reported beside theirs.
const clientCpuBefore = process.cpuUsage();
const sockets = Array.from({ length: SIZE.sockets }, (_, index) => {
  const order = orders.live[index % orders.live.length];
  return new SoakSocket(balancer, order?.trackingId ?? '', pushes, elapsed);
});
for (const socket of sockets) socket.connect();
const mix = runMix(balancer, orders, tally, reads, elapsed, stop, SIZE.readers);

const restarts: { instance: string; atS: number; slowestSocketMs: number; stillWaiting: number }[] = [];
let nextSample = 0;
while (elapsed() < durationS) {
  const restartIndex = restartsAt.findIndex((at, index) => elapsed() >= at && restarts.length === index);
  const service = services[restartIndex];
  if (service) {
    const atS = Math.round(elapsed());
    const before = new Set(sockets.flatMap((socket) => socket.recoveries));
    await service.kill('SIGTERM');
    await service.restart();
    await sleep(6000);
    const recoveries = sockets.flatMap((socket) => socket.recoveries).filter((ms) => !before.has(ms));
    const stillWaiting = sockets.filter((socket) => socket.waiting).length;
    restarts.push({
      instance: names[restartIndex] ?? '',
      atS,
      slowestSocketMs: Math.max(0, ...recoveries),
      stillWaiting,
    });
  }
  if (collectAt[0] !== undefined && elapsed() >= collectAt[0]) {
    const t = Math.round(elapsed());
    collectAt.shift();
    for (const [index, port] of inspectorPorts.entries())
      collected.push({ t, instance: names[index] ?? '', ...(await memoryAfterGc(port)) });
  }
  if (elapsed() >= nextSample) {
    const t = Math.round(elapsed());
    for (const [index, running] of services.entries()) {
      const sample =
        running.pid &&
        (await sampleInstance(t, names[index] ?? '', running.pid, Number(envs[index]?.METRICS_PORT)));
      if (sample) {
        samples.push(sample);
        process.stdout.write(
          `${t} s ${sample.instance}: loop p99 ${sample.loopP99Ms.toFixed(1)} max ${sample.loopMaxMs.toFixed(1)} ms, ` +
            `CPU ${sample.cpuMsPerS.toFixed(0)} ms/s, run queue ${sample.runQueueMsPerS.toFixed(0)} ms/s, ` +
            `GC ${sample.gcMsPerS.toFixed(1)} ms/s, ` +
            `heap ${sample.heapMiB.toFixed(1)} MiB, load ${sample.load.toFixed(1)}\n`,
        );
      }
    }
    nextSample += 10;
  }
  await sleep(500);
}
const endS = elapsed();
const clientCpu = process.cpuUsage(clientCpuBefore);
stop.now = true;
await mix;
for (const socket of sockets) socket.stop();

// Every acknowledged event in the store; every webhook event delivered (waiting for the last retries).
const client = new pg.Client({ connectionString: schema.url });
await client.connect();
const stored = new Set(
  (
    await client.query<{ tracking_id: string; at: string }>('select tracking_id, at from order_events')
  ).rows.map((row) => `${row.tracking_id} ${row.at}`),
);
const lost = tally.acknowledged.filter((write) => !stored.has(write));
let events: { id: string; status: string }[] = [];
for (let waited = 0; waited < 60; waited++) {
  events = (await client.query<{ id: string; status: string }>('select id, status from webhook_events')).rows;
  if (events.every((event) => event.status === 'delivered')) break;
  await sleep(1000);
}
await client.end();
balancer.stop();
await watching;
for (const service of services) await service.kill('SIGTERM');
await receiver.stop();
await schema.drop();

const verdicts = new Verdicts();
const { figures, chart: drawChart } = judge({
  samples,
  collected,
  reads,
  pushes,
  warmupS,
  leakEndS,
  endS,
  fullSize: full,
  verdicts,
});

const received = new Map<string, number>();
for (const id of receiver.ids) received.set(id, (received.get(id) ?? 0) + 1);
const undelivered = events.filter((event) => !received.has(event.id)).length;
const twice = [...received.values()].filter((count) => count > 1).length;

printTable('Soak: requests', ['kind and status', 'count'], Object.entries(tally.answers));
figures['load generator: CPU ms/s (mean)'] = Math.round((clientCpu.user + clientCpu.system) / 1000 / endS);
figures['machine: load average at the end (1, 5, 15 min)'] = loadavg()
  .map((value) => value.toFixed(1))
  .join(', ');
printTable('Soak: figures', ['figure', 'value'], Object.entries(figures));
printTable(
  'Soak: rolling restarts (SIGTERM, drain 3 s)',
  ['instance', 'at s', 'slowest socket back ms', 'sockets not back'],
  restarts.map(Object.values),
);
printTable(
  'Soak: writes and webhooks',
  ['figure', 'value'],
  [
    ['acknowledged timeline events', tally.acknowledged.length],
    ['lost', lost.length],
    ['webhook events', events.length],
    ['not delivered', undelivered],
    ['delivered more than once', twice],
    ['requests sent to a draining instance', balancer.sentToDraining],
  ],
);
verdicts.mustBeZero(
  'failed requests (5xx or no answer after one retry)',
  tally.failures.length,
  tally.failures[0],
);
verdicts.mustBeZero('acknowledged writes lost', lost.length, lost[0]);
verdicts.mustBeZero('webhook events not delivered', undelivered);
verdicts.mustBeZero('webhook events delivered twice', twice);
verdicts.atLeast('rolling restarts', restarts.length, 2);
for (const restart of restarts) {
  verdicts.mustBeZero(`restart of ${restart.instance}: sockets not back and current`, restart.stillWaiting);
  verdicts.mustBeZero(
    `restart of ${restart.instance}: ms past 5 s for the slowest socket`,
    Math.max(0, restart.slowestSocketMs - 5000),
  );
}
const chart = path.resolve(process.env.SOAK_CHART ?? 'soak-chart.svg');
mkdirSync(path.dirname(chart), { recursive: true });
writeFileSync(
  chart,
  drawChart(`Soak ${minutes} min, two instances, ${new Date().toISOString().slice(0, 16)}`),
);
process.stdout.write(`\nChart: ${chart}\n`);
process.exit(verdicts.report() ? 0 : 1);
