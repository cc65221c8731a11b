import autocannon, { type Result } from 'autocannon';

export interface LoadOptions {
  connections: number;
  duration: number;
  warmup: number;
}

export interface Measurement {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
}

/** Loads GET /tracking/ with a random id of `ids` on every request. */
function load(
  baseUrl: string,
  ids: readonly string[],
  connections: number,
  seconds: number,
): Promise<Result> {
  const randomPath = () => `/tracking/?trackingId=${ids[Math.floor(Math.random() * ids.length)]}`;
  return autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, path: randomPath() }) }],
  });
}

/** One warmed-up measurement of a target. */
export async function measure(
  baseUrl: string,
  ids: readonly string[],
  options: LoadOptions,
): Promise<Measurement> {
  if (options.warmup > 0) await load(baseUrl, ids, options.connections, options.warmup);
  const result = await load(baseUrl, ids, options.connections, options.duration);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** The round with the most requests per second: on a shared machine, the one least disturbed by others. */
export function best(rounds: readonly Measurement[]): Measurement | undefined {
  return rounds.reduce<Measurement | undefined>(
    (top, round) => (!top || round.rps > top.rps ? round : top),
    undefined,
  );
}
