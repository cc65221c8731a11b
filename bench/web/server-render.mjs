// Server render cost: autocannon against an order's page (`GET /{trackingId}/en_GB`, rendered by the service)
// beside the JSON answer of the same order (`GET /tracking/?trackingId=`), one after the other on the running
// service. Target (issue 31): a page costs no more than 2x the JSON answer of the same order (the JSON answer is
// the page's floor: the same order's bytes from memory).
// The page is measured twice: as recipients open it (a page opened again while its order is unchanged is sent
// from the rendered pages kept, PAGE_CACHE_MB), and with every answer rendered (each request's address made
// unique, so none is kept): the render itself. A cost is the service's CPU time per answer (/proc/<pid>/stat
// around the run): requests a second also carry autocannon's own work on the same cores, which grows with the
// bytes it reads (a page is several times the JSON's).
import autocannon from 'autocannon';
import { cpuMs } from '../live/proc-stats.ts';

const CONNECTIONS = Number(process.env.BENCH_RENDER_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_RENDER_SECONDS ?? 10);
const WARMUP_SECONDS = 2;

function load(base, path, headers, seconds, everyRendered) {
  let opened = 0;
  const separator = path.includes('?') ? '&' : '?';
  return autocannon({
    url: `${base}${path}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers,
    ...(everyRendered && {
      requests: [
        { setupRequest: (request) => ({ ...request, path: `${path}${separator}open=${opened++}` }) },
      ],
    }),
  });
}

/**
 * One warmed-up run against a path: requests per second, p50 and p99 latency, failed answers, the service's CPU
 * time per answer and the bytes of one.
 */
async function measure(base, pid, path, headers, everyRendered = false) {
  await load(base, path, headers, WARMUP_SECONDS, everyRendered);
  const cpuBefore = cpuMs(pid);
  const result = await load(base, path, headers, SECONDS, everyRendered);
  const answers = result.requests.total;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    cpuMicros: ((cpuMs(pid) - cpuBefore) * 1000) / answers,
    bytes: result.throughput.total / answers,
  };
}

/** Measures the page and the JSON route of each order and prints them side by side, with the cost ratio. */
export async function measureServerRender(base, pid, orders) {
  console.log(
    `\nServer render under load (autocannon, ${CONNECTIONS} connections, ${SECONDS} s after ${WARMUP_SECONDS} s warm-up):`,
  );
  // As a browser asks: it takes the page gzipped.
  const html = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' };
  for (const { label, path, trackingId } of orders) {
    const page = await measure(base, pid, path, html);
    const rendered = await measure(base, pid, path, html, true);
    const json = await measure(base, pid, `/tracking/?trackingId=${trackingId}`, {
      accept: 'application/json',
      'content-type': 'application/json',
    });
    const row = (name, figures) =>
      `    ${name.padEnd(15)} ${figures.rps.toFixed(0).padStart(6)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, ` +
      `${figures.cpuMicros.toFixed(0)} µs CPU and ${(figures.bytes / 1024).toFixed(1)} KB each` +
      (figures.failed > 0 ? `, ${figures.failed} failed` : '');
    const cost = page.cpuMicros / json.cpuMicros;
    console.log(`  ${label}:`);
    console.log(row('page', page));
    console.log(row('page, rendered', rendered));
    console.log(row('JSON', json));
    console.log(
      `    a page costs ${cost.toFixed(2)}x the JSON answer's CPU (target <= 2: ${cost <= 2 ? 'met' : 'missed'}), ` +
        `${(json.rps / page.rps).toFixed(2)}x in requests a second; rendering one ${(rendered.cpuMicros / json.cpuMicros).toFixed(1)}x`,
    );
  }
}
