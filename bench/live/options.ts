import { parseArgs } from 'node:util';

/** What one bench run does; every option is a flag (--sockets 20000) or an env variable (BENCH_SOCKETS=20000). */
export interface BenchOptions {
  /** Recipient sockets held open, spread evenly over the orders. */
  sockets: number;
  /** Live orders watched. */
  orders: number;
  /** Stops per driver: one position updates the estimate of every stop on the route. */
  stopsPerDriver: number;
  /** Position posts per second through the ingest API, over all drivers. */
  rate: number;
  /** Load-generator processes holding the sockets. */
  clientProcesses: number;
  /** Loopback source addresses (127.0.0.2 ...) the sockets are spread over, to stay clear of ephemeral ports. */
  sourceAddresses: number;
  /** Sockets opening at once per client process (unless they open in bursts). */
  connectConcurrency: number;
  /**
   * Sockets opened at once every `burstIntervalMs` over all client processes, without waiting for earlier ones:
   * a restart's reconnect storm. 0: open them `connectConcurrency` at a time instead.
   */
  connectBurst: number;
  burstIntervalMs: number;
  warmupSeconds: number;
  measureSeconds: number;
  /** Idle time after connecting, before memory per socket is read. */
  settleSeconds: number;
  /** Which servers to run: the tracking service, the bare ws floor, or both. */
  targets: ('tracking' | 'floor')[];
  /**
   * 2: the scaled-out run instead (scaled-out.ts), all on PostgreSQL: one instance with its in-process bus, the
   * same through Redis, two sharing Redis (positions to one, sockets on the other), and Redis alone.
   */
  instances: 1 | 2;
  /**
   * Scheduling priority of the bench and every process it starts (children inherit it): on a machine shared with
   * other work, --nice=-10 keeps the neighbours' load out of the figures (negative values need root).
   */
  nice: number;
  /** PostgreSQL server for --instances 2 (each configuration gets a fresh schema on it). */
  databaseUrl: string | undefined;
  /**
   * --cpu-parts 1: `perf` samples each server's main thread over the measured window and the report gives its CPU
   * by part (the socket writes, SQLite, each package, the server's own code). Needs `perf` and its permission.
   */
  cpuParts: boolean;
}

const DEFAULTS: Record<string, string> = {
  sockets: '19500',
  orders: '19500',
  'stops-per-driver': '20',
  rate: '250',
  'client-processes': '2',
  'source-addresses': '4',
  'connect-concurrency': '64',
  'connect-burst': '0',
  'burst-interval-ms': '50',
  'warmup-seconds': '10',
  'measure-seconds': '60',
  'settle-seconds': '10',
  targets: 'tracking,floor',
  instances: '1',
  nice: '0',
  'database-url': '',
  'cpu-parts': '0',
};

function positive(name: string, value: string): number {
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0)
    throw new Error(`--${name} must be a positive number, got "${value}"`);
  return number;
}

function niceness(value: string): number {
  const nice = Number(value);
  if (!Number.isInteger(nice) || nice < -20 || nice > 19)
    throw new Error(`--nice must be -20..19, got "${value}"`);
  return nice;
}

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: Object.fromEntries(Object.keys(DEFAULTS).map((name) => [name, { type: 'string' as const }])),
  });
  const value = (name: string) =>
    (values[name] as string | undefined) ??
    env[`BENCH_${name.toUpperCase().replaceAll('-', '_')}`] ??
    DEFAULTS[name] ??
    '';
  const targets = value('targets').split(',');
  if (!targets.every((target) => target === 'tracking' || target === 'floor')) {
    throw new Error('--targets must list tracking and/or floor');
  }
  const cpuParts = value('cpu-parts');
  if (cpuParts !== '0' && cpuParts !== '1') throw new Error('--cpu-parts must be 0 or 1');
  const instances = value('instances');
  if (instances !== '1' && instances !== '2') throw new Error('--instances must be 1 or 2');
  return {
    sockets: positive('sockets', value('sockets')),
    orders: positive('orders', value('orders')),
    stopsPerDriver: positive('stops-per-driver', value('stops-per-driver')),
    rate: positive('rate', value('rate')),
    clientProcesses: positive('client-processes', value('client-processes')),
    sourceAddresses: Math.min(250, positive('source-addresses', value('source-addresses'))),
    connectConcurrency: positive('connect-concurrency', value('connect-concurrency')),
    connectBurst: value('connect-burst') === '0' ? 0 : positive('connect-burst', value('connect-burst')),
    burstIntervalMs: positive('burst-interval-ms', value('burst-interval-ms')),
    warmupSeconds: positive('warmup-seconds', value('warmup-seconds')),
    measureSeconds: positive('measure-seconds', value('measure-seconds')),
    settleSeconds: positive('settle-seconds', value('settle-seconds')),
    targets: targets as BenchOptions['targets'],
    instances: instances === '1' ? 1 : 2,
    nice: niceness(value('nice')),
    databaseUrl: value('database-url') || env.TEST_DATABASE_URL || undefined,
    cpuParts: cpuParts === '1',
  };
}
