import Fastify, { type FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from './platform/config/config';
import { createDomain, type Domain } from './services';
import { personalDataEntries, unownedTables } from './charters';
import { declaredTables, retentionSteps } from './order-view/personal-data';
import { OrderChangeEmitter } from './order-view/order-changes';
import { handleError } from './platform/http/errors';
import { registerOpenApi } from './platform/http/openapi';
import { answerClientError } from './platform/http/client-errors';
import { registerSecurityHeaders } from './platform/http/security-headers';
import {
  jsonSerializerCompiler,
  zodValidatorCompiler,
  type AppInstance,
  type ZodTypeProvider,
} from './platform/http/zod-provider';
import { registerDemoAssets } from './demo/demo-assets';
import type { LeasedJob } from './platform/jobs/leased-job';
import { createRetentionJob } from './features/retention/retention-job';
import { createEtaWindowJob } from './features/eta-window/eta-window-job';
import { createEtaCalibration } from './features/eta-window/eta-window-service';
import { createFingerprint } from './platform/observability/fingerprint';
import { loggerOptions } from './platform/observability/logger';
import { lazyChildLoggerFactory } from './platform/observability/lazy-child-logger';
import { Metrics } from './platform/observability/metrics';
import { registerRequestMetrics } from './platform/observability/request-metrics';
import { REQUEST_ID_HEADER, requestId } from './platform/observability/request-id';
import { registerHealthRoutes } from './platform/health/health-routes';
import type { Readiness } from './platform/health/readiness';
import { registerDoorstepRoutes } from './features/doorstep/doorstep-routes';
import { registerFeedbackRoutes } from './features/feedback/feedback-routes';
import { registerIngestRoutes } from './features/ingest/ingest-routes';
import { registerWebhookRoutes } from './features/webhooks/webhooks-routes';
import { registerStatsRoutes } from './features/stats/stats-routes';
import { registerDisputeResolutionRoutes, registerDisputeRoutes } from './features/dispute/dispute-routes';
import { UsageCounter } from './features/stats/usage-counter';
import { registerLiveRoutes } from './features/live-socket/live-socket-routes';
import { registerLocaleRoutes } from './features/locale/locale-routes';
import { registerPreferencesRoutes } from './features/preferences/preferences-routes';
import { registerShareRoutes } from './features/share/share-routes';
import { registerPushRoutes } from './features/push/push-routes';
import { registerCalendarRoutes } from './features/calendar/calendar-routes';
import { registerTrackingRoutes } from './features/tracking/tracking-routes';
import { trackingKeeper } from './features/tracking/tracking-door';
import { Door, registerDoorHook } from './platform/http/door';
import { doorServerFactory } from './platform/http/raw-door';
import { registerWebRoutes } from './features/pages/pages-routes';
import { openStore } from './app-store';
import type { Store } from './store/store';
import type { Bus } from './platform/bus/bus';
import { openBus } from './platform/bus/open-bus';
import type { LiveHub } from './features/live-socket/hub';
import { publishToOrder } from './features/live-socket/live-frame';
import { busViewFeed } from './order-view/view-cache/bus-view-feed';
import { registerEnumerationGuard } from './platform/security/enumeration-guard';
import { MissAnswerDelay } from './platform/security/miss-answer-delay';
import { limitOpenRequestsPerAddress } from './platform/security/open-requests';
import { openMissCounter } from './platform/security/open-miss-counter';
import {
  ConnectionCounter,
  limitConnectionsPerAddress,
  limitTotalConnections,
} from './platform/security/connection-limits';
import { trustFunction } from './platform/security/trust-proxy';
import { openBudgetCounter } from './platform/security/redis-budget-counter';
import { registerWriteBudgets } from './platform/security/write-budgets';
import { WebhookDispatcher } from './features/webhooks/dispatcher';
import { createPushSending, type PushSending } from './features/push/push-wiring';
import { localeDirectory } from './platform/http/locale-file';
import { createCursors, cursorKey } from './platform/paging/cursor';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    store: Store;
    domain: Domain;
    /** Committed changes to orders, driver positions and routes; the live hub subscribes. */
    orderChanges: OrderChangeEmitter;
    /** The live socket's fan-out: who watches which order here, and the bus that feeds them. */
    live: { hub: LiveHub; bus: Bus };
    /** `stopping` turns true when shutdown begins: /readyz answers 503 from then on, before sockets close. */
    lifecycle: { stopping: boolean };
    /** What /readyz checks; the metrics listener's /readyz (server.ts) answers its detail. */
    readiness: Readiness;
    /** This app's metrics, served on the metrics listener (METRICS_PORT) by server.ts. */
    metrics: Metrics;
    /** Periodic jobs; server.ts starts them, tests run them once. */
    jobs: { retention: LeasedJob; etaWindow: LeasedJob };
    /** Web Push sending, when VAPID keys are set; tests drain its outbox on their clock. */
    push: PushSending | undefined;
  }
}

