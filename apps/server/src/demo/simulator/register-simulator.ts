import type { Config } from '../../platform/config/config';
import type { AppInstance } from '../../platform/http/zod-provider';
import { DemoSimulator } from './demo-simulator';
import { IngestClient } from './ingest-client';

/** Hosts that mean "every interface": the simulator reaches the service on loopback instead. */
const ANY_HOST = ['0.0.0.0', '::', ''];

/**
 * Starts the demo drivers once the service listens (they call its ingest API over HTTP, as a provider's
 * driver app would) and stops them before it closes.
 */
export function registerDemoSimulator(app: AppInstance, config: Config): void {
  const apiKey = config.ingestApiKeys[0];
  if (!apiKey) {
    app.log.warn('the demo drivers stay parked: they need INGEST_API_KEY to call the ingest API');
    return;
  }
  let simulator: DemoSimulator | undefined;
  app.addHook('onListen', async () => {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const host = ANY_HOST.includes(config.host) ? '127.0.0.1' : config.host;
    const baseUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
    simulator = new DemoSimulator({
      ingest: new IngestClient(baseUrl, apiKey),
      // The demo's externalIds are unique across its merchants.
      resolveTrackingId: async (externalId) =>
        (await app.store.findOrdersByExternalId(externalId))[0]?.trackingId,
      log: app.log,
    });
    simulator.start();
  });
  app.addHook('preClose', async () => simulator?.stop());
}
