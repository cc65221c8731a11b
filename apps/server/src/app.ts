import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { createDomain, type Domain } from './domain/domain';
import { OrderChangeEmitter } from './domain/order-changes';
import { handleError } from './errors';
import { registerOpenApi } from './http/openapi';
import { answerClientError } from './http/client-errors';
import { registerSecurityHeaders } from './http/security-headers';
import {
  jsonSerializerCompiler,
  zodValidatorCompiler,
  type AppInstance,
  type ZodTypeProvider,
} from './http/zod-provider';
import { registerDemoAssets } from './demo/demo-assets';
import { registerHealthRoutes } from './routes/health/routes';
import { registerFeedbackRoutes } from './routes/feedback/routes';
import { registerIngestRoutes } from './routes/ingest/routes';
import { registerLiveRoutes } from './routes/live/routes';
import { registerLocaleRoutes } from './routes/locale/routes';
import { registerPreferencesRoutes } from './routes/preferences/routes';
import { registerTrackingRoutes } from './routes/tracking/routes';
import { registerWebRoutes } from './routes/web/routes';
import { openStore } from './store/open-store';
import type { Store } from './store/store';
import type { Bus } from './bus/bus';
import { openBus } from './bus/open-bus';
import type { LiveHub } from './live/hub';
import { publishToOrder } from './live/live-frame';
import { registerEnumerationGuard } from './security/enumeration-guard';
import { openMissCounter } from './security/open-miss-counter';
import { limitConnectionsPerAddress } from './security/connection-limits';
import { trustFunction } from './security/trust-proxy';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    store: Store;
    domain: Domain;
    /** Committed changes to orders, driver positions and routes; the live hub subscribes. */
    orderChanges: OrderChangeEmitter;
    /** The live socket's fan-out: who watches which order here, and the bus that feeds them. */
    live: { hub: LiveHub; bus: Bus };
  }
}

export interface BuildOptions {
  /** The clock; tests move it to reach link expiry. */
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
}

/** Largest request body; drivers' position batches are the biggest (1000 positions). */
const BODY_LIMIT_BYTES = 256 * 1024;

/** Builds the whole service (plugins, then the store, then routes) without listening. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<AppInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: trustFunction(config.trustProxy),
    // Errors the router raises before any route (bad percent-encoding, over-long ids) get the same error shape.
    frameworkErrors: handleError,
    // A request must arrive whole within the body timeout (headers included), so a client that stalls after its
    // headers cannot hold a connection; Node checks four times per timeout (at most every second) instead of
    // its default 30 s, so a request is cut at most a quarter of the timeout late.
    requestTimeout: config.connections.bodyTimeoutMs,
    http: { connectionsCheckingInterval: Math.min(1000, Math.ceil(config.connections.bodyTimeoutMs / 4)) },
    connectionTimeout: config.connections.idleTimeoutMs,
    // Longer than the usual load balancer's idle timeout (60 s), so it closes idle connections first.
    keepAliveTimeout: 72_000,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.server.headersTimeout = config.connections.bodyTimeoutMs;
  const isTrustedProxy = trustFunction(config.trustProxy);
  limitConnectionsPerAddress(app.server, {
    perAddress: config.connections.perAddress,
    isTrustedProxy: (address) => isTrustedProxy(address, 0),
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(jsonSerializerCompiler);
  app.setErrorHandler(handleError);
  // JSON only: a cross-site form can post text/plain without a CORS preflight, so no such body is parsed.
  app.removeContentTypeParser('text/plain');
  registerSecurityHeaders(app);
  await registerOpenApi(app);

  const store = await openStore(config.database, app.log);
  app.addHook('onClose', () => store.close());
  const orderChanges = new OrderChangeEmitter((error, change) =>
    app.log.error({ err: error, change }, 'order change listener failed'),
  );
  const now = options.now ?? (() => new Date());
  // One instance: the bus is in-process. Several instances (REDIS_URL) share a Redis bus behind the same interface.
  const bus = await openBus(config.redisUrl, app.log);
  // The pipeline: ingest and recipients' writes -> domain -> committed changes -> live producer -> bus -> sockets.
  const domain = createDomain({
    store,
    changes: orderChanges,
    outlet: { publish: (trackingId, message) => publishToOrder(bus, trackingId, message) },
    now,
    linkTtlDays: config.linkTtlDays,
    feedback: config.feedback,
    onError: (error, context) => app.log.error({ err: error }, context),
  });
  orderChanges.on('change', (change) => domain.live.handle(change));
  // Before the store closes: the updates under way finish and their estimates are saved.
  app.addHook('preClose', () => domain.live.idle());
  app.decorate('config', config);
  app.decorate('store', store);
  app.decorate('domain', domain);
  app.decorate('orderChanges', orderChanges);

  const misses = await openMissCounter(config.redisUrl, config.enumeration, app.log);
  registerEnumerationGuard(app, misses);
  registerTrackingRoutes(app);
  registerPreferencesRoutes(app);
  registerFeedbackRoutes(app);
  await app.register(registerIngestRoutes, { prefix: '/ingest' });
  registerLocaleRoutes(app);
  registerHealthRoutes(app, { redis: config.redisUrl ? bus : undefined });
  const hub = registerLiveRoutes(app, { ...config.live, limits: config.live, bus, misses });
  app.decorate('live', { hub, bus });
  registerDemoAssets(app);
  await registerWebRoutes(app);
  return app;
}
