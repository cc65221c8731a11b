import { randomBytes } from 'node:crypto';
import { findChance, perAddressGuessesPerHour } from '../../apps/server/src/platform/security/guess-odds';
import { orderBody, Service, sleep } from '../support/service';
import { loopbackAddress, ms, percentile, timedGet } from './measure';

export interface SpreadEnumerationSize {
  /** Addresses the scraper guesses from, 5 guesses each (under the limit of 20 a minute). */
  addresses: number;
  /** How long the guarded attack runs at most. */
  seconds: number;
}

export interface SpreadEnumerationFigures {
  guard: string;
  addresses: number;
  guesses: number;
  hits: number;
  refused429: number;
  guessesPerSecond: number;
  missP50Ms: number;
  missP99Ms: number;
  realReadsBefore: number;
  realP99BeforeMs: number;
  realReadsDuring: number;
  realP50DuringMs: number;
  realP99DuringMs: number;
  realReadsNot200: number;
}

const GUESSES_PER_ADDRESS = 5;
/** Addresses guessing at once, each waiting for its answer before the next guess (as an HTTP client pool does). */
const SCRAPER_CONCURRENCY = 500;
const RECIPIENTS = 20;
const BASELINE_MS = 3000;
/** The service's defaults: 20 misses a minute per address, the service-wide guard from 50 misses a second. */
const LIMITS = { maxMisses: 20, windowMs: 60_000 };

/** Recipients reading their real link in a loop from their own addresses until stopped; their latencies. */
function readRealLinks(port: number, trackingId: string, stop: { now: boolean }) {
  const reads: { status: number; ms: number; at: number }[] = [];
  const loops = Array.from({ length: RECIPIENTS }, async (_, index) => {
    while (!stop.now) {
      const read = await timedGet(port, `/tracking/?trackingId=${trackingId}`, loopbackAddress(7, index));
      reads.push({ ...read, at: performance.now() });
    }
  });
  return { reads, done: Promise.all(loops) };
}

/** The scraper: each address sends its 5 random well-formed ids one after another; stops at the deadline. */
async function scrape(port: number, addresses: number, deadline: number) {
  const answers: { status: number; ms: number }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < addresses && performance.now() < deadline) {
      const address = loopbackAddress(30, next++);
      for (let guess = 0; guess < GUESSES_PER_ADDRESS && performance.now() < deadline; guess++) {
        const id = randomBytes(16).toString('base64url');
        answers.push(await timedGet(port, `/tracking/?trackingId=${id}`, address));
      }
    }
  };
  await Promise.all(Array.from({ length: SCRAPER_CONCURRENCY }, worker));
  return answers;
}

async function attackOnce(size: SpreadEnumerationSize, guarded: boolean): Promise<SpreadEnumerationFigures> {
  const service = await Service.start({
    DATABASE_URL: `sqlite:${process.env.RELIABILITY_TMP}/spread-${guarded ? 'guarded' : 'open'}.sqlite`,
    ...(!guarded && { ENUMERATION_MISS_DELAY_MAX_MS: '0' }),
  });
  try {
    const created = await service.ingest('POST', '/ingest/orders', orderBody());
    const { trackingId } = ((await created.json()) as { payload: { trackingId: string } }).payload;
    const stop = { now: false };
    const recipients = readRealLinks(service.port, trackingId, stop);
    await sleep(BASELINE_MS);
    const attackStart = performance.now();
    const answers = await scrape(service.port, size.addresses, attackStart + size.seconds * 1000);
    const attackMs = performance.now() - attackStart;
    stop.now = true;
    await recipients.done;
    const before = recipients.reads.filter((read) => read.at < attackStart);
    const during = recipients.reads.filter((read) => read.at >= attackStart);
    const misses = answers.filter((answer) => answer.status === 404).map((answer) => answer.ms);
    return {
      guard: guarded ? 'on (defaults)' : 'off (ENUMERATION_MISS_DELAY_MAX_MS=0)',
      addresses: size.addresses,
      guesses: answers.length,
      hits: answers.filter((answer) => answer.status === 200).length,
      refused429: answers.filter((answer) => answer.status === 429).length,
      guessesPerSecond: Math.round(answers.length / (attackMs / 1000)),
      missP50Ms: ms(percentile(misses, 0.5)),
      missP99Ms: ms(percentile(misses, 0.99)),
      realReadsBefore: before.length,
      realP99BeforeMs: ms(
        percentile(
          before.map((read) => read.ms),
          0.99,
        ),
      ),
      realReadsDuring: during.length,
      realP50DuringMs: ms(
        percentile(
          during.map((read) => read.ms),
          0.5,
        ),
      ),
      realP99DuringMs: ms(
        percentile(
          during.map((read) => read.ms),
          0.99,
        ),
      ),
      realReadsNot200: recipients.reads.filter((read) => read.status !== 200).length,
    };
  } finally {
    await service.kill('SIGTERM');
  }
}

/**
 * A scraper spreads random guesses over many loopback addresses, 5 each (under the per-address limit), while
 * recipients read a real link from their own addresses: first against a service with the service-wide guard
 * off, then with its defaults.
 */
export async function measureSpreadEnumeration(
  size: SpreadEnumerationSize,
): Promise<SpreadEnumerationFigures[]> {
  // Without the guard the whole attack is over in seconds; it runs for the same time at most.
  return [await attackOnce(size, false), await attackOnce(size, true)];
}

/** What a scraper gets in an hour at most, and the chance it finds any of `orders` orders in a year. */
export function scraperOdds(addresses: number, guardedGuessesPerSecond: number, orders: number) {
  const limitBound = perAddressGuessesPerHour(addresses, LIMITS);
  const measured = guardedGuessesPerSecond * 3600;
  return {
    addresses,
    perHourUnderAddressLimit: limitBound,
    perHourMeasuredUnderGuard: measured,
    orders,
    chanceInAYearAtAddressLimit: findChance(limitBound * 24 * 365, orders).toExponential(1),
    chanceInAYearAtMeasuredRate: findChance(measured * 24 * 365, orders).toExponential(1),
  };
}
