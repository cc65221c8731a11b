import { printTable, type Verdicts } from '../support/report';
import { ms, percentile } from '../greedy/measure';
import { onEachEngine } from '../support/engines';
import { measureCalendarInjection } from './calendar-injection';
import { measureConnectionFlood, OPEN_FILES } from './connection-flood';
import { measureDoorstepBombs } from './doorstep-bombs';
import { measureIngestLockout } from './ingest-lockout';
import { measurePrefetch } from './prefetch';
import { measureFeedbackFlood } from './feedback-flood';
import { measureMisses } from './misses';
import { measureLogoTricks, measureNeighbourDoor } from './neighbour-and-logos';
import { measureSocketFlood } from './sockets';
import { BODY_TIMEOUT_MS, measureStalledBodies } from './stalled-bodies';

/**
 * Room beyond the body timeout: the service checks every quarter of it, and on this shared 2-core machine both
 * processes lag behind (2,000 connections opened in batches while the first ones are cut): as much again.
 */
const CUT_SLACK_MS = BODY_TIMEOUT_MS;

/** Sizes of issue 29's attacks (items 2, 3 and 5): prefetches, rounds of foreign ingest calls, seconds of flood. */
const ISSUE_29 = {
  ci: { prefetches: 90, ingestRounds: 40, floodSeconds: 8 },
  full: { prefetches: 600, ingestRounds: 400, floodSeconds: 30 },
} as const;

/** Seconds each phase of the doorstep photo attack lasts (five phases). */
const DOORSTEP_SECONDS = { ci: 4, full: 25 } as const;
/**
 * Goals of the doorstep photo attack: the service's resident memory, and what photo uploads may add to other
 * writes' p99: 100 ms over the same six clients sending uploads refused at once (what any flood of uploads costs),
 * plus this machine's own jitter on those writes (their p99 less their p50 without uploads), both from the same
 * run: on the shared 2-core machine the writes alone reach 50-250 ms p99 (docs/reliability.md, section 7).
 */
const DOORSTEP_MAX_RSS_MIB = 600;
const DOORSTEP_MAX_ADDED_P99_MS = 100;
/** Photos one order takes an hour (the service's doorstep photo budget). */
const DOORSTEP_PHOTOS_PER_ORDER = 5;

const table = (title: string, figures: object) =>
  printTable(title, Object.keys(figures), [Object.values(figures) as (string | number | boolean)[]]);

/** Each attack of issue 23 against the built service, with the figure that shows it held. */
export async function runAttacks(sizeName: string, verdicts: Verdicts): Promise<void> {
  const stalled = await measureStalledBodies(2000);
  table(
    `Stalled bodies from one address (BODY_TIMEOUT_MS=${BODY_TIMEOUT_MS}, CONNECTIONS_PER_ADDRESS=256)`,
    stalled,
  );
  verdicts.mustBeZero(
    'stalled bodies: other address refused',
    stalled.otherAddressCalls - stalled.otherAddressOk,
  );
  verdicts.mustBeZero('stalled bodies: open past the timeout', stalled.openPastTimeout);
  verdicts.mustBeZero('stalled bodies: answered neither 408 nor 429', stalled.otherErrors);
  verdicts.mustBeZero(
    'stalled bodies: ms cut past the timeout',
    Math.max(0, stalled.slowestCutMs - BODY_TIMEOUT_MS - CUT_SLACK_MS),
  );

  const misses = await measureMisses(25, 2000);
  table('Cross-site misses and a pipelined burst (limit: 20 misses a minute)', misses);
  verdicts.mustBeZero(
    'cross-site: counted against the visitor',
    misses.crossSiteCalls - misses.crossSiteRefused403,
  );
  verdicts.mustBeZero('cross-site: visitor’s real link refused', misses.realLinkStatus === 200 ? 0 : 1);
  verdicts.mustBeZero('pipelined: lookups beyond the limit', Math.max(0, misses.pipelinedLookups - 20));
  verdicts.mustBeZero(
    'pipelined: unanswered',
    misses.pipelined - misses.pipelinedLookups - misses.pipelinedRefused429,
  );

  const sockets = await measureSocketFlood(200);
  table('200 sockets on one order from one address (LIVE_MAX_SOCKETS=100)', sockets);
  verdicts.mustBeZero('socket flood: other recipients refused', sockets.othersTried - sockets.othersOpen);

  const feedback = await measureFeedbackFlood(100);
  table('100 feedback posts in a minute (FEEDBACK_PER_HOUR=5, FEEDBACK_KEPT=20)', feedback);
  verdicts.mustBeZero('feedback: rows beyond FEEDBACK_KEPT', Math.max(0, feedback.stored - 20));
  verdicts.mustBeZero('feedback: sends beyond FEEDBACK_PER_HOUR', Math.max(0, feedback.accepted200 - 5));
  verdicts.mustBeZero('feedback: last accepted one not shown', feedback.lastShownIsLastAccepted ? 0 : 1);

  const neighbour = await measureNeighbourDoor();
  table("A driver at a neighbour's door, watched by the next stop", neighbour);
  verdicts.mustBeZero('neighbour: positions within 50 m seen by another order', neighbour.withinFiftyMeters);
  verdicts.atLeast('neighbour: positions seen', neighbour.positionsSeen, 5);

  const logos = await measureLogoTricks();
  table('Logo and photo URLs that load from another origin', logos);
  verdicts.mustBeZero('logos: tricks accepted', logos.accepted);

  await runDoorstepBombs(sizeName, verdicts);
  await runIssue29(sizeName === 'full' ? 'full' : 'ci', verdicts);
}

