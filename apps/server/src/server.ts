import { setTimeout as delay } from 'node:timers/promises';
import { buildApp } from './app';
import { ConfigError, parseConfig, type Config } from './platform/config/config';
import { demoLinks, seedDemoIfEmpty } from './demo/seed-demo';
import { registerDemoSimulator } from './demo/simulator/register-simulator';
import { shutDown } from './platform/http/shutdown';
import { startMetricsServer } from './platform/observability/metrics-server';
import type { AppInstance } from './platform/http/zod-provider';

/** How long closing may take once the drain is over, before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

function loadConfig(): Config {
  try {
    return parseConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function printDemoLinks(app: AppInstance, config: Config) {
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const links = await demoLinks(app.store, config.linkTtlDays);
  if (links.length === 0) {
    process.stdout.write('\nThe database already held other orders, so no demo orders were added.\n\n');
    return;
  }
  const lines = links.map(
    (link) => `  http://${host}:${port}/${link.trackingId}  ${link.country}  ${link.shows}`,
  );
  process.stdout.write(`\nDemo tracking links:\n${lines.join('\n')}\n\n`);
}

/**
 * Closes the server on SIGTERM (after the drain, see shutDown) and SIGINT (at once: someone pressed Ctrl-C):
 * in-flight requests finish, then the store closes.
 */
function closeOnSignals(app: AppInstance, drainMs: number) {
  let closing = false;
  const close = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    const drain = signal === 'SIGTERM' ? drainMs : 0;
    app.log.info({ signal, drainMs: drain }, 'shutting down');
    setTimeout(() => process.exit(1), drain + SHUTDOWN_GRACE_MS).unref();
    shutDown(app, () => delay(drain)).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
}

const config = loadConfig();
const app = await buildApp(config);
closeOnSignals(app, config.shutdownDrainMs);
if (config.demo) {
  const seeded = await seedDemoIfEmpty({
    store: app.store,
    changes: app.orderChanges,
    linkTtlDays: config.linkTtlDays,
  });
  if (seeded) {
    app.log.info('demo orders seeded');
    // The windows are drawn from the month just written, before the first page asks.
    await app.jobs.etaWindow.runOnce();
  }
  registerDemoSimulator(app, config);
}
if (config.metricsPort !== 0) {
  const metricsServer = await startMetricsServer(
    app.metrics.registry,
    config.metricsPort,
    config.metricsHost,
    app.readiness,
  );
  app.addHook('onClose', () => metricsServer.close());
}
// A restart's reconnect storm opens thousands of sockets within a second: a deep accept queue holds them while
// the event loop works through their handshakes (Node's default, 511, overflows; the kernel caps it at somaxconn).
await app.listen({ port: config.port, host: config.host, backlog: 4096 });
app.jobs.retention.start();
app.jobs.etaWindow.start();
if (config.demo) await printDemoLinks(app, config);
