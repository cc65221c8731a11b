import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';
import { readinessDetail, type Readiness } from '../health/readiness';

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * GET /metrics on a listener of its own (METRICS_PORT on METRICS_HOST, loopback by default), so the metrics never
 * reach the public port: a scraper on the private network reads them, recipients cannot. With `readiness`, also
 * GET /readyz with its detail (which dependency fails), which the public /readyz does not say.
 */
export async function startMetricsServer(
  registry: Registry,
  port: number,
  host: string,
  readiness?: Readiness,
): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    const path = request.url?.split('?', 1)[0];
    if (request.method === 'GET' && path === '/readyz' && readiness) {
      readinessDetail(readiness).then(
        ({ statusCode, body }) =>
          response.writeHead(statusCode, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
        () => response.writeHead(500, { 'content-type': 'text/plain' }).end('Readiness failed\n'),
      );
      return;
    }
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed\n'),
    );
  });
  server.listen(port, host);
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