/** Issue 29, items 2 to 5: what another site makes a browser send, foreign ingest calls, calendar text, idle connections. */
export async function runIssue29(sizeName: 'ci' | 'full', verdicts: Verdicts): Promise<void> {
  const size = ISSUE_29[sizeName];
  const prefetch = await measurePrefetch(size.prefetches);
  table("Another site's speculation rules prefetch tracking links from the visitor's browser", prefetch);
  verdicts.mustBeZero(
    'prefetch: not refused with 503 and Retry-After',
    prefetch.prefetches - prefetch.refused503,
  );
  verdicts.mustBeZero('prefetch: order data in a prefetched answer', prefetch.realLinkPrefetchesWithData);
  verdicts.mustBeZero(
    'prefetch: API opened as a document not refused with 403',
    prefetch.documentApiCalls - prefetch.documentApiRefused403,
  );
  verdicts.mustBeZero(
    'prefetch: visitor’s page not shown',
    prefetch.visitorPageStatus === 200 && prefetch.visitorPageIsHtml ? 0 : 1,
  );
  verdicts.mustBeZero('prefetch: visitor’s API call refused', prefetch.visitorApiStatus === 200 ? 0 : 1);
  verdicts.mustBeZero('prefetch: misses spent by prefetches', 20 - prefetch.missesLeft);

  for (const { figures } of await onEachEngine('ingest-lockout', (engine) =>
    measureIngestLockout(engine, size.ingestRounds),
  )) {
    table(`Foreign calls from the provider's egress address (${figures.engine})`, {
      ...figures,
      foreignStatuses: JSON.stringify(figures.foreignStatuses),
      validStatuses: JSON.stringify(figures.validStatuses),
    });
    verdicts.mustBeZero(`ingest lockout (${figures.engine}): valid keys refused`, figures.validRefused);
    verdicts.mustBeZero(
      `ingest lockout (${figures.engine}): wrong keys answered 401 past the limit of 20`,
      Math.max(0, figures.wrongKeysBefore429 - 20),
    );
  }

  for (const { figures } of await onEachEngine('calendar-injection', measureCalendarInjection)) {
    table(`Merchant names that inject calendar text (${figures.engine})`, figures);
    const name = `calendar (${figures.engine})`;
    verdicts.mustBeZero(
      `${name}: events not as expected`,
      Math.abs(figures.eventsParsed - figures.eventsExpected),
    );
    verdicts.mustBeZero(`${name}: feeds a calendar cannot read`, figures.unparseable);
    verdicts.mustBeZero(`${name}: injected components`, figures.injectedComponents);
    verdicts.mustBeZero(`${name}: names not intact`, figures.feeds - figures.namesIntact);
    verdicts.mustBeZero(`${name}: lines over 75 octets`, figures.linesOver75Octets);
  }

  const flood = await measureConnectionFlood(size.floodSeconds, { name: 'with MAX_CONNECTIONS', env: {} });
  // The service as it was before #29 item 5: figures only (how it fails depends on the machine).
  const before = await measureConnectionFlood(size.floodSeconds, {
    name: 'cap lifted (as before)',
    env: { MAX_CONNECTIONS: '1000000' },
  });
  printTable(
    `Six addresses holding idle connections, ${OPEN_FILES} open files (others: 10 readers, 1 writer)`,
    Object.keys(flood),
    [flood, before].map((row) => Object.values(row) as (string | number)[]),
  );
  // At least 99 % (a busy moment of this shared machine can cost a call; with the cap lifted it is 0-3 %).
  verdicts.mustBeZero(
    'connection flood: percent of other clients served below 99',
    Math.max(0, 99 - flood.othersSuccessPercent),
  );
  verdicts.mustBeZero(
    'connection flood: percent of writes served below 99',
    Math.max(0, 99 - (100 * flood.writesOk) / Math.max(1, flood.writesTried)),
  );
  verdicts.mustBeZero('connection flood: EMFILE logged', flood.emfileLogged);
  verdicts.atLeast('connection flood: attacker connections opened', flood.attackerConnectionsOpened, 6 * 256);
}

