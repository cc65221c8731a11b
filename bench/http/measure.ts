import autocannon, { type Result } from 'autocannon';
import { cpuMs } from '../live/proc-stats';

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
  /** What the failures were: status codes other than 200, errors, timeouts. */
  failures: string;
  /** CPU time the server's process spent per answer, in µs: its cost, whatever the load generator took. */
  cpuMicrosPerAnswer: number;
}

/** Which order each request asks for. */
export type PickId = () => string;

/** Loads GET /tracking/ with the id `pick` gives on every request. */
function load(baseUrl: string, pick: PickId, connections: number, seconds: number): Promise<Result> {
  const randomPath = () => `/tracking/?trackingId=${pick()}`;
  return autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, path: randomPath() }) }],
  });
}

/**
 * Asks for each of `ids` once, so the measurement sees a service that has been running for a while (its views of
 * those orders in memory) rather than one just started.
 */
export async function prime(baseUrl: string, ids: readonly string[]): Promise<void> {
  let next = 0;
  await autocannon({
    url: baseUrl,
    connections: 32,
    amount: ids.length,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          path: `/tracking/?trackingId=${ids[next++ % ids.length]}`,
        }),
      },
    ],
  });
}

/** One warmed-up measurement of a target, the server process `pid`. */
export async function measure(
  baseUrl: string,
  pid: number,
  pick: PickId,
  options: LoadOptions,
): Promise<Measurement> {
  if (options.warmup > 0) await load(baseUrl, pick, options.connections, options.warmup);
  const cpuBefore = cpuMs(pid);
  const result = await load(baseUrl, pick, options.connections, options.duration);
  const answers = result.requests.total;
  return {
    cpuMicrosPerAnswer: answers > 0 ? ((cpuMs(pid) - cpuBefore) * 1000) / answers : NaN,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    failures: [
      ...Object.entries(result.statusCodeStats)
        .filter(([status]) => status !== '200')
        .map(([status, { count }]) => `${count}x ${status}`),
      ...(result.errors > 0 ? [`${result.errors} errors`] : []),
      ...(result.timeouts > 0 ? [`${result.timeouts} timeouts`] : []),
    ].join(', '),
  };
}

/** The round with the most requests per second: on a shared machine, the one least disturbed by others. */
export function best(rounds: readonly Measurement[]): Measurement | undefined {
  return rounds.reduce<Measurement | undefined>(
    (top, round) => (!top || round.rps > top.rps ? round : top),
    undefined,
  );
}
