import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';
import { type RuntimeConfig } from '@tracking/core';
import { runtimeConfigSchema } from '@tracking/core/schemas';
import { defaultMaxConnections, defaultMaxSockets } from '../security/socket-capacity';
import type { EnumerationLimits } from '../security/miss-counter';
import type { ServiceMissLimits } from '../security/service-miss-rate';
import { trustProxySchema, type TrustProxy } from '../security/trust-proxy';
import type { RedisSettings } from '../bus/redis-naming';
import { FAULT_POINTS, type FaultPoint } from './fault-point';
import {
  LOG_LEVELS,
  integerVariable,
  databaseUrlSchema,
  redisUrlSchema,
  originSchema,
  webhookUrlSchema,
  webhookSecretSchema,
  ingestKeysSchema,
  webhookEventsSchema,
} from './variable-schemas';

/** The repository root: the folder holding `apps/`, wherever below apps/server this code runs (src or dist). */
export const REPO_ROOT = repoRootAbove(fileURLToPath(import.meta.url));

function repoRootAbove(file: string): string {
  const parts = file.split(path.sep);
  const apps = parts.lastIndexOf('apps');
  return apps > 0 ? parts.slice(0, apps).join(path.sep) + path.sep : path.resolve('.') + path.sep;
}

const envSchema = z.object({
  PORT: integerVariable(8080, 0, 65535),
  HOST: z.string().default('0.0.0.0'),
  METRICS_PORT: integerVariable(9464, 0, 65535),
  PUBLIC_URL: originSchema.optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: databaseUrlSchema.default({ engine: 'sqlite', path: './data/tracking.sqlite' }),
  DATABASE_POOL_SIZE: integerVariable(10, 1, 1000),
  DATABASE_TIMEOUT_MS: integerVariable(10_000, 100, 600_000),
  REDIS_URL: redisUrlSchema.optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:._-]{1,64}$/, 'Must be 1 to 64 letters, digits and : . _ -')
    .default('tracking:'),
  REDIS_CHANNEL_SECRET: z.string().min(16, 'Must be at least 16 characters').optional(),
  ORDER_CACHE_MB: integerVariable(128, 0, 1_048_576),
  PAGE_CACHE_MB: integerVariable(32, 0, 1_048_576),
  INGEST_API_KEY: ingestKeysSchema.default([]),
  WEBHOOK_URL: webhookUrlSchema.optional(),
  WEBHOOK_SECRET: webhookSecretSchema.optional(),
  WEBHOOK_EVENTS: webhookEventsSchema.optional(),
  WEBHOOK_RETRY_BASE_MS: integerVariable(5000, 1, 3_600_000),
  WEBHOOK_COALESCE_MS: integerVariable(5000, 0, 60_000),
  TRACKING_DEMO: z.enum(['0', '1'], 'Must be 1 or 0').default('0'),
  LINK_TTL_DAYS: integerVariable(30, 0, 3650),
  PROVIDER_NAME: z
    .string()
    .trim()
    .min(1, 'Must not be empty')
    .max(60, 'Must be at most 60 characters')
    .regex(/^[^\p{Cc}]*$/u, 'Must not contain control characters')
    .default('Parcel tracking'),
  RETENTION_DAYS: integerVariable(90, 1, 3650),
  WEBHOOK_EVENT_RETENTION_DAYS: integerVariable(7, 1, 3650),
  RETENTION_INTERVAL_SECONDS: integerVariable(3600, 10, 86_400),
  STATS_FLUSH_SECONDS: integerVariable(10, 1, 3600),
  // A year's comparison and a little more by default; the stats route reads at most 366 days.
  STATS_RETENTION_DAYS: integerVariable(400, 1, 3650),
  // The share of deliveries an arrival window holds: its quantiles leave half the rest on either side.
  ETA_WINDOW_COVERAGE: z
    .string()
    .regex(/^0?\.\d+$/, 'Must be a decimal between 0 and 1, such as 0.8')
    .transform(Number)
    .pipe(z.number().min(0.5).max(0.99))
    .default(0.8),
  APP_DOWNLOAD_URL: runtimeConfigSchema.shape.appDownloadUrl,
  TILE_URL: runtimeConfigSchema.shape.tileUrl,
  TILE_ATTRIBUTION: runtimeConfigSchema.shape.tileAttribution,
  HELP_URL: runtimeConfigSchema.shape.helpUrl,
  ABOUT_URL: runtimeConfigSchema.shape.aboutUrl,
  SENTRY_DSN: z.url().optional(),
  PREVIEW_ORIGINS: z
    .string()
    .transform((list) => list.split(',').map((origin) => origin.trim()))
    .pipe(z.array(originSchema))
    .default([]),
  LIVE_ALLOWED_ORIGINS: z
    .string()
    .transform((list) => list.split(',').map((origin) => origin.trim()))
    .pipe(z.array(z.union([z.literal('*'), originSchema])))
    .default([]),
  LIVE_HEARTBEAT_MS: integerVariable(25_000, 100, 600_000),
  LIVE_MAX_SOCKETS: integerVariable(defaultMaxSockets(), 1, 10_000_000),
  TRUST_PROXY: trustProxySchema,
  ENUMERATION_MAX_MISSES: integerVariable(20, 1, 1_000_000),
  ENUMERATION_WINDOW_SECONDS: integerVariable(60, 1, 86_400),
  ENUMERATION_BLOCK_SECONDS: integerVariable(600, 1, 604_800),
  ENUMERATION_SERVICE_MISSES_PER_SECOND: integerVariable(50, 1, 1_000_000),
  ENUMERATION_MISS_DELAY_MAX_MS: integerVariable(5000, 0, 60_000),
  BODY_TIMEOUT_MS: integerVariable(10_000, 100, 600_000),
  IDLE_TIMEOUT_MS: integerVariable(75_000, 1000, 3_600_000),
  CONNECTIONS_PER_ADDRESS: integerVariable(256, 1, 1_000_000),
  MAX_CONNECTIONS: integerVariable(defaultMaxConnections(), 1, 10_000_000),
  KEEP_ALIVE_TIMEOUT_MS: integerVariable(5000, 100, 600_000),
  OPEN_REQUESTS_PER_ADDRESS: integerVariable(256, 1, 1_000_000),
  LIVE_SOCKETS_PER_ADDRESS: integerVariable(100, 1, 1_000_000),
  LIVE_SOCKETS_PER_ORDER: integerVariable(20, 1, 1_000_000),
  FEEDBACK_PER_HOUR: integerVariable(5, 1, 10_000),
  FEEDBACK_KEPT: integerVariable(20, 1, 10_000),
  INGEST_MAX_KEY_FAILURES: integerVariable(20, 1, 1_000_000),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  CURSOR_SECRET: z.string().min(16, 'Must be at least 16 characters').optional(),
  LOG_FINGERPRINT_SALT: z.string().min(16, 'Must be at least 16 characters').optional(),
  SHUTDOWN_DRAIN_SECONDS: integerVariable(0, 0, 300),
  FAULT_POINT: z.enum(FAULT_POINTS).optional(),
  WEB_DIST: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  PUSH_ENDPOINT_HOSTS: z
    .string()
    .transform((list) => list.split(',').map((host) => host.trim().toLowerCase()))
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^(\*\.)?[a-z0-9.:[\]-]+$/,
            'Must be hosts such as fcm.googleapis.com or *.notify.windows.com',
          ),
      ),
    )
    .optional(),
  PUSH_ALLOW_HTTP: z.enum(['0', '1'], 'Must be 1 or 0').default('0'),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'Must be a P-256 public key, base64url (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'Must be a P-256 private key, base64url (43 characters)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'Must be a mailto: or https: address')
    .optional(),
  PUSH_STOPS_AWAY: integerVariable(3, 1, 100),
  PUSH_ETA_SHIFT_MIN: integerVariable(10, 1, 1440),
  PUSH_MAX_PER_DAY: integerVariable(6, 1, 1000),
});