export interface BuildOptions {
  /** The clock; tests move it to reach link expiry. */
  now?: () => Date;
  /** Replaces the service's logger settings (`false`: no logs). */
  logger?: FastifyServerOptions['logger'];
  /** Where the service's log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
  /** The metrics to record into; a fresh registry of its own when not given. */
  metrics?: Metrics;
}

/** WEBHOOK_URL's subscription: the types of WEBHOOK_EVENTS, or every type. */
function defaultEndpointOf({ defaultEndpoint }: Config['webhook']) {
  if (!defaultEndpoint) return undefined;
  const { events } = defaultEndpoint;
  return { takes: (type: string) => events === undefined || events.includes(type) };
}

/** Largest request body; drivers' position batches are the biggest (1000 positions). */
const BODY_LIMIT_BYTES = 256 * 1024;

/** Builds the whole service (plugins, then the store, then routes) without listening. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<AppInstance> {
  const fingerprint = createFingerprint(config.logFingerprintSalt);
  const isTrustedProxy = trustFunction(config.trustProxy);
  // A reload of an order held here is answered before Fastify, in the server's own handler (and, for what
  // reaches Fastify another way, in its first hook), once the limits it shares exist (below).
  const door = new Door();
  const rawDoor = doorServerFactory(door, isTrustedProxy);
  const app = Fastify({
    serverFactory: rawDoor.serverFactory,
    logger:
      options.logger ?? loggerOptions({ level: config.logLevel, fingerprint, stream: options.logStream }),
    // Our own validation of x-request-id (Fastify's requestIdHeader would take any value as given).
    requestIdHeader: false,
    genReqId: requestId,
    childLoggerFactory: lazyChildLoggerFactory,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: isTrustedProxy,
    // Errors the router raises before any route (bad percent-encoding, over-long ids) get the same error shape.
    frameworkErrors: handleError,
    // A request must arrive whole within the body timeout (headers included), so a client that stalls after its
    // headers cannot hold a connection; Node checks four times per timeout (at most every second) instead of
    // its default 30 s, so a request is cut at most a quarter of the timeout late.
    requestTimeout: config.connections.bodyTimeoutMs,
    http: { connectionsCheckingInterval: Math.min(1000, Math.ceil(config.connections.bodyTimeoutMs / 4)) },
    connectionTimeout: config.connections.idleTimeoutMs,
    // An idle keep-alive connection holds a descriptor: closed after KEEP_ALIVE_TIMEOUT_MS (README: behind a
    // load balancer, longer than its idle timeout).
    keepAliveTimeout: config.connections.keepAliveTimeoutMs,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.server.headersTimeout = config.connections.bodyTimeoutMs;
  limitConnectionsPerAddress(app.server, {
    perAddress: config.connections.perAddress,
    isTrustedProxy: (address) => isTrustedProxy(address, 0),
  });
  limitTotalConnections(app.server, config.connections.max);
  const misses = await openMissCounter(config.redis, config.enumeration, app.log);
  const openRequests = new ConnectionCounter();
  door.open({ openRequests, perAddress: config.connections.openRequestsPerAddress, misses });
  registerDoorHook(app, door);
  door.add(trackingKeeper((trackingId) => app.domain.views.keptAnswer(trackingId)));
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  limitOpenRequestsPerAddress(app, config.connections.openRequestsPerAddress, openRequests);
  const metrics = options.metrics ?? new Metrics();
  app.decorate('metrics', metrics);
  registerRequestMetrics(app, metrics);
  const lifecycle = { stopping: false };
  app.decorate('lifecycle', lifecycle);
  rawDoor.open({
    stopping: () => lifecycle.stopping,
    observe: (route, status, seconds) => metrics.httpRequest('GET', route, status, seconds),
    log: app.log,
  });
  // First of the preClose hooks: readiness fails before the live hub closes its sockets.
  app.addHook('preClose', async () => {
    lifecycle.stopping = true;
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(jsonSerializerCompiler);
  app.setErrorHandler(handleError);
  // JSON only: a cross-site form can post text/plain without a CORS preflight, so no such body is parsed.
  app.removeContentTypeParser('text/plain');
  registerSecurityHeaders(app);
  await registerOpenApi(app);

  const store = await openStore(config.database, app.log, metrics.store);
  app.addHook('onClose', () => store.close());
  const orderChanges = new OrderChangeEmitter((error, change) =>
    app.log.error({ err: error, change }, 'order change listener failed'),
  );
  const now = options.now ?? (() => new Date());
  // One instance: the bus is in-process. Several instances (REDIS_URL) share a Redis bus behind the same interface.
  const bus = await openBus(config.redis, app.log, metrics.bus);
  // Events go to WEBHOOK_URL when set, and to the endpoints stored through the ingest API.
  const dispatcher = new WebhookDispatcher({
    store,
    config: config.webhook,
    now,
    log: app.log,
    delivered: (outcome) => metrics.webhookDeliveries.inc({ outcome }),
  });
  metrics.watchWebhooks(async () => {
    const backlog = await store.webhookBacklog();
    const oldest = backlog.oldestCreatedAt && Date.parse(backlog.oldestCreatedAt);
    return { pending: backlog.pending, oldestSeconds: oldest ? (now().getTime() - oldest) / 1000 : 0 };
  });
  // Recipients' use of the page, per account and day: counted in memory, added to the store every STATS_FLUSH_SECONDS.
  const usage = new UsageCounter(store, (error, context) => app.log.error({ err: error }, context));
  // Set once the domain is built: live messages also tell push sending that an estimate or a route moved.
  const pushFeed: { sending?: PushSending } = {};
  // The pipeline: ingest and recipients' writes -> domain -> committed changes -> live producer -> bus -> sockets.
  const domain = createDomain(
    {
      store,
      changes: orderChanges,
      outlet: {
        publish: (trackingId, message) => {
          publishToOrder(bus, trackingId, message);
          pushFeed.sending?.published(trackingId, message);
        },
      },
      now,
      viewFeed: busViewFeed(bus, (error) => app.log.warn({ err: error }, 'view notices unavailable')),
      orderCacheBytes: config.orderCacheBytes,
      viewLookup: (hit) => metrics.cacheLookup('order_views', hit),
      linkTtlDays: config.linkTtlDays,
      cursors: createCursors(cursorKey(config.cursorSecret, config.ingestApiKeys)),
      feedback: config.feedback,
      onError: (error, context) => app.log.error({ err: error }, context),
      pushed: metrics.pushed,
      webhooks: {
        recorded: () => dispatcher.wake(),
        coalesceMs: config.webhook.coalesceMs,
        defaultEndpoint: defaultEndpointOf(config.webhook),
      },
      usage,
    },
    personalDataEntries,
    config.push,
  );
  app.addHook('onReady', async () => dispatcher.start());
  app.addHook('onReady', async () => usage.start(config.statsFlushMs));
  // Before the store closes: the attempts under way are recorded.
  app.addHook('preClose', () => dispatcher.stop());
  metrics.watchOrderViews(() => domain.views.cacheSize());
  // Before listening: the live orders' views are in memory when a restart's reconnect storm comes.
  app.addHook('onReady', async () => {
    const startedMs = performance.now();
    const read = await domain.views.warmLive().catch((error: unknown) => {
      app.log.error({ err: error }, 'reading the live views at start failed');
      return 0;
    });
    if (read > 0)
      app.log.info(
        { views: read, ms: Math.round(performance.now() - startedMs) },
        'live views read at start',
      );
  });
  orderChanges.on('change', (change) => domain.live.handle(change));
  // Before the store closes: the updates under way finish and their estimates are saved.
  app.addHook('preClose', () => domain.live.idle());
  // Before the store closes: the first opens under way are recorded and what was counted since the last flush kept.
  app.addHook('preClose', async () => {
    await domain.views.idle();
    await usage.close();
  });
  // Without VAPID keys nothing is pushed (subscriptions are still kept).
  const push = createPushSending({
    store,
    config: config.push,
    now,
    views: domain.views,
    localeDirectory: localeDirectory(config),
    counted: (reason, outcome) => metrics.pushSent.inc({ reason, outcome }),
    log: app.log,
  });
  if (push) {
    pushFeed.sending = push;
    const sending = push;
    orderChanges.on('change', (change) => sending.changed(change));
    app.addHook('onReady', async () => sending.dispatcher.start());
    // Before the store closes: the evaluations and the attempts under way are recorded.
    app.addHook('preClose', async () => {
      await sending.watcher.idle();
      await sending.dispatcher.stop();
    });
  }
  const retention = createRetentionJob(
    {
      store,
      anonymiser: domain.anonymiser,
      steps: retentionSteps(personalDataEntries),
      tables: [...new Set([...declaredTables(personalDataEntries), ...Object.keys(unownedTables)])],
      counted: (rows) => {
        for (const [table, count] of Object.entries(rows)) metrics.tableRows.set({ table }, count);
      },
      settings: {
        retentionDays: config.retentionDays,
        webhookEventRetentionDays: config.webhookEventRetentionDays,
        linkTtlDays: config.linkTtlDays,
        statsRetentionDays: config.statsRetentionDays,
      },
      now,
    },
    app.log,
    config.retentionIntervalMs,
  );
  app.addHook('preClose', () => retention.stop());
  const etaWindow = createEtaWindowJob(
    {
      store,
      now,
      calibration: createEtaCalibration({ store, now, changes: orderChanges }, config.etaWindowCoverage),
    },
    app.log,
  );
  app.addHook('preClose', () => etaWindow.stop());
  app.decorate('jobs', { retention, etaWindow });
  app.decorate('push', push);
  app.decorate('config', config);
  app.decorate('store', store);
  app.decorate('domain', domain);
  app.decorate('orderChanges', orderChanges);

  const missAnswers = new MissAnswerDelay(config.serviceMisses);
  registerEnumerationGuard(app, misses, missAnswers);
  // Before every route: it lists them with their budgets and checks each call's before its handler.
  registerWriteBudgets(app, await openBudgetCounter(config.redis, app.log), now);
  registerTrackingRoutes(app);
  registerPreferencesRoutes(app);
  // In its own scope: no other route takes multipart bodies.
  await app.register(registerDoorstepRoutes);
  registerFeedbackRoutes(app);
  registerDisputeRoutes(app);
  registerShareRoutes(app);
  registerPushRoutes(app);
  registerCalendarRoutes(app);
  // One scope under /ingest: the provider's key (and idempotency) guard the orders, drivers and webhook calls.
  await app.register(
    async (ingest: AppInstance) => {
      await registerIngestRoutes(ingest);
      registerWebhookRoutes(ingest);
      registerStatsRoutes(ingest);
      registerDisputeResolutionRoutes(ingest);
    },
    { prefix: '/ingest' },
  );
  registerLocaleRoutes(app);
  const readiness: Readiness = {
    checks: { database: () => store.ping(), ...(config.redis && { redis: () => bus.ping() }) },
    stopping: () => lifecycle.stopping,
  };
  registerHealthRoutes(app, readiness);
  app.decorate('readiness', readiness);
  const hub = registerLiveRoutes(app, {
    ...config.live,
    limits: config.live,
    bus,
    misses,
    missAnswers,
    stats: metrics.live,
  });
  app.decorate('live', { hub, bus });
  registerDemoAssets(app);
  await registerWebRoutes(app, {
    now,
    pageLookup: (hit) => metrics.cacheLookup('rendered_pages', hit),
    door: (keeper) => door.add(keeper),
  });
  return app;
}
