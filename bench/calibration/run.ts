import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { calibrate, deliveriesByAccount, windowRecord, type PastDelivery } from '@tracking/core';
import { calibrationRows } from '../../apps/server/src/features/eta-window/eta-window-service';
import { seededRandom } from '../../apps/server/src/platform/seeded-random';

/*
 * npm run bench:calibration -- [--deliveries 300000] [--accounts 200]
 * The arrival windows' daily calibration over a month of synthetic deliveries (each with an estimate in each of
 * the five horizon bands, as the store samples them; accounts of very different sizes, the largest taking a
 * sixth). Prints how long the event loop was held at once: by the calibration drawn in one piece (the floor, what
 * every page and socket of the instance waited for before) and by the service's, drawn in steps.
 */

const { values } = parseArgs({
  options: {
    deliveries: { type: 'string', default: '300000' },
    accounts: { type: 'string', default: '200' },
  },
});
const deliveryCount = Number(values.deliveries);
const accountCount = Number(values.accounts);
const MIN = 60_000;
const LEADS_MINUTES = [10, 25, 50, 100, 200];

function syntheticDeliveries(): PastDelivery[] {
  const random = seededRandom(5);
  // Account i takes a share in proportion to 1 / (i + 1): a few large merchants and many small ones.
  const weights = Array.from({ length: accountCount }, (_, index) => 1 / (index + 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const start = Date.UTC(2026, 9, 28);
  return weights.flatMap((weight, index) =>
    Array.from({ length: Math.round((deliveryCount * weight) / total) }, () => {
      const deliveredAtMs = start + Math.floor(random() * 30 * 24 * 60) * MIN;
      const estimates = LEADS_MINUTES.map((lead) => {
        const arrivalMs = deliveredAtMs + Math.round((random() - 0.5) * 30) * MIN;
        return { atMs: arrivalMs - lead * MIN, arrivalMs };
      });
      return { accountId: `account-${index}`, deliveredAtMs, estimates };
    }),
  );
}

/** The longest the event loop waited between two of its turns while `work` ran. */
async function longestHold(work: () => Promise<unknown>): Promise<{ wholeMs: number; longestMs: number }> {
  let longestMs = 0;
  let last = performance.now();
  let running = true;
  const probe = () => {
    const now = performance.now();
    longestMs = Math.max(longestMs, now - last);
    last = now;
    if (running) setImmediate(probe);
  };
  setImmediate(probe);
  const started = performance.now();
  await work();
  const wholeMs = performance.now() - started;
  running = false;
  longestMs = Math.max(longestMs, performance.now() - last);
  return { wholeMs, longestMs };
}

const deliveries = syntheticDeliveries();
const computedAt = new Date(Date.UTC(2026, 10, 27)).toISOString();
// The floor: the same calibration in one piece, each account's quantiles and record and the provider's.
const onePiece = await longestHold(async () => {
  const { accounts, provider } = calibrate(deliveries, 0.8);
  const byAccount = deliveriesByAccount(deliveries);
  for (const [accountId, own] of accounts) windowRecord(byAccount.get(accountId) ?? [], own, provider);
});
const inSteps = await longestHold(() => calibrationRows(deliveries, 0.8, computedAt));

const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`.padStart(10);
console.log(
  `\nArrival windows' calibration: ${deliveries.length.toLocaleString('en')} deliveries of ${accountCount} accounts ` +
    `(Node ${process.version}, ${cpus().length} cores)`,
);
console.log('                          whole      longest hold of the event loop');
console.log(`  in one piece (floor) ${ms(onePiece.wholeMs)}  ${ms(onePiece.longestMs)}`);
console.log(`  in steps (service)   ${ms(inSteps.wholeMs)}  ${ms(inSteps.longestMs)}`);
console.log(`  the longest hold is ${(inSteps.longestMs / onePiece.longestMs).toFixed(3)}x the floor's`);
