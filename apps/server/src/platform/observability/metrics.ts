import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { BusObserver } from '../bus/bus';
import type { LiveClientStats } from './live-stats';
import type { StoreObserver } from '../../store/store';

/** Seconds: from a cached page asset (sub-millisecond) to a request stuck behind a slow database. */
const HTTP_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0001, 0.0005, 0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5];
const PUSH_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** The caches the service has; each counts its hits and misses. */
export type CacheName = 'sqlite_statements' | 'locale_revalidation' | 'order_views' | 'rendered_pages';

/**
 * Every metric the service exports, in a registry of its own (one per app, so tests never share counts).
 * Served on the metrics listener (METRICS_PORT), never on the public port. The webhook outbox depth joins them
 * as a gauge here once the outbox exists.
 */
export class Metrics {
  readonly registry = new Registry();

  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern (ids never appear) and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers: [this.registry],
  });

  readonly liveSockets = new Gauge({
    name: 'tracking_live_sockets',
    help: 'Live sockets open on this instance',
    registers: [this.registry],
  });

  readonly livePush = new Histogram({
    name: 'tracking_live_push_seconds',
    help: 'From a committed change to its live messages published (one instance: written to the sockets)',
    buckets: PUSH_BUCKETS,
    registers: [this.registry],
  });

  /** Frames written since the last scrape: a plain count, as frames go out by the thousand a second. */
  private liveFramesUnreported = 0;

  readonly liveMessagesSent: Counter = new Counter({
    name: 'tracking_live_messages_sent_total',
    help: 'Frames written to live sockets',
    registers: [this.registry],
    collect: () => {
      this.liveMessagesSent.inc(this.liveFramesUnreported);
      this.liveFramesUnreported = 0;
    },
  });

  readonly liveMessagesCoalesced = new Counter({
    name: 'tracking_live_messages_coalesced_total',
    help: 'Position frames replaced by a newer one while their socket was congested',
    registers: [this.registry],
  });

  /** Web Push messages by why they were due and what came of them (sent, held, gone, retried, given up). */
  readonly pushSent = new Counter({
    name: 'tracking_push_sent_total',
    help: 'Web Push messages by reason and outcome (sent, retry, gone, rejected, expired, held_quiet_hours, held_daily_cap)',
    labelNames: ['reason', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly busPublishFailures = new Counter({
    name: 'tracking_bus_publish_failures_total',
    help: 'Live messages the Redis bus could not publish (dropped: Redis away or refusing)',
    registers: [this.registry],
  });

  readonly tableRows = new Gauge({
    name: 'tracking_table_rows',
    help: 'Rows in each table of the database, counted by the retention job after each run (on the instance that ran it)',
    labelNames: ['table'] as const,
    registers: [this.registry],
  });

  readonly redisLinkUp = new Gauge({
    name: 'tracking_redis_link_up',
    help: 'Whether each Redis connection of the bus (publish, subscribe) is up: 1 or 0',
    labelNames: ['role'] as const,
    registers: [this.registry],
  });

  readonly cacheLookups = new Counter({
    name: 'tracking_cache_lookups_total',
    help: 'Lookups in the service’s caches by cache and result (hit or miss)',
    labelNames: ['cache', 'result'] as const,
    registers: [this.registry],
  });

  readonly dbQueryDuration = new Histogram({
    name: 'tracking_db_query_duration_seconds',
    help: 'Database queries by outcome (ok or error)',
    labelNames: ['outcome'] as const,
    buckets: QUERY_BUCKETS,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /** The order views kept in memory (ORDER_CACHE_MB): entries and the bytes they are counted as. */
  readonly webhookDeliveries = new Counter({
    name: 'tracking_webhook_deliveries_total',
    help: 'Webhook delivery attempts by what came of them: delivered, retrying (to be tried again) or failed (given up)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  /** The outbox's backlog, read from the store at each scrape (every instance reports the shared outbox). */
  watchWebhooks(backlog: () => Promise<{ pending: number; oldestSeconds: number }>): void {
    let last: Promise<{ pending: number; oldestSeconds: number }> | undefined;
    // One store read per scrape, shared by both gauges.
    const read = () => (last ??= backlog().finally(() => setTimeout(() => (last = undefined), 0)));
    new Gauge({
      name: 'tracking_webhook_pending_events',
      help: 'Webhook deliveries not yet delivered nor given up (all instances)',
      registers: [this.registry],
      async collect() {
        this.set((await read()).pending);
      },
    });
    new Gauge({
      name: 'tracking_webhook_oldest_pending_seconds',
      help: 'Age of the oldest webhook delivery still pending (0 when none)',
      registers: [this.registry],
      async collect() {
        this.set((await read()).oldestSeconds);
      },
    });
  }

  watchOrderViews(size: () => { entries: number; bytes: number }): void {
    new Gauge({
      name: 'tracking_order_views_kept',
      help: 'Order views kept in memory for reads',
      registers: [this.registry],
      collect() {
        this.set(size().entries);
      },
    });
    new Gauge({
      name: 'tracking_order_views_kept_bytes',
      help: 'Memory the kept order views are counted as, against ORDER_CACHE_MB',
      registers: [this.registry],
      collect() {
        this.set(size().bytes);
      },
    });
  }

  /** Each label set's counter, bound once: a lookup per request would hash the labels every time. */
  private readonly cacheLookupCounters = new Map<string, { inc(): void }>();

  cacheLookup(cache: CacheName, hit: boolean): void {
    const result = hit ? 'hit' : 'miss';
    const key = `${cache} ${result}`;
    let counter = this.cacheLookupCounters.get(key);
    if (!counter) {
      counter = this.cacheLookups.labels({ cache, result });
      this.cacheLookupCounters.set(key, counter);
    }
    counter.inc();
  }

  /** Each route's timings, bound once per method, route pattern and status (a finite set: ids never appear). */
  private readonly httpDurations = new Map<string, { observe(seconds: number): void }>();

  /** A request's time into http_request_duration_seconds. */
  httpRequest(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${route} ${status}`;
    let histogram = this.httpDurations.get(key);
    if (!histogram) {
      histogram = this.httpDuration.labels({ method, route, status: String(status) });
      this.httpDurations.set(key, histogram);
    }
    histogram.observe(seconds);
  }

  /** Query timings bound per outcome on first use: every query of every request is counted. */
  private readonly queryDurations = new Map<boolean, { observe(seconds: number): void }>();

  /** What the store reports: each query's time, the SQLite statement cache. */
  readonly store: StoreObserver = {
    query: (durationMs, failed) => {
      let histogram = this.queryDurations.get(failed);
      if (!histogram) {
        histogram = this.dbQueryDuration.labels({ outcome: failed ? 'error' : 'ok' });
        this.queryDurations.set(failed, histogram);
      }
      histogram.observe(durationMs / 1000);
    },
    statementCache: (hit) => this.cacheLookup('sqlite_statements', hit),
  };

  /** What the Redis bus reports: dropped publishes, each connection going up or down. */
  readonly bus: BusObserver = {
    publishFailed: () => this.busPublishFailures.inc(),
    link: (role, up) => this.redisLinkUp.set({ role }, up ? 1 : 0),
  };

  /** What the live sockets report: frames sent and coalesced, how many are open. */
  readonly live: LiveClientStats & { openSockets(count: number): void } = {
    sent: () => void this.liveFramesUnreported++,
    coalesced: () => this.liveMessagesCoalesced.inc(),
    openSockets: (count) => this.liveSockets.set(count),
  };

  /** How long a committed change took to become live messages. */
  readonly pushed = (durationMs: number): void => this.livePush.observe(durationMs / 1000);
}
