// The live map's part of the page budget (`npm run bench:web`):
//  1. On the order page of a live order, when the map's chunk loads compared with when the page became usable
//     (the estimate on screen): it must come after, as a prefetch once the page is idle.
//  2. On the map, what one driver move costs the main thread: the CPU time of the page's main thread (from a
//     Chrome trace) over a window with one ingested position, minus the same window without one.
/* global window, document, MutationObserver -- the measuring callbacks run in the page */
import { spawn } from 'node:child_process';
import path from 'node:path';

const MAP_CHUNK = /\/assets\/live-tracking-route-[\w-]+\.js$/;
const HOME = { lat: 55.6889, lng: 12.5561 };
const METRES_PER_DEGREE = 111_320;
export const near = (north, east) => ({
  lat: HOME.lat + north / METRES_PER_DEGREE,
  lng: HOME.lng + east / (METRES_PER_DEGREE * Math.cos((HOME.lat * Math.PI) / 180)),
});

/** The e2e tile server (real tiles cannot be fetched here), so the map draws what a recipient would see. */
export function startTileServer(root, port) {
  const child = spawn('node', [path.join(root, 'e2e/support/tile-server.mjs'), String(port)], {
    stdio: 'ignore',
  });
  return { url: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`, stop: () => child.kill() };
}

/** An order out for delivery with its driver on the way, through the real ingest API; the driver's id too. */
export async function createLiveOrder(base, ingestKey) {
  const send = async (method, url, body) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { authorization: `Bearer ${ingestKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return (await response.json()).payload;
  };
  const driverId = `bench-driver-${Date.now()}`;
  const order = await send('POST', '/ingest/orders', {
    accountId: 'bench',
    account: { name: 'Nordic Home' },
    statusCode: 81,
    promisedTime: new Date(Date.now() + 47 * 60_000).toISOString(),
    deliveryAddress: {
      streetAddress: 'Nørrebrogade 12',
      postalCode: '2200',
      city: 'København N',
      country_code: 'DK',
      ...HOME,
    },
    driverId,
  });
  await send('PUT', `/ingest/drivers/${driverId}/route`, { stops: [{ trackingId: order.trackingId }] });
  const move = (position) =>
    send('POST', `/ingest/drivers/${driverId}/positions`, {
      positions: [{ ...position, heading: 40, at: new Date().toISOString() }],
    });
  await move(near(-1500, -1200));
  return { trackingId: order.trackingId, move };
}

/** Page init script: when the estimate first shows (the order page is usable from then). */
export function markEstimateShown() {
  new MutationObserver((_records, observer) => {
    if (!document.querySelector('[data-testid="eta-value"]')) return;
    window.__etaShownAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

/** In the page: when the map chunk was asked for and arrived, against the estimate and the load event. */
export function mapChunkTiming(chunkPattern) {
  const pattern = new RegExp(chunkPattern);
  const chunk = performance.getEntriesByType('resource').find((entry) => pattern.test(entry.name));
  const navigation = performance.getEntriesByType('navigation')[0];
  return {
    etaShownAt: window.__etaShownAt ?? NaN,
    loadEventAt: navigation ? navigation.loadEventEnd : NaN,
    mapRequestedAt: chunk ? chunk.startTime : NaN,
    mapLoadedAt: chunk ? chunk.responseEnd : NaN,
  };
}

/** Waits for the order page's idle prefetch of the map chunk, then reads its timing. */
export async function readMapChunkTiming(page) {
  await page.waitForFunction(
    (pattern) =>
      performance.getEntriesByType('resource').some((entry) => new RegExp(pattern).test(entry.name)),
    MAP_CHUNK.source,
    { timeout: 15_000 },
  );
  return page.evaluate(mapChunkTiming, MAP_CHUNK.source);
}

/** Page init script: the duration of each marker move, as the page measures it (live-map:marker-move). */
function collectMarkerMoves() {
  window.__markerMoves = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'live-map:marker-move') window.__markerMoves.push(entry.duration);
  }).observe({ type: 'measure' });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Main-thread CPU time of the page's renderer between user-timing marks, from a Chrome trace: the sum of the
 * thread time (tdur: time on the CPU, so other processes on the machine do not count) of its top-level tasks.
 */
function cpuBetweenMarks(traceEvents, names) {
  const marks = traceEvents.filter((event) => names.includes(event.name) && event.ph !== 'X');
  const pid = marks[0]?.pid;
  const main = traceEvents.find(
    (event) => event.pid === pid && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  )?.tid;
  const tasks = traceEvents.filter(
    (event) =>
      event.pid === pid &&
      event.tid === main &&
      event.name === 'ThreadControllerImpl::RunTask' &&
      event.ph === 'X',
  );
  const at = new Map(marks.map((mark) => [mark.name, mark.ts]));
  return (from, to) =>
    tasks
      .filter((task) => task.ts >= at.get(from) && task.ts < at.get(to))
      .reduce((sum, task) => sum + (task.tdur ?? task.dur), 0) / 1000;
}

/**
 * Main-thread milliseconds one driver move costs on the map page, two ways: the marker move itself, as the page
 * measures it (setLatLng through the cluster group and the start of the glide); and the whole update, the CPU
 * time of the page's main thread over a window holding one ingested position (message, cache merge, React,
 * marker, frames) minus that of an equal window right after it with none. With `follow` the view keeps fitting
 * the driver and the address (the default), so some moves also zoom in; without it the view stays put.
 * `reducedMotion: 'reduce'` leaves the glide out, to tell its frames from the rest of the update.
 */
export async function measureMarkerMoves(
  browser,
  base,
  ingestKey,
  { cpuSlowdown, follow, moves = 15, windowMs = 1500, reducedMotion = 'no-preference' },
) {
  const { trackingId, move } = await createLiveOrder(base, ingestKey);
  // The style tag below is the bench's own, so the page's Content-Security-Policy is bypassed for it.
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    bypassCSP: true,
    reducedMotion,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.addInitScript(collectMarkerMoves);
  await page.goto(`${base}/${trackingId}/en_GB/live-tracking`);
  await page.locator('[data-marker="driver"]').waitFor();
  await page.getByText('Live', { exact: true }).waitFor();
  // The live dot and the driver's pulse animate without end; on a phone's GPU they cost the main thread
  // nothing, in this software-drawn browser they would drown the figure, so they are stopped here.
  await page.addStyleTag({
    content:
      '.leaflet-marker-pane *, .leaflet-marker-pane *::after, [data-testid="live-connection"] * { animation: none !important; }',
  });
  // Without following, the view stays put (the recipient zoomed out), so each window holds the move alone.
  if (!follow) await page.getByRole('button', { name: 'Zoom out' }).click();
  await page.waitForLoadState('networkidle');
  // The slowdown applies to the moves; how fast the page loaded is the order page budget's business.
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.waitForTimeout(1000);
  const mark = (name) => page.evaluate((label) => performance.mark(label), name);
  await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'blink.user_timing'] });
  for (let step = 0; step < moves; step += 1) {
    await mark(`move-${step}`);
    // Steps of about 40 m towards the address.
    await move(near(-1500 + (step + 1) * 30, -1200 + (step + 1) * 25));
    await page.waitForTimeout(windowMs);
    await mark(`idle-${step}`);
    await page.waitForTimeout(windowMs);
  }
  await mark('end');
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  const markerMoves = await page.evaluate(() => window.__markerMoves.slice(-15));
  await context.close();
  const names = [
    'end',
    ...Array.from({ length: moves }, (_, step) => [`move-${step}`, `idle-${step}`]).flat(),
  ];
  const cpu = cpuBetweenMarks(traceEvents, names);
  const costs = Array.from({ length: moves }, (_, step) => {
    const next = step + 1 < moves ? `move-${step + 1}` : 'end';
    return cpu(`move-${step}`, `idle-${step}`) - cpu(`idle-${step}`, next);
  });
  return {
    update: { median: median(costs), worst: Math.max(...costs) },
    marker: { median: median(markerMoves), worst: Math.max(...markerMoves) },
    moves,
  };
}