/** The push services' hosts (FCM, Mozilla, Apple, Windows): the default of PUSH_ENDPOINT_HOSTS. */
export const DEFAULT_PUSH_ENDPOINT_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  '*.notify.windows.com',
];

const VAPID_VARIABLES = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const;

/** Settings that only make sense together. */
const checkedEnvSchema = envSchema
  .refine((vars) => !vars.WEBHOOK_URL || vars.WEBHOOK_SECRET, {
    path: ['WEBHOOK_SECRET'],
    message: 'Must be set when WEBHOOK_URL is',
  })
  .superRefine((vars, context) => {
    const set = VAPID_VARIABLES.filter((name) => vars[name] !== undefined);
    if (set.length === 0 || set.length === VAPID_VARIABLES.length) return;
    for (const name of VAPID_VARIABLES.filter((variable) => vars[variable] === undefined)) {
      context.addIssue({ code: 'custom', path: [name], message: `Must be set with ${set.join(' and ')}` });
    }
  })
  // Order channels are named by a fingerprint under it: a random one per process would split the instances.
  .refine((vars) => !vars.REDIS_URL || vars.REDIS_CHANNEL_SECRET, {
    path: ['REDIS_CHANNEL_SECRET'],
    message: 'Must be set when REDIS_URL is (the same long random key on every instance)',
  });

