import { randomBytes } from 'node:crypto';
import { orderBody, Service } from '../support/service';
import { call, rawConnection, SAME_ORIGIN } from './raw-http';

export interface MissFigures {
  crossSiteCalls: number;
  crossSiteRefused403: number;
  /** The visitor's real link afterwards, from the same address (200 expected). */
  realLinkStatus: number;
  pipelined: number;
  /** Pipelined requests that reached a lookup (404: unknown id); the limit is 20. */
  pipelinedLookups: number;
  pipelinedRefused429: number;
}

const VISITOR = '127.0.0.20';
const PROBER = '127.0.0.21';
const FOREIGN: Record<string, string>[] = [
  { 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'image', 'sec-fetch-mode': 'no-cors' },
  { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'image', 'sec-fetch-mode': 'no-cors' },
  { referer: 'https://evil.example/page' },
];

const guess = () => randomBytes(16).toString('base64url');

/**
 * Another site's images (and a logo aimed at the API) spend no misses of the visitor, who then opens the real
 * link; one connection pipelining `pipelined` lookups gets no more than the limit, since each miss is taken
 * before its lookup.
 */
export async function measureMisses(crossSite: number, pipelined: number): Promise<MissFigures> {
  const service = await Service.start({
    DATABASE_URL: `sqlite:${process.env.RELIABILITY_TMP}/misses.sqlite`,
  });
  try {
    const created = await service.ingest('POST', '/ingest/orders', orderBody());
    const { trackingId } = ((await created.json()) as { payload: { trackingId: string } }).payload;
    let refused = 0;
    for (let probe = 0; probe < crossSite; probe++) {
      const headers = FOREIGN[probe % FOREIGN.length];
      const answer = await call(service.port, VISITOR, `/tracking/?trackingId=${guess()}`, { headers });
      if (answer.status === 403) refused += 1;
    }
    const real = await call(service.port, VISITOR, `/tracking/?trackingId=${trackingId}`, {
      headers: SAME_ORIGIN,
    });

    const connection = rawConnection(service.port, PROBER);
    await connection.opened;
    const requests = Array.from(
      { length: pipelined },
      (_, index) =>
        `GET /tracking/?trackingId=${guess()} HTTP/1.1\r\nHost: x\r\n` +
        (index === pipelined - 1 ? 'Connection: close\r\n' : '') +
        '\r\n',
    );
    connection.socket.write(requests.join(''));
    const { text } = await connection.closed;
    const statuses = [...text.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => Number(match[1]));
    return {
      crossSiteCalls: crossSite,
      crossSiteRefused403: refused,
      realLinkStatus: real.status,
      pipelined,
      pipelinedLookups: statuses.filter((status) => status === 404).length,
      pipelinedRefused429: statuses.filter((status) => status === 429).length,
    };
  } finally {
    await service.kill('SIGTERM');
  }
}
