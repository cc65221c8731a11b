// Server render cost: a load (byte-load.mjs) against an order's page (`GET /{trackingId}/en_GB`, rendered by the service)
// beside the JSON answer of the same order (`GET /tracking/?trackingId=`), one after the other on the running
// service. Target (issue 31): a page costs no more than 2x the JSON answer of the same order (the JSON answer is
// the page's floor: the same order's bytes from memory).
// The page is measured twice: as recipients open it (a page opened again while its order is unchanged is sent
// from the rendered pages kept, PAGE_CACHE_MB), and with every answer rendered (each request's address made
// unique, so none is kept): the render itself. A cost is the service's CPU time per answer (/proc/<pid>/stat
// around the run): requests a second also carry the load client's own work on the same cores, which grows with
// the bytes it reads (a page is several times the JSON's).
import { byteLoad } from './byte-load.mjs';
import { cpuTimes } from '../live/proc-stats.ts';

const CONNECTIONS = Number(process.env.BENCH_RENDER_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_RENDER_SECONDS ?? 10);
const WARMUP_SECONDS = 2;

function load(base, path, headers, seconds, everyRendered) {
  const separator = path.includes('?') ? '&' : '?';
  return byteLoad({
    base,
    pathOf: everyRendered ? (n) => `${path}${separator}open=${n}` : () => path,
    headers,
    seconds,
    connections: CONNECTIONS,
  });
}

/**
 * One warmed-up run against a path: requests per second, p50 and p99 latency, failed answers, the service's CPU
 * time per answer and the bytes of one.
 */
async function measure(base, pid, path, headers, everyRendered = false) {
  await load(base, path, headers, WARMUP_SECONDS, everyRendered);
  const before = cpuTimes(pid);
  const result = await load(base, path, headers, SECONDS, everyRendered);
  const after = cpuTimes(pid);
  const perAnswer = (ms) => (ms * 1000) / result.answers;
  return {
    rps: result.rps,
    p50: result.p50,
    p99: result.p99,
    failed: result.failed,
    cpuMicros: perAnswer(after.userMs + after.systemMs - before.userMs - before.systemMs),
    // The kernel's share: mostly the socket's reads and writes.
    systemMicros: perAnswer(after.systemMs - before.systemMs),
    bytes: result.bytes / result.answers,
  };
}

/** Measures the page and the JSON route of each order and prints them side by side, with the cost ratio. */
export async function measureServerRender(base, pid, orders) {
  console.log(
    `\nServer render under load (${CONNECTIONS} connections, ${SECONDS} s after ${WARMUP_SECONDS} s warm-up):`,
  );
  // As a browser asks: it takes the page compressed (brotli, the service's first choice).
  const html = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' };
  const jsonHeaders = { accept: 'application/json', 'content-type': 'application/json' };
  const row = (name, figures) =>
    `    ${name.padEnd(15)} ${figures.rps.toFixed(0).padStart(6)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, ` +
    `${figures.cpuMicros.toFixed(0)} µs CPU (${figures.systemMicros.toFixed(0)} in the kernel) and ${(figures.bytes / 1024).toFixed(1)} KB of body each` +
    (figures.failed > 0 ? `, ${figures.failed} failed` : '');
  for (const { label, path, trackingId } of orders) {
    const jsonPath = `/tracking/?trackingId=${trackingId}`;
    const page = await measure(base, pid, path, html);
    const rendered = await measure(base, pid, path, html, true);
    const json = await measure(base, pid, jsonPath, jsonHeaders);
    const cost = page.cpuMicros / json.cpuMicros;
    console.log(`  ${label}:`);
    console.log(row('page', page));
    console.log(row('page, rendered', rendered));
    console.log(row('JSON', json));
    console.log(
      `    a page costs ${cost.toFixed(2)}x the JSON answer's CPU (target <= 2: ${cost <= 2 ? 'met' : 'missed'}), ` +
        `${(json.rps / page.rps).toFixed(2)}x in requests a second; ` +
        `rendering one ${(rendered.cpuMicros / json.cpuMicros).toFixed(1)}x`,
    );
  }
}