export interface Config {
  port: number;
  host: string;
  /**
   * The origin recipients reach the service at (PUBLIC_URL, default http://localhost:PORT): the URLs it hands out
   * (share links, calendar feeds) are built on it, never on a request's Host header, which its sender chooses.
   */
  publicUrl: string;
  /** Port of the metrics listener (GET /metrics), apart from the public one; 0: no metrics listener. */
  metricsPort: number;
  /** Address of the metrics listener: loopback unless a scraper elsewhere on the private network needs it. */
  metricsHost: string;
  /**
   * SQLite file, or PostgreSQL server with the most connections this instance opens to it and how long a
   * request waits for a connection or a query's answer before it fails with 503 (the server is away).
   */
  database:
    | { engine: 'sqlite'; path: string }
    | { engine: 'postgres'; url: string; poolSize: number; timeoutMs: number };
  /** Redis for live updates and counters across instances; unset, they stay in this process (one instance). */
  redis: RedisSettings | undefined;
  /** Memory the order views kept for reads may take (0: none kept). */
  orderCacheBytes: number;
  /** Memory rendered tracking pages kept for reuse may take (PAGE_CACHE_MB; 0: every answer renders). */
  pageCacheBytes: number;
  /** Bearer keys of the ingest API, any of them accepted; ingest is refused while there is none. */
  ingestApiKeys: string[];
  /** Tests only (FAULT_POINT): the point where the process stops for good, to be killed there. */
  faultPoint?: FaultPoint;
  /** How events are delivered (Standard Webhooks), and the deployment's own endpoint. */
  webhook: WebhookConfig;
  demo: boolean;
  linkTtlDays: number;
  /** The provider's name, as the installed page (the web app manifest) is called. */
  providerName: string;
  /** Days after an order became final that it is anonymised; positions and estimates older than that go. */
  retentionDays: number;
  /** Days a delivered webhook event stays listed (GET /ingest/webhooks/events) before it is deleted. */
  webhookEventRetentionDays: number;
  /** How often the retention job runs (hourly; a soak runs it every few seconds). */
  retentionIntervalMs: number;
  /** How often each instance adds the usage it counted to the store (the merchants' stats). */
  statsFlushMs: number;
  /** Days the merchants' daily usage counts are kept. */
  statsRetentionDays: number;
  /** The share of past deliveries an arrival window is drawn to hold (ETA_WINDOW_COVERAGE). */
  etaWindowCoverage: number;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Key the paging cursors are signed with (else one derived from the ingest keys); the same on every instance. */
  cursorSecret: string | undefined;
  /** Key of the log fingerprints of ids; set the same on every instance so their lines correlate. */
  logFingerprintSalt: string | undefined;
  /** On SIGTERM, how long /readyz answers 503 while the instance still serves, before sockets close. */
  shutdownDrainMs: number;
  /** Folder of the built page (index.html, assets/, locale/). */
  webDist: string;
  /** Translations shipped with the page's source, used when the built page has none. */
  localeSourceDir: string;
  runtime: RuntimeConfig;
  live: {
    /** Origins besides the service's own that may open the live socket; `*` allows any. */
    allowedOrigins: string[];
    /** Ping period of the live socket; a page that does not answer within one more period is dropped. */
    heartbeatMs: number;
    /** Live sockets this process holds at most; more are refused with 503, keeping descriptors for HTTP. */
    maxSockets: number;
    /** Live sockets one address group (IPv6 by /64) holds at most; more get 429. */
    socketsPerAddress: number;
    /** Live sockets one order has at most here; more get 429. */
    socketsPerOrder: number;
  };
  /** Per-connection limits, so one client cannot hold the process's connections or descriptors. */
  connections: {
    /** Time a request has to arrive whole (headers and body) once its connection opened it; then 408. */
    bodyTimeoutMs: number;
    /** A connection with no traffic for this long is closed (past the keep-alive, which closes idle ones). */
    idleTimeoutMs: number;
    /** An idle keep-alive connection (no request in flight) is closed after this long. */
    keepAliveTimeoutMs: number;
    /** Open connections this process holds at most; past it the connection idle the longest is closed. */
    max: number;
    /** Open connections per address group (IPv6 by /64), not counting trusted proxies; more get 429. */
    perAddress: number;
    /** Requests under way per address group (pipelined ones included); more get 429. */
    openRequestsPerAddress: number;
  };
  /** Feedback sends per order per hour (later ones get 429), and how many of an order's sends are kept. */
  feedback: { perHour: number; kept: number };
  /** Web Push (issue 32): where subscriptions may point, VAPID (unset: nothing is sent) and the rules' limits. */
  push: PushConfig;
  /** Failed ingest keys an address may send per enumeration window before it gets 429 for the block time. */
  ingestMaxKeyFailures: number;
  /** Proxies whose X-Forwarded-* headers name the client (its address, https); none by default. */
  trustProxy: TrustProxy;
  /** Misses (unknown or malformed tracking ids) an address may make per window before it gets 429. */
  enumeration: EnumerationLimits;
  /** Misses a second across every address (and instance, with Redis) above which unknown ids answer late. */
  serviceMisses: ServiceMissLimits;
}

