import { printTable, type Verdicts } from '../support/report';
import { measureSlowClients } from './slow-clients';
import { measureSpreadEnumeration, scraperOdds } from './spread-enumeration';

const SIZES = {
  ci: { slowSockets: 1000, seconds: 8, addresses: 1000, attackSeconds: 15 },
  full: { slowSockets: 5000, seconds: 20, addresses: 10_000, attackSeconds: 60 },
} as const;
/** Live orders the odds are given for. */
const ORDERS = 10_000_000;

const table = (title: string, rows: object[]) =>
  printTable(
    title,
    Object.keys(rows[0] ?? {}),
    rows.map((row) => Object.values(row) as (string | number | boolean)[]),
  );

/** Issue 20, items 4 and 5: slow and greedy clients, and enumeration spread over many addresses. */
export async function runGreedy(sizeName: string, verdicts: Verdicts): Promise<void> {
  const size = SIZES[sizeName === 'full' ? 'full' : 'ci'];

  const { flood, slowloris } = await measureSlowClients(size);
  table(`${size.slowSockets} live sockets that never read, 10 per address, beside 20 watching recipients`, [
    flood,
  ]);
  table('Slowloris: 300 connections from one address sending a header line a second', [slowloris]);
  verdicts.mustBeZero(
    'slow sockets: watchers without a push during the flood',
    flood.watchersWithoutPushDuring,
  );
  verdicts.mustBeZero(
    'slow sockets: descriptors at the process cap',
    flood.descriptorsPeak >= flood.descriptorLimit ? 1 : 0,
  );
  verdicts.mustBeZero('slowloris: connections open past the timeout', slowloris.openPastTimeout);
  verdicts.mustBeZero(
    'slowloris: neither refused at accept nor cut with 408',
    slowloris.connections - slowloris.refusedAtAccept429 - slowloris.cut408,
  );

  const spread = await measureSpreadEnumeration({ addresses: size.addresses, seconds: size.attackSeconds });
  table(
    `Guesses spread over ${size.addresses} addresses, 5 each, with the service-wide guard off and on`,
    spread,
  );
  for (const figures of spread) {
    verdicts.mustBeZero(`spread guesses (${figures.guard}): hits`, figures.hits);
    verdicts.mustBeZero(
      `spread guesses (${figures.guard}): real reads not answered 200`,
      figures.realReadsNot200,
    );
  }
  const guarded = spread[1];
  if (guarded) {
    verdicts.atLeast('spread guesses: miss answers held back (p50 ms)', guarded.missP50Ms, 1000);
    table(`What a scraper gets (${ORDERS.toLocaleString('en')} live orders, 128-bit ids)`, [
      scraperOdds(10_000, guarded.guessesPerSecond, ORDERS),
    ]);
  }
}
