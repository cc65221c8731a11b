import type { ChildProcess } from 'node:child_process';
import { forkScript, nextMessage, sleep } from './children';
import { LatencyHistogram } from './histogram';
import type { LoadPlan } from './load-plan';
import type { BenchOptions } from './options';
import type { CpuPart } from './cpu-parts';
import { recordCpuParts } from './perf-record';
import { cpuMs, loadAverage, openFiles, rssBytes } from './proc-stats';
import type { ClientCommand, ClientReply, PushCommand, PushReply } from './protocol';

/** A server under load: where to reach it and which process to watch. */
export interface Target {
  name: string;
  pid: number;
  baseUrl: string;
  wsUrl: string;
  ingestKey: string;
  /** Other processes whose CPU the run reports (the ingest instance and Redis when scaled out). */
  alsoWatch?: { name: string; pid: number }[];
  /**
   * Instances the sockets are spread over, one client process after the other (scaled out); unset, all on
   * `wsUrl`. Latency is then also reported per instance, and memory per socket counts the sockets on `wsUrl`.
   */
  socketsOn?: { name: string; wsUrl: string }[];
}

export interface Measurement {
  name: string;
  opened: number;
  failed: number;
  firstError: string | undefined;
  /** Why the first failed position post failed (its status, or the connection's error). */
  postsFirstError: string | undefined;
  /** With --cpu-parts 1: the main thread's CPU over the measured window, by part. */
  mainThreadParts: CpuPart[] | undefined;
  /** With --connect-burst: sockets open within 2 s of the last burst. */
  openedSoonAfterBursts: number | undefined;
  bytesPerIdleSocket: number;
  rssMiB: number;
  postsPerSecond: number;
  postsFailed: number;
  postsSkipped: number;
  deliveredPerSecond: number;
  /** Delivered over what an ideal server would have delivered in the window. */
  deliveredShare: number;
  p50: number;
  p99: number;
  p999: number;
  maxMs: number;
  cpuPercent: number;
  /** CPU of each of the target's other processes, in the same window. */
  cpuByProcess: { name: string; percent: number }[];
  /** Latency of the sockets on each instance of `socketsOn`, measured in the same window. */
  latencyBySocketInstance: { name: string; p50: number; p99: number; p999: number }[];
  closedDuringRun: number;
  /** Machine load average when the push started and when it ended. */
  load: [number, number];
}

type Connected = Extract<ClientReply, { type: 'connected' }>;
type Report = Extract<ClientReply, { type: 'report' }>;

/** The instance client process `index` opens its sockets on, when the target spreads them. */
function socketInstance(target: Target, index: number) {
  return target.socketsOn?.[index % target.socketsOn.length];
}

function tell(child: ChildProcess, command: ClientCommand | PushCommand): void {
  child.send(command);
}