export interface WebhookConfig {
  /** WEBHOOK_URL and WEBHOOK_SECRET: the deployment's own endpoint (every account, every event), when set. */
  defaultEndpoint:
    | {
        url: string;
        /** whsec_... : signs every message. */
        secret: string;
        /** The event types it takes (WEBHOOK_EVENTS); undefined: every type. */
        events: readonly string[] | undefined;
      }
    | undefined;
  /** The first retry's delay; each next one doubles (with jitter). */
  retryBaseMs: number;
  /** How long a recipient's change waits to be sent, so the changes after it within that time make one event. */
  coalesceMs: number;
}

export interface PushConfig {
  /** PUSH_ENDPOINT_HOSTS: the push services' hosts subscriptions may point at (`*.domain` for any below it). */
  endpointHosts: readonly string[];
  /** PUSH_ALLOW_HTTP: endpoints may be http (tests' local push service only). */
  allowHttp: boolean;
  /** The application server's VAPID keys (base64url) and contact; unset, subscriptions are kept but nothing is sent. */
  vapid: { publicKey: string; privateKey: string; subject: string } | undefined;
  /** PUSH_STOPS_AWAY: the driver's stops before the order at which "nearly there" is pushed. */
  stopsAway: number;
  /** PUSH_ETA_SHIFT_MIN: how far the estimate moves from the last one pushed before it is pushed again. */
  etaShiftMinutes: number;
  /** PUSH_MAX_PER_DAY: messages per subscription per day at most. */
  maxPerDay: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** Parses the environment once; throws a ConfigError naming every bad variable. Empty values count as unset. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = checkedEnvSchema.safeParse(given);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const vars = result.data;
  return {
    port: vars.PORT,
    host: vars.HOST,
    publicUrl: vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`,
    metricsPort: vars.METRICS_PORT,
    metricsHost: vars.METRICS_HOST,
    database:
      vars.DATABASE_URL.engine === 'sqlite'
        ? { engine: 'sqlite', path: path.resolve(vars.DATABASE_URL.path) }
        : { ...vars.DATABASE_URL, poolSize: vars.DATABASE_POOL_SIZE, timeoutMs: vars.DATABASE_TIMEOUT_MS },
    redis:
      vars.REDIS_URL && vars.REDIS_CHANNEL_SECRET
        ? { url: vars.REDIS_URL, prefix: vars.REDIS_PREFIX, channelSecret: vars.REDIS_CHANNEL_SECRET }
        : undefined,
    orderCacheBytes: vars.ORDER_CACHE_MB * 1024 * 1024,
    pageCacheBytes: vars.PAGE_CACHE_MB * 1024 * 1024,
    ingestApiKeys: vars.INGEST_API_KEY,
    faultPoint: vars.FAULT_POINT,
    webhook: {
      defaultEndpoint:
        vars.WEBHOOK_URL && vars.WEBHOOK_SECRET
          ? { url: vars.WEBHOOK_URL, secret: vars.WEBHOOK_SECRET, events: vars.WEBHOOK_EVENTS }
          : undefined,
      retryBaseMs: vars.WEBHOOK_RETRY_BASE_MS,
      coalesceMs: vars.WEBHOOK_COALESCE_MS,
    },
    demo: vars.TRACKING_DEMO === '1',
    linkTtlDays: vars.LINK_TTL_DAYS,
    providerName: vars.PROVIDER_NAME,
    retentionDays: vars.RETENTION_DAYS,
    webhookEventRetentionDays: vars.WEBHOOK_EVENT_RETENTION_DAYS,
    retentionIntervalMs: vars.RETENTION_INTERVAL_SECONDS * 1000,
    statsFlushMs: vars.STATS_FLUSH_SECONDS * 1000,
    statsRetentionDays: vars.STATS_RETENTION_DAYS,
    etaWindowCoverage: vars.ETA_WINDOW_COVERAGE,
    logLevel: vars.LOG_LEVEL,
    cursorSecret: vars.CURSOR_SECRET,
    logFingerprintSalt: vars.LOG_FINGERPRINT_SALT,
    shutdownDrainMs: vars.SHUTDOWN_DRAIN_SECONDS * 1000,
    webDist: path.resolve(vars.WEB_DIST),
    localeSourceDir: path.join(REPO_ROOT, 'apps/web/public/locale'),
    runtime: {
      appDownloadUrl: vars.APP_DOWNLOAD_URL,
      tileUrl: vars.TILE_URL,
      tileAttribution: vars.TILE_ATTRIBUTION,
      helpUrl: vars.HELP_URL,
      aboutUrl: vars.ABOUT_URL,
      sentryDsn: vars.SENTRY_DSN ?? null,
      previewOrigins: vars.PREVIEW_ORIGINS,
      // Only with the whole VAPID set: without it nothing is sent, so the page offers no "Notify me".
      pushPublicKey:
        vars.VAPID_PUBLIC_KEY && vars.VAPID_PRIVATE_KEY && vars.VAPID_SUBJECT ? vars.VAPID_PUBLIC_KEY : null,
    },
    live: {
      allowedOrigins: vars.LIVE_ALLOWED_ORIGINS,
      heartbeatMs: vars.LIVE_HEARTBEAT_MS,
      maxSockets: vars.LIVE_MAX_SOCKETS,
      socketsPerAddress: vars.LIVE_SOCKETS_PER_ADDRESS,
      socketsPerOrder: vars.LIVE_SOCKETS_PER_ORDER,
    },
    connections: {
      bodyTimeoutMs: vars.BODY_TIMEOUT_MS,
      idleTimeoutMs: vars.IDLE_TIMEOUT_MS,
      perAddress: vars.CONNECTIONS_PER_ADDRESS,
      keepAliveTimeoutMs: vars.KEEP_ALIVE_TIMEOUT_MS,
      max: vars.MAX_CONNECTIONS,
      openRequestsPerAddress: vars.OPEN_REQUESTS_PER_ADDRESS,
    },
    feedback: { perHour: vars.FEEDBACK_PER_HOUR, kept: vars.FEEDBACK_KEPT },
    push: {
      endpointHosts: vars.PUSH_ENDPOINT_HOSTS ?? DEFAULT_PUSH_ENDPOINT_HOSTS,
      allowHttp: vars.PUSH_ALLOW_HTTP === '1',
      vapid:
        vars.VAPID_PUBLIC_KEY && vars.VAPID_PRIVATE_KEY && vars.VAPID_SUBJECT
          ? {
              publicKey: vars.VAPID_PUBLIC_KEY,
              privateKey: vars.VAPID_PRIVATE_KEY,
              subject: vars.VAPID_SUBJECT,
            }
          : undefined,
      stopsAway: vars.PUSH_STOPS_AWAY,
      etaShiftMinutes: vars.PUSH_ETA_SHIFT_MIN,
      maxPerDay: vars.PUSH_MAX_PER_DAY,
    },
    ingestMaxKeyFailures: vars.INGEST_MAX_KEY_FAILURES,
    trustProxy: vars.TRUST_PROXY,
    enumeration: {
      maxMisses: vars.ENUMERATION_MAX_MISSES,
      windowMs: vars.ENUMERATION_WINDOW_SECONDS * 1000,
      blockMs: vars.ENUMERATION_BLOCK_SECONDS * 1000,
    },
    serviceMisses: {
      missesPerSecond: vars.ENUMERATION_SERVICE_MISSES_PER_SECOND,
      maxDelayMs: vars.ENUMERATION_MISS_DELAY_MAX_MS,
    },
  };
}
