import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { orderBody, Service } from './support/service';

export interface EnumerationFigures {
  probes: number;
  hits: number;
  missesBeforeFirst429: number;
  msToFirst429: number;
  refused429: number;
  /** Reads of a real link by another client address while the prober is blocked, and how many answered 200. */
  otherClientReads: number;
  otherClientOk: number;
}

/** GET from a chosen loopback source address (127.0.0.x), so one machine can be two clients. */
function get(port: number, path: string, localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = request({ host: '127.0.0.1', port, path, localAddress }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    call.on('error', reject);
    call.end();
  });
}

/**
 * A guesser at 127.0.0.1 asks for random well-formed tracking ids as fast as it can against the built service
 * with the default limit (20 misses a minute), while a recipient at 127.0.0.2 keeps reading a real link.
 */
export async function measureEnumeration(probes: number): Promise<EnumerationFigures> {
  const service = await Service.start({
    DATABASE_URL: `sqlite:${process.env.RELIABILITY_TMP}/enumeration.sqlite`,
  });
  try {
    const created = await service.ingest('POST', '/ingest/orders', orderBody());
    const { trackingId } = ((await created.json()) as { payload: { trackingId: string } }).payload;
    const figures: EnumerationFigures = {
      probes: 0,
      hits: 0,
      missesBeforeFirst429: 0,
      msToFirst429: -1,
      refused429: 0,
      otherClientReads: 0,
      otherClientOk: 0,
    };
    const started = performance.now();
    for (let probe = 0; probe < probes; probe++) {
      const guess = randomBytes(16).toString('base64url');
      const status = await get(service.port, `/tracking/?trackingId=${guess}`, '127.0.0.1');
      figures.probes += 1;
      if (status === 200) figures.hits += 1;
      if (status === 429) {
        figures.refused429 += 1;
        if (figures.msToFirst429 < 0) figures.msToFirst429 = Math.round(performance.now() - started);
      } else if (figures.msToFirst429 < 0) figures.missesBeforeFirst429 += 1;
      if (probe % 10 === 0) {
        figures.otherClientReads += 1;
        if ((await get(service.port, `/tracking/?trackingId=${trackingId}`, '127.0.0.2')) === 200)
          figures.otherClientOk += 1;
      }
    }
    return figures;
  } finally {
    await service.kill('SIGTERM');
  }
}