/** Opens the sockets, reads memory while idle, pushes positions at the rate and reads latency, throughput and CPU. */
export async function measure(target: Target, plan: LoadPlan, options: BenchOptions): Promise<Measurement> {
  const log = (text: string) => console.log(`[${target.name}] ${text}`);
  await sleep(1000);
  const rssBefore = rssBytes(target.pid);
  // BENCH_LATENCY_TRACE=<prefix>: each client writes every message's send time and latency to
  // <prefix>-<target>-<client>.bin, which late-posts.ts reads.
  const tracePrefix = process.env.BENCH_LATENCY_TRACE;
  const clients = Array.from({ length: options.clientProcesses }, (_, index) =>
    forkScript('client-worker.ts', [], {
      ...process.env,
      BENCH_LATENCY_TRACE: tracePrefix && `${tracePrefix}-${target.name}-${index}.bin`,
    }),
  );
  const addresses = Array.from({ length: options.sourceAddresses }, (_, i) => `127.0.0.${i + 2}`);
  const watched = Array.from(
    { length: options.sockets },
    (_, i) => plan.orders[i % plan.orders.length]?.trackingId ?? '',
  );
  const connectStart = Date.now();
  const connected = await Promise.all(
    clients.map((client, index) => {
      const reply = nextMessage<Connected>(client, 'connected');
      const trackingIds = watched.filter((_, i) => i % clients.length === index);
      tell(client, {
        type: 'connect',
        wsUrl: socketInstance(target, index)?.wsUrl ?? target.wsUrl,
        trackingIds,
        localAddresses: addresses,
        concurrency: options.connectConcurrency,
        ...(options.connectBurst > 0 && {
          burst: {
            size: Math.max(1, Math.round(options.connectBurst / clients.length)),
            intervalMs: options.burstIntervalMs,
          },
        }),
      });
      return reply;
    }),
  );
  const opened = connected.reduce((sum, reply) => sum + reply.opened, 0);
  const openedOnTarget = connected
    .filter((_, index) => (socketInstance(target, index)?.wsUrl ?? target.wsUrl) === target.wsUrl)
    .reduce((sum, reply) => sum + reply.opened, 0);
  const failed = connected.reduce((sum, reply) => sum + reply.failed, 0);
  const openedSoonAfterBursts =
    options.connectBurst > 0
      ? connected.reduce((sum, reply) => sum + (reply.openedSoonAfterBursts ?? 0), 0)
      : undefined;
  const firstError = connected.find((reply) => reply.firstError)?.firstError;
  log(
    `${opened} sockets open in ${((Date.now() - connectStart) / 1000).toFixed(1)} s` +
      (openedSoonAfterBursts === undefined
        ? ''
        : ` (${openedSoonAfterBursts} within 2 s of the last burst)`) +
      `, ${failed} failed${firstError ? ` (${firstError})` : ''}; server fds ${openFiles(target.pid)}`,
  );
  await sleep(options.settleSeconds * 1000);
  const rssIdle = rssBytes(target.pid);

  const pusher = forkScript('pusher.ts');
  const pushed = nextMessage<PushReply>(pusher, 'pushed');
  const durationMs = (options.warmupSeconds + options.measureSeconds) * 1000;
  tell(pusher, {
    type: 'push',
    baseUrl: target.baseUrl,
    ingestKey: target.ingestKey,
    drivers: plan.drivers,
    rate: options.rate,
    durationMs,
  });
  await sleep(options.warmupSeconds * 1000);
  const fromMs = Date.now();
  const cpuStart = cpuMs(target.pid);
  const loadStart = loadAverage();
  const alsoWatched = target.alsoWatch ?? [];
  const alsoCpuStart = alsoWatched.map((watched) => cpuMs(watched.pid));
  // A second short of the window, so the recording ends inside it.
  const cpuParts = options.cpuParts
    ? recordCpuParts(target.pid, Math.max(1, options.measureSeconds - 1))
    : undefined;
  for (const client of clients) tell(client, { type: 'measure', fromMs });
  const push = await pushed;
  const windowMs = Date.now() - fromMs;
  const cpuPercent = ((cpuMs(target.pid) - cpuStart) / windowMs) * 100;
  const cpuByProcess = alsoWatched.map((watched, index) => ({
    name: watched.name,
    percent: ((cpuMs(watched.pid) - (alsoCpuStart[index] ?? 0)) / windowMs) * 100,
  }));
  const rssEnd = rssBytes(target.pid);
  const mainThreadParts = await cpuParts;
  await sleep(1000);
  const reports = await Promise.all(
    clients.map((client) => {
      const reply = nextMessage<Report>(client, 'report');
      tell(client, { type: 'report' });
      return reply;
    }),
  );
  for (const client of clients) tell(client, { type: 'close' });

  const histogram = new LatencyHistogram();
  for (const report of reports) histogram.add(report.histogram);
  const delivered = reports.reduce((sum, report) => sum + report.delivered, 0);
  const socketsPerPost = opened / plan.drivers.length;
  const ideal =
    ((push.sent * options.measureSeconds) / (options.warmupSeconds + options.measureSeconds)) *
    socketsPerPost;
  return {
    name: target.name,
    opened,
    failed,
    firstError,
    openedSoonAfterBursts,
    bytesPerIdleSocket: openedOnTarget > 0 ? (rssIdle - rssBefore) / openedOnTarget : Number.NaN,
    rssMiB: rssEnd / 2 ** 20,
    postsPerSecond: push.sent / (durationMs / 1000),
    postsFailed: push.failed,
    postsFirstError: push.firstError,
    postsSkipped: push.skipped,
    deliveredPerSecond: delivered / (windowMs / 1000),
    deliveredShare: ideal > 0 ? delivered / ideal : Number.NaN,
    p50: histogram.percentile(0.5),
    p99: histogram.percentile(0.99),
    p999: histogram.percentile(0.999),
    maxMs: histogram.maxMs,
    cpuPercent,
    cpuByProcess,
    mainThreadParts,
    latencyBySocketInstance: (target.socketsOn ?? []).map(({ name }) => {
      const part = new LatencyHistogram();
      reports.forEach((report, index) => {
        if (socketInstance(target, index)?.name === name) part.add(report.histogram);
      });
      return { name, p50: part.percentile(0.5), p99: part.percentile(0.99), p999: part.percentile(0.999) };
    }),
    closedDuringRun: reports.reduce((sum, report) => sum + report.closed, 0),
    load: [loadStart, loadAverage()],
  };
}
