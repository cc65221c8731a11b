// Page budget of the order page: `npm run bench:web` (builds the page and the service first).
//  1. Bytes: the gzip size of the JS and CSS the order page needs before it is interactive (the entry, its static
//     imports, and the order page's route chunk with its imports), from the Vite manifest.
//  2. Browser: the order page loaded from the real service in chromium under a Lighthouse-like mobile profile
//     (4x CPU slowdown, 150 ms RTT, 1.6 Mbit/s down, 375x812): FCP, LCP, CLS, TBT and the script bytes fetched.
//     These come from the browser's own performance entries; Lighthouse's own figures follow (4).
//  3. The live map (live-map.mjs): the map chunk loads after the order page is usable, and what one driver move
//     costs the main thread.
//  4. Lighthouse (lighthouse.mjs): its mobile performance score and figures for a live order with an estimate
//     history and for an order in transit.
//  5. Server render (server-render.mjs): the order page as the service renders it under load (byte-load.mjs), beside
//     the JSON answer of the same order, for a live order and an order in transit.
/* global window -- the measuring callbacks run in the page */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { measureLighthouse } from './lighthouse.mjs';
import {
  createLiveOrder,
  markEstimateShown,
  measureMarkerMoves,
  near,
  readMapChunkTiming,
  startTileServer,
} from './live-map.mjs';
import { measureServerRender } from './server-render.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
// The page as built, copied aside so another build on this shared machine cannot swap its files mid-run.
const dist = path.join(os.tmpdir(), `tracking-bench-web-dist-${process.pid}`);
// The server render's build lies beside the page's (apps/web/dist-ssr), as the service looks for it.
const distSsr = `${dist}-ssr`;
const ORDER_ROUTE = 'src/app/routes/order-route.tsx';
const TARGET_JS_GZIP_KB = 120;
const PORT = Number(process.env.BENCH_WEB_PORT ?? 4327);
const INGEST_KEY = 'bench-web-ingest-key-0123456789';
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const IN_TRANSIT = 30;

const kb = (bytes) => (bytes / 1024).toFixed(1);

function buildAll() {
  if (process.argv.includes('--no-build')) return;
  for (const workspace of ['@tracking/web', '@tracking/server']) {
    const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

/** The files a manifest entry needs right away: itself, its static imports (recursively) and their CSS. */
function criticalFiles(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const css of chunk.css ?? []) seen.add(css);
  for (const imported of chunk.imports ?? []) criticalFiles(manifest, imported, seen);
  return seen;
}

function measureBytes() {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const files = [...criticalFiles(manifest, ORDER_ROUTE, criticalFiles(manifest, 'index.html'))];
  const rows = files.map((file) => {
    const content = readFileSync(path.join(dist, file));
    return {
      file,
      raw: content.length,
      gzip: gzipSync(content).length,
      kind: file.endsWith('.css') ? 'css' : 'js',
    };
  });
  console.log('\nOrder page, critical path (before interactive):');
  for (const row of rows.sort((a, b) => b.gzip - a.gzip)) {
    console.log(
      `  ${row.file.padEnd(44)} ${kb(row.raw).padStart(7)} KB raw ${kb(row.gzip).padStart(7)} KB gzip`,
    );
  }
  const total = (kind) => rows.filter((row) => row.kind === kind).reduce((sum, row) => sum + row.gzip, 0);
  const js = total('js');
  console.log(
    `  JS  ${kb(js)} KB gzip (target <= ${TARGET_JS_GZIP_KB} KB: ${js / 1024 <= TARGET_JS_GZIP_KB ? 'met' : 'missed'})`,
  );
  console.log(`  CSS ${kb(total('css'))} KB gzip`);
}

async function startService() {
  const tiles = startTileServer(root, PORT + 2);
  const database = path.join(os.tmpdir(), `tracking-bench-web-${process.pid}.sqlite`);
  // Node flags for the service (a CPU profile, say), as the other benches take them.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn('node', [...nodeArgs, 'apps/server/dist/server.js'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(PORT),
      METRICS_PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${database}`,
      INGEST_API_KEY: INGEST_KEY,
      TRACKING_DEMO: '0',
      LOG_LEVEL: 'warn',
      TILE_URL: tiles.url,
      WEB_DIST: dist,
      // The load asks for the same link from one address: out of reach of the limit on guessing ids.
      ENUMERATION_MAX_MISSES: '1000000',
    },
  });
  const base = `http://127.0.0.1:${PORT}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stop = () => {
    child.kill();
    tiles.stop();
    for (const suffix of ['', '-wal', '-shm']) rmSync(database + suffix, { force: true });
  };
  return { base, stop, pid: child.pid };
}

