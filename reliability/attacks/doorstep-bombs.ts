import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { readRuntimeStage } from '../../apps/server/src/testing/dockerfile-stage';
import { multipartForm } from '../../apps/server/src/testing/multipart-form';
import { ms, percentile } from '../greedy/measure';
import { orderBody, Service, sleep } from '../support/service';
import { SAME_ORIGIN } from './raw-http';

/*
 * Issue 29, item 1: photos that decode to many pixels, uploaded by six clients at once while other recipients
 * and a driver write. Phases on one service, each `seconds` long, each on links of its own and each upload from
 * an address of its own (the write budgets would otherwise refuse a phase for what the one before spent):
 *  - no uploads: the writes alone, what this machine gives them;
 *  - refused at once: six clients on one link upload a text named door.jpg back to back (400 from its first
 *    bytes, no photo work): what a flood of uploads costs the writes whatever is in them;
 *  - bombs: the same six upload a 7000 x 7000 single-colour AVIF (49 MP in 1.5 KB) back to back;
 *  - one link: the same six send the costliest photo the service decodes (a 3000 x 3000 AVIF: 9 MP decoded whole,
 *    189 MB by its estimate, so it decodes alone) to that link;
 *  - many links: the same six send it to 60 links, each request from an address of its own, so no per-order or
 *    per-address budget stops them and only the decode limit is left.
 * Meanwhile a driver posts a position every 20 ms and recipients save preferences every 40 ms (timed), and
 * the service's resident memory is sampled every 25 ms.
 */

export interface DoorstepBombSize {
  seconds: number;
}

export interface DoorstepBombFigures {
  phase: string;
  uploads: number;
  answered200: number;
  answered400: number;
  answered429: number;
  answered503: number;
  /** Answers other than those four (or none). */
  otherAnswers: number;
  /** 429 and 503 answers without a Retry-After header. */
  withoutRetryAfter: number;
  positions: number;
  positionP50Ms: number;
  positionP99Ms: number;
  preferences: number;
  preferencesP50Ms: number;
  preferencesP99Ms: number;
  /** Both kinds of write together. */
  writesP50Ms: number;
  writesP99Ms: number;
  /** Position posts and preference saves not answered 2xx. */
  writesFailed: number;
  rssBeforeMiB: number;
  rssPeakMiB: number;
}

const DOCKERFILE = fileURLToPath(new URL('../../docs/deploy/Dockerfile', import.meta.url));
const CLIENTS = 6;
/** Priority of the clients' thread (0 normal, 19 lowest). */
const CLIENTS_NICE = Number(process.env.DOORSTEP_CLIENTS_NICE ?? 10);
const LINKS = 60;
/**
 * Recipients whose preference saves are timed beside the uploads, each save from an address of its own: the write
 * budgets (10 changes a minute and 50 a day per order, 60 a minute per address) would refuse one recipient saving
 * every 40 ms. With 160, a quiet machine's full-size run (five phases, ~23 saves a second) brought some orders to
 * their 50th change of the day in the last phase, and the budget rightly refused them; 400 keeps each order near
 * 20 changes over the run.
 */
const RECIPIENTS = 400;

/** A recipient's preference save from `localAddress`: whether it was taken. */
function savePreferences(
  port: number,
  trackingId: string,
  localAddress: string,
  body: string,
): Promise<boolean> {
  return new Promise((resolve) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        localAddress,
        agent: false,
        path: `/tracking/preferences?trackingId=${trackingId}`,
        headers: {
          ...SAME_ORIGIN,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode === 200));
      },
    );
    outgoing.on('error', () => resolve(false));
    outgoing.end(body);
  });
}
const PIN = { lat: '52.370216', lng: '4.895168' };

/**
 * The uploading clients, in a thread of their own: thousands of answers a second must not delay the timed writes
 * of this thread. Each client sends the next upload when the last is answered; the counts come back at the stop.
 */