/** Issue 29, item 1: photos that decode to many pixels, from six clients, beside other writes. */
export async function runDoorstepBombs(sizeName: string, verdicts: Verdicts): Promise<void> {
  const { phases, writes } = await measureDoorstepBombs({
    seconds: DOORSTEP_SECONDS[sizeName === 'full' ? 'full' : 'ci'],
  });
  printTable(
    'Six clients uploading photos that decode to many pixels, beside position posts and preference saves',
    Object.keys(phases[0] ?? {}),
    phases.map((row) => Object.values(row) as (string | number)[]),
  );
  const [quiet, flood, bombs, oneLink] = phases;
  // One p99 over the three photo phases: a single stall of this shared machine moves a phase's p99 alone.
  const photoP99 = ms(percentile(writes.slice(2).flat(), 0.99));
  const jitter = Math.max(0, (quiet?.writesP99Ms ?? 0) - (quiet?.writesP50Ms ?? 0));
  const allowedP99 = ms((flood?.writesP99Ms ?? 0) + DOORSTEP_MAX_ADDED_P99_MS + jitter);
  printTable(
    'Other writes beside the photo phases',
    ['p99 ms', 'uploads refused at once: p99 ms', 'jitter ms', 'allowed ms'],
    [[photoP99, flood?.writesP99Ms ?? 0, ms(jitter), allowedP99]],
  );
  verdicts.mustBeZero(
    `doorstep photos: other writes' p99 ms past ${allowedP99} (uploads refused at once + ${DOORSTEP_MAX_ADDED_P99_MS} + jitter)`,
    Math.max(0, photoP99 - allowedP99),
  );
  for (const figures of phases) {
    const name = `doorstep ${figures.phase}`;
    verdicts.mustBeZero(
      `${name}: MiB resident past ${DOORSTEP_MAX_RSS_MIB}`,
      Math.max(0, figures.rssPeakMiB - DOORSTEP_MAX_RSS_MIB),
    );
    verdicts.mustBeZero(`${name}: other writes refused`, figures.writesFailed);
    verdicts.mustBeZero(`${name}: answers other than 200, 400, 429, 503`, figures.otherAnswers);
    verdicts.mustBeZero(`${name}: 429 or 503 without Retry-After`, figures.withoutRetryAfter);
  }
  verdicts.mustBeZero('doorstep bombs: decoded (answered 200)', bombs?.answered200 ?? 1);
  verdicts.atLeast('doorstep bombs: refused from their header (400)', bombs?.answered400 ?? 0, 1);
  verdicts.mustBeZero(
    `doorstep one link: photos taken beyond ${DOORSTEP_PHOTOS_PER_ORDER} an hour`,
    Math.max(0, (oneLink?.answered200 ?? 0) - DOORSTEP_PHOTOS_PER_ORDER),
  );
}