/** One cold load under the mobile profile; the figures the browser itself reports. */
async function loadOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await page.addInitScript(markEstimateShown);
  await page.addInitScript(() => {
    const figures = { lcp: 0, cls: 0, tbt: 0 };
    window.__figures = figures;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) figures.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) figures.cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) figures.tbt += Math.max(0, entry.duration - 50);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(url);
  await page.getByTestId('eta-value').waitFor();
  await page.waitForLoadState('networkidle');
  const map = await readMapChunkTiming(page);
  await page.waitForTimeout(500);
  const result = await page.evaluate((mapRequestedAt) => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    // The order page's own scripts: the map's chunk, prefetched once the page is idle, is counted apart.
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
      .filter((entry) => entry.startTime < mapRequestedAt);
    return {
      ...window.__figures,
      fcp: paint ? paint.startTime : 0,
      interactive: performance.now(),
      scriptBytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
    };
  }, map.mapRequestedAt);
  await context.close();
  return { ...result, ...map };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measureBrowser() {
  const { base, stop, pid } = await startService();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const { trackingId } = await createLiveOrder(base, INGEST_KEY);
    console.log(
      `\nOrder page in chromium, mobile profile (4x CPU, 150 ms RTT, 1.6 Mbit/s), median of ${RUNS} cold loads:`,
    );
    const loads = [];
    for (let run = 0; run < RUNS; run += 1)
      loads.push(await loadOnce(browser, `${base}/${trackingId}/en_GB`));
    const pick = (key) => median(loads.map((result) => result[key]));
    console.log(
      `  FCP ${pick('fcp').toFixed(0)} ms, LCP ${pick('lcp').toFixed(0)} ms, CLS ${pick('cls').toFixed(3)}, TBT ${pick('tbt').toFixed(0)} ms`,
    );
    console.log(`  script bytes on the wire: ${kb(pick('scriptBytes'))} KB`);
    console.log(
      `  live map chunk: asked for at ${pick('mapRequestedAt').toFixed(0)} ms, in at ${pick('mapLoadedAt').toFixed(0)} ms ` +
        `(estimate on screen at ${pick('etaShownAt').toFixed(0)} ms, load event at ${pick('loadEventAt').toFixed(0)} ms)`,
    );
    console.log(
      '\nLive map, one driver move, median / worst of 15: the marker move as the page measures it, and the whole' +
        '\nupdate (main-thread CPU over a window with one position minus one without):',
    );
    const moveRuns = [
      { follow: false, cpuSlowdown: 1 },
      { follow: false, cpuSlowdown: 4 },
      { follow: true, cpuSlowdown: 1 },
      { follow: true, cpuSlowdown: 4 },
      { follow: false, cpuSlowdown: 1, reducedMotion: 'reduce' },
    ];
    for (const run of moveRuns) {
      const moves = await measureMarkerMoves(browser, base, INGEST_KEY, run);
      const view = run.follow ? 'view following the driver' : 'view left where the recipient put it';
      const glide = run.reducedMotion ? ', no glide (reduced motion)' : '';
      const figure = ({ median, worst }) => `${median.toFixed(2)} / ${worst.toFixed(2)} ms`;
      console.log(
        `  ${view}${glide}, ${run.cpuSlowdown}x CPU: marker ${figure(moves.marker)} (target < 4 ms), whole update ${figure(moves.update)}`,
      );
    }
    const inTransit = await lighthouseBothPages(base);
    await measureServerRender(base, pid, [
      { label: 'live order (driver on the way)', path: `/${trackingId}/en_GB`, trackingId },
      { label: 'order in transit', path: `/${inTransit}/en_GB?__skip-pref__`, trackingId: inTransit },
    ]);
  } finally {
    await browser.close();
    stop();
  }
}

/** Lighthouse on the live order with an estimate history and on an order in transit; returns the latter's id. */
async function lighthouseBothPages(base) {
  const inTransit = await createInTransitOrder(base);
  const withHistory = await createOrderWithHistory(base);
  await measureLighthouse([
    { label: 'live order, driver on the way, estimate history', url: `${base}/${withHistory}/en_GB` },
    { label: 'order in transit', url: `${base}/${inTransit}/en_GB?__skip-pref__` },
  ]);
  return inTransit;
}

/** `--lighthouse-only`: the critical bytes and Lighthouse on both pages (about two minutes). */
async function measureLighthouseOnly() {
  measureBytes();
  const { base, stop } = await startService();
  try {
    await lighthouseBothPages(base);
  } finally {
    stop();
  }
}

/** A live order whose driver jumped most of the way: its estimate moved, so the page has a history to show. */
async function createOrderWithHistory(base) {
  const { trackingId, move } = await createLiveOrder(base, INGEST_KEY);
  await move(near(-300, -300));
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const answer = await fetch(`${base}/tracking/?trackingId=${trackingId}`).then((r) => r.json());
    if (answer.payload.etaHistory.length >= 2) return trackingId;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the estimate history did not grow');
}

/** An order on its way to the depot (no driver yet), the other page recipients open most. */
async function createInTransitOrder(base) {
  const response = await fetch(`${base}/ingest/orders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${INGEST_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      accountId: 'bench',
      account: { name: 'Nordic Home' },
      statusCode: IN_TRANSIT,
      promisedTime: new Date(Date.now() + 26 * 3_600_000).toISOString(),
      deliveryAddress: {
        streetAddress: 'Nørrebrogade 12',
        postalCode: '2200',
        city: 'København N',
        country_code: 'DK',
      },
    }),
  });
  if (!response.ok) throw new Error(`in-transit order: ${response.status} ${await response.text()}`);
  return (await response.json()).payload.trackingId;
}

/** `--server-render-only`: the page against the JSON answer alone (about a minute), as `npm run bench:render`. */
async function measureServerRenderOnly() {
  const { base, stop, pid } = await startService();
  try {
    const { trackingId } = await createLiveOrder(base, INGEST_KEY);
    const inTransit = await createInTransitOrder(base);
    await measureServerRender(base, pid, [
      { label: 'live order (driver on the way)', path: `/${trackingId}/en_GB`, trackingId },
      { label: 'order in transit', path: `/${inTransit}/en_GB?__skip-pref__`, trackingId: inTransit },
    ]);
  } finally {
    stop();
  }
}

buildAll();
cpSync(path.join(root, 'apps/web/dist'), dist, { recursive: true });
cpSync(path.join(root, 'apps/web/dist-ssr'), distSsr, { recursive: true });
try {
  if (process.argv.includes('--server-render-only')) await measureServerRenderOnly();
  else if (process.argv.includes('--lighthouse-only')) await measureLighthouseOnly();
  else {
    measureBytes();
    await measureBrowser();
  }
} finally {
  rmSync(dist, { recursive: true, force: true });
  rmSync(distSsr, { recursive: true, force: true });
}