const CLIENTS_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { request } = require('node:http');
// Linux takes a priority for the calling thread alone: the clients stand for machines of their own, using what
// CPU the service and the timed writes leave.
require('node:os').setPriority(workerData.nice);
const { port, payload, contentType, links, addressEachRequest, clients } = workerData;
let stopped = false;
parentPort.on('message', () => (stopped = true));
const statuses = {};
let withoutRetryAfter = 0;
let addresses = 0;
const send = (trackingId, localAddress) =>
  new Promise((resolve) => {
    const outgoing = request(
      {
        host: '127.0.0.1', port, method: 'PUT', localAddress, agent: false,
        path: '/tracking/doorstep?trackingId=' + trackingId,
        headers: {
          'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors',
          'content-type': contentType, 'content-length': String(payload.length),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve([response.statusCode, response.headers['retry-after']]));
      },
    );
    outgoing.on('error', () => resolve([0, undefined]));
    outgoing.end(payload);
  });
const client = async (index) => {
  for (let sent = 0; !stopped; sent++) {
    const trackingId = links[(index * 10 + sent) % links.length];
    const group = addresses++;
    const localAddress = addressEachRequest
      ? '127.70.' + Math.floor(group / 250) + '.' + ((group % 250) + 1)
      : '127.0.0.' + (51 + index);
    const [status, retryAfter] = await send(trackingId, localAddress);
    statuses[status] = (statuses[status] ?? 0) + 1;
    if ((status === 429 || status === 503) && !retryAfter) withoutRetryAfter += 1;
  }
};
Promise.all(Array.from({ length: clients }, (_, index) => client(index))).then(() =>
  parentPort.postMessage({ statuses, withoutRetryAfter }),
);
`;

interface ClientCounts {
  statuses: Record<number, number>;
  withoutRetryAfter: number;
}

/** Six clients uploading `form` to `links` until stopped (each from its address, or each request from a new one). */
function startClients(
  port: number,
  form: { payload: Buffer; headers: Record<string, string> },
  links: string[],
  addressEachRequest: boolean,
  clients = CLIENTS,
): { stop: () => Promise<ClientCounts> } {
  const workerData = {
    port,
    payload: form.payload,
    contentType: form.headers['content-type'],
    links,
    addressEachRequest,
    clients,
    nice: CLIENTS_NICE,
  };
  const worker = new Worker(CLIENTS_SOURCE, { eval: true, workerData });
  const counts = once(worker, 'message').then(([message]) => message as ClientCounts);
  return {
    stop: async () => {
      worker.postMessage('stop');
      const result = await counts;
      await worker.terminate();
      return result;
    },
  };
}

const rssMiB = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function createOrder(service: Service, overrides: Record<string, unknown> = {}): Promise<string> {
  const created = await service.ingest('POST', '/ingest/orders', orderBody(overrides));
  return ((await created.json()) as { payload: { trackingId: string } }).payload.trackingId;
}

/** Runs `write` back to back with `pauseMs` between, timing each, until stopped. */
async function timedLoop(
  write: () => Promise<boolean>,
  pauseMs: number,
  stop: { now: boolean },
): Promise<{ samples: number[]; failed: number }> {
  const samples: number[] = [];
  let failed = 0;
  while (!stop.now) {
    const started = performance.now();
    const ok = await write().catch(() => false);
    samples.push(performance.now() - started);
    if (!ok) failed += 1;
    await sleep(pauseMs);
  }
  return { samples, failed };
}

export interface DoorstepBombRun {
  phases: DoorstepBombFigures[];
  /** Each phase's write times (ms): position posts and preference saves together. */
  writes: number[][];
}

export async function measureDoorstepBombs(size: DoorstepBombSize): Promise<DoorstepBombRun> {
  const scene = (side: number) =>
    sharp({ create: { width: side, height: side, channels: 3, background: '#2a785a' } })
      .avif({ effort: 0 })
      .toBuffer();
  const photo = async (bytes: Buffer) =>
    multipartForm({ photo: { bytes, name: 'door.avif', type: 'image/avif' }, ...PIN });
  const photos = Promise.all([scene(7000).then(photo), scene(3000).then(photo)]);

  const file = `${process.env.RELIABILITY_TMP}/doorstep-bombs.sqlite`;
  // As deployed: the image's allocator settings (glibc reads them at start).
  const allocator = Object.entries(readRuntimeStage(DOCKERFILE).env).filter(([name]) =>
    name.startsWith('MALLOC_'),
  );
  const service = await Service.start({ DATABASE_URL: `sqlite:${file}`, ...Object.fromEntries(allocator) });
  const pid = service.pid ?? 0;
  try {
    const driverId = 'doorstep-van';
    // Each phase its own link: an order's photos of the hour are its budget's, and one phase must not spend the next's.
    const [oneLinks, links] = await Promise.all([
      Promise.all(Array.from({ length: 4 }, () => createOrder(service))),
      Promise.all(Array.from({ length: LINKS }, () => createOrder(service))),
      createOrder(service, { driverId }),
    ]);
    // A hundred at a time: one address may have OPEN_REQUESTS_PER_ADDRESS (256) requests under way.
    const recipients: string[] = [];
    while (recipients.length < RECIPIENTS)
      recipients.push(...(await Promise.all(Array.from({ length: 100 }, () => createOrder(service)))));
    const link = (phaseIndex: number) => [oneLinks[phaseIndex] ?? ''];
    const [bomb, largest] = await photos;

    const phase = async (
      name: string,
      form: Awaited<ReturnType<typeof photo>>,
      targets: string[],
      addressEachRequest: boolean,
      clientCount = CLIENTS,
    ): Promise<{ figures: DoorstepBombFigures; writes: number[] }> => {
      const stop = { now: false };
      const rssBeforeMiB = rssMiB(pid);
      let rssPeakMiB = rssBeforeMiB;
      const sampler = setInterval(() => (rssPeakMiB = Math.max(rssPeakMiB, rssMiB(pid))), 25);
      const clients = startClients(service.port, form, targets, addressEachRequest, clientCount);
      let saves = 0;
      const positions = timedLoop(
        async () =>
          (
            await service.ingest('POST', `/ingest/drivers/${driverId}/positions`, {
              positions: [{ lat: 55.66 + Math.random() * 0.01, lng: 12.55, at: new Date().toISOString() }],
            })
          ).ok,
        20,
        stop,
      );
      const preferences = timedLoop(
        async () => {
          const save = saves++;
          const body = JSON.stringify({ deliveryPreference: 20, instructions: `Ring ${save}` });
          const address = `127.80.${Math.floor(save / 250) % 250}.${(save % 250) + 1}`;
          return savePreferences(service.port, recipients[save % RECIPIENTS] ?? '', address, body);
        },
        40,
        stop,
      );
      await sleep(size.seconds * 1000);
      stop.now = true;
      const [counts, positionTimes, preferenceTimes] = await Promise.all([
        clients.stop(),
        positions,
        preferences,
      ]);
      clearInterval(sampler);
      const count = (status: number) => counts.statuses[status] ?? 0;
      const writes = [...positionTimes.samples, ...preferenceTimes.samples];
      const uploads = Object.values(counts.statuses).reduce((sum, value) => sum + value, 0);
      const figures: DoorstepBombFigures = {
        phase: name,
        uploads,
        answered200: count(200),
        answered400: count(400),
        answered429: count(429),
        answered503: count(503),
        otherAnswers: uploads - count(200) - count(400) - count(429) - count(503),
        withoutRetryAfter: counts.withoutRetryAfter,
        positions: positionTimes.samples.length,
        positionP50Ms: ms(percentile(positionTimes.samples, 0.5)),
        positionP99Ms: ms(percentile(positionTimes.samples, 0.99)),
        preferences: preferenceTimes.samples.length,
        preferencesP50Ms: ms(percentile(preferenceTimes.samples, 0.5)),
        preferencesP99Ms: ms(percentile(preferenceTimes.samples, 0.99)),
        writesP50Ms: ms(percentile(writes, 0.5)),
        writesP99Ms: ms(percentile(writes, 0.99)),
        writesFailed: positionTimes.failed + preferenceTimes.failed,
        rssBeforeMiB: Math.round(rssBeforeMiB),
        rssPeakMiB: Math.round(rssPeakMiB),
      };
      return { figures, writes };
    };

    const text = await multipartForm({
      photo: {
        bytes: Buffer.from('Leave it by the blue door.\n'.repeat(20)),
        name: 'door.jpg',
        type: 'image/jpeg',
      },
      ...PIN,
    });
    const runs = [
      await phase('no uploads', bomb, link(0), false, 0),
      await phase('refused at once (not a photo), one link', text, link(1), true),
      await phase('bombs (49 MP), one link', bomb, link(2), true),
      await phase('9 MP AVIF, one link', largest, link(3), true),
      await phase('9 MP AVIF, 60 links, an address each', largest, links, true),
    ];
    return { phases: runs.map((run) => run.figures), writes: runs.map((run) => run.writes) };
  } finally {
    await service.kill('SIGTERM');
  }
}
