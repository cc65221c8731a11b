// The floor: a bare node:http server answering tracking responses held in memory, with the same headers.
// Usage: node bare-server.mjs <payloads.json> <port>
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [payloadFile, port] = process.argv.slice(2);
const payloads = JSON.parse(readFileSync(payloadFile, 'utf8'));

/** Picks the same stored answer for the same id, so every id gets an answer of realistic size. */
function payloadFor(trackingId) {
  let hash = 0;
  for (let i = 0; i < trackingId.length; i++) hash = (hash * 31 + trackingId.charCodeAt(i)) >>> 0;
  return payloads[hash % payloads.length];
}

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const trackingId = url.searchParams.get('trackingId') ?? '';
  const body = JSON.stringify(payloadFor(trackingId));
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
}).listen(Number(port), '127.0.0.1');

// An exit of its own on SIGTERM, so a profiler given in BENCH_SERVER_NODE_ARGS writes its profile.
process.on('SIGTERM', () => process.exit(0));
