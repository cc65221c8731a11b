// A map tile server for browser tests and screenshots, where real tiles cannot be fetched: answers any
// /{z}/{x}/{y}.png with a PNG drawn on the spot, a made-up town of streets, blocks, parks, buildings and a river
// that joins up across tiles and zoom levels. `node e2e/support/tile-server.mjs [port]`; GET /healthz says ready.
import http from 'node:http';
import { crc32, deflateSync } from 'node:zlib';

const port = Number(process.argv[2] ?? process.env.TILE_PORT ?? 4319);
const SIZE = 256;
/** The drawing works in zoom-17 pixels (about 0.7 m in the Nordics): streets every 150, a main road every 6. */
const BASE_ZOOM = 17;
const BLOCK = 150;
const MAIN_EVERY = 6;

const COLOURS = {
  land: [242, 239, 233],
  park: [200, 230, 176],
  water: [170, 211, 223],
  building: [220, 211, 203],
  street: [255, 255, 255],
  streetEdge: [214, 208, 200],
  main: [248, 216, 160],
  mainEdge: [226, 184, 120],
};

/** A repeatable pseudo-random number in [0, 1) for a pair of integers. */
function hash(a, b) {
  let h = Math.imul(a, 374761393) + Math.imul(b, 668265263);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** Distance to the nearest street line along one axis, the line's index, and whether it is a main road. */
function nearestLine(value) {
  const cell = Math.floor(value / BLOCK);
  const offset = value - cell * BLOCK;
  const line = offset < BLOCK / 2 ? cell : cell + 1;
  return { distance: Math.min(offset, BLOCK - offset), line, main: line % MAIN_EVERY === 0, cell };
}

/** The colour of the world point (x, y) in zoom-17 pixels, drawn for a map at `zoom` (one pixel is `scale`). */
function colourAt(x, y, zoom, scale) {
  const river = Math.abs((((y % 9000) + 9000) % 9000) - 4500 - 260 * Math.sin(x / 900)) < 90;
  if (river) return COLOURS.water;
  const vertical = nearestLine(x);
  const horizontal = nearestLine(y);
  // A side street is missing now and then, so blocks differ in length.
  const verticalOpen = vertical.main || hash(vertical.line, horizontal.cell) > 0.18;
  const horizontalOpen = horizontal.main || hash(vertical.cell + 7919, horizontal.line) > 0.18;
  for (const [axis, open] of [
    [vertical, verticalOpen],
    [horizontal, horizontalOpen],
  ]) {
    if (!open || (!axis.main && zoom < 14) || zoom < 11) continue;
    const half = Math.max((axis.main ? 13 : 8) / scale, axis.main ? 1.5 : 1) * scale;
    const edge = half + 1.2 * scale;
    if (axis.distance < half) return axis.main ? COLOURS.main : COLOURS.street;
    if (axis.distance < edge) return axis.main ? COLOURS.mainEdge : COLOURS.streetEdge;
  }
  if (hash(vertical.cell, horizontal.cell) < 0.09) return COLOURS.park;
  if (zoom < 16) return COLOURS.land;
  // Four buildings a block, set back from the streets.
  const inX = x - vertical.cell * BLOCK - 20;
  const inY = y - horizontal.cell * BLOCK - 20;
  const inside = inX >= 0 && inX < BLOCK - 40 && inY >= 0 && inY < BLOCK - 40;
  return inside && inX % 55 < 49 && inY % 55 < 49 ? COLOURS.building : COLOURS.land;
}

function renderTile(z, x, y) {
  const scale = 2 ** (BASE_ZOOM - z);
  const rowBytes = SIZE * 3 + 1;
  const raw = Buffer.alloc(rowBytes * SIZE);
  for (let py = 0; py < SIZE; py += 1) {
    raw[py * rowBytes] = 0;
    for (let px = 0; px < SIZE; px += 1) {
      const colour = colourAt((x * SIZE + px + 0.5) * scale, (y * SIZE + py + 0.5) * scale, z, scale);
      raw.set(colour, py * rowBytes + 1 + px * 3);
    }
  }
  return png(raw);
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGB PNG of SIZE x SIZE from rows that each start with filter byte 0. */
function png(raw) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const cache = new Map();
let served = 0;

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://tiles');
  if (url.pathname === '/healthz') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ status: 'OK', payload: { served } }));
    return;
  }
  const match = /^\/(\d{1,2})\/(\d+)\/(\d+)\.png$/.exec(url.pathname);
  const [z, x, y] = match ? match.slice(1).map(Number) : [];
  if (!match || z > 20 || x >= 2 ** z || y >= 2 ** z) {
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ message: 'Not found' }));
    return;
  }
  const key = `${z}/${x}/${y}`;
  if (!cache.has(key)) cache.set(key, renderTile(z, x, y));
  served += 1;
  response.writeHead(200, {
    'content-type': 'image/png',
    'cache-control': 'public, max-age=3600',
    'access-control-allow-origin': '*',
  });
  response.end(cache.get(key));
});

server.listen(port, '127.0.0.1', () => console.log(`tiles on http://127.0.0.1:${port}/{z}/{x}/{y}.png`));
