// A load client that takes answers as bytes: `connections` keep-alive connections (undici), each asking again
// as soon as its answer is in. autocannon appends every answer's body to a string,
// decoding it as UTF-8: a brotli page (binary) decodes several times slower than text, so autocannon, not the
// service, set the pace of a page run, and the service's CPU per answer then grew with its idle wake-ups.
import { Pool } from 'undici';

/** The value at quantile `q` of sorted numbers. */
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/**
 * Asks `base` for `pathOf(n)` (n counts the requests) with `headers` for `seconds`, from `connections`
 * connections, as fast as answers come; answers: requests a second, p50 and p99 in
 * ms, answers not 2xx (or failed) and the bytes of all answers.
 */
export async function byteLoad({ base, pathOf, headers, seconds, connections }) {
  const pool = new Pool(base, { connections, pipelining: 1 });
  const latencies = [];
  let bytes = 0;
  let failed = 0;
  let asked = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  const lane = async () => {
    while (performance.now() < end) {
      const sent = performance.now();
      try {
        const {
          statusCode,
          headers: answered,
          body,
        } = await pool.request({
          path: pathOf(asked++),
          method: 'GET',
          headers,
        });
        await body.dump();
        bytes += Number(answered['content-length'] ?? 0);
        if (statusCode < 200 || statusCode >= 300) failed += 1;
      } catch {
        failed += 1;
      }
      latencies.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: connections }, lane));
  const elapsedSeconds = (performance.now() - started) / 1000;
  await pool.close();
  latencies.sort((a, b) => a - b);
  return {
    answers: latencies.length,
    rps: latencies.length / elapsedSeconds,
    p50: Math.round(quantile(latencies, 0.5)),
    p99: Math.round(quantile(latencies, 0.99)),
    failed,
    bytes,
  };
}
