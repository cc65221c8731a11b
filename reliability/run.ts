import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { measureDurability } from './durability';
import { measureEnumeration } from './enumeration';
import { runFaults } from './faults/run-faults';
import { runAttacks } from './attacks/run-attacks';
import { runGreedy } from './greedy/run-greedy';
import { fuzzHttp } from './fuzz/fuzz-http';
import { fuzzSocket } from './fuzz/fuzz-socket';
import { measureReconnect } from './reconnect';
import { printTable, Verdicts } from './support/report';

/*
 * npm run test:reliability -- [--size ci|full] [--only fuzz,enumeration,attacks,durability,reconnect,greedy,faults] [--seed N]
 * Needs the built service (npm run build). Prints each figure; exits 1 when a must-be-zero figure is not zero.
 * TEST_DATABASE_URL also runs the durability part on PostgreSQL.
 */
const SIZES = {
  ci: { fuzzRuns: 1000, probes: 300, kills: 15, clients: 1000 },
  full: { fuzzRuns: 10_000, probes: 3000, kills: 50, clients: 1000 },
} as const;

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: 'ci' },
    only: { type: 'string', default: 'fuzz,enumeration,attacks,durability,reconnect,greedy,faults' },
    seed: { type: 'string', default: String(Date.now() % 1_000_000) },
  },
});
const size = SIZES[values.size === 'full' ? 'full' : 'ci'];
const parts = new Set(values.only.split(','));
const seed = Number(values.seed);
const verdicts = new Verdicts();

let crashes = 0;
process.on('uncaughtException', (error) => {
  crashes += 1;
  process.stderr.write(`uncaught exception: ${error.stack ?? String(error)}\n`);
});
process.on('unhandledRejection', (error) => {
  crashes += 1;
  process.stderr.write(`unhandled rejection: ${String(error)}\n`);
});

process.env.RELIABILITY_TMP = mkdtempSync(path.join(tmpdir(), 'tracking-reliability-'));
process.stdout.write(`Reliability run: size ${values.size}, seed ${seed}, parts ${[...parts].join(', ')}\n`);

if (parts.has('fuzz')) {
  const figures = [...(await fuzzHttp(size.fuzzRuns, seed)), ...(await fuzzSocket(size.fuzzRuns, seed))];
  printTable(
    'Hostile input (fast-check, app.inject and a real ws client; a target per OpenAPI operation)',
    ['endpoint', 'inputs', 'answers', 'responses >= 500', 'off the error contract', 'ms'],
    figures.map((figure) => [
      figure.endpoint,
      figure.inputs,
      JSON.stringify(figure.statuses),
      figure.serverErrors,
      figure.offContract ?? 0,
      figure.ms ?? 0,
    ]),
  );
  for (const figure of figures) {
    verdicts.mustBeZero(`${figure.endpoint}: responses >= 500`, figure.serverErrors, figure.counterexample);
    verdicts.mustBeZero(
      `${figure.endpoint}: errors off the contract (shape, code, internals)`,
      figure.offContract ?? 0,
      figure.counterexample,
    );
    verdicts.atLeast(`${figure.endpoint}: inputs`, figure.inputs, size.fuzzRuns);
  }
  const polluted = Object.keys(Object.prototype).length + ('polluted' in {} ? 1 : 0);
  verdicts.mustBeZero('prototype pollution (keys on Object.prototype)', polluted);
  verdicts.mustBeZero('process crashes during fuzzing', crashes);
}

if (parts.has('enumeration')) {
  const figures = await measureEnumeration(size.probes);
  printTable('Enumeration (default limit: 20 misses a minute)', Object.keys(figures), [
    Object.values(figures),
  ]);
  verdicts.mustBeZero('enumeration hits', figures.hits);
  verdicts.mustBeZero('misses allowed beyond the limit', Math.max(0, figures.missesBeforeFirst429 - 20));
  verdicts.mustBeZero('other client refused', figures.otherClientReads - figures.otherClientOk);
}

if (parts.has('attacks')) await runAttacks(values.size, verdicts);
if (parts.has('greedy')) await runGreedy(values.size, verdicts);

if (parts.has('durability')) {
  for (const figures of await measureDurability(size.kills)) {
    printTable(`Durability under SIGKILL (${figures.engine})`, Object.keys(figures), [
      Object.values(figures),
    ]);
    verdicts.mustBeZero(`${figures.engine}: acknowledged writes lost`, figures.lost);
    verdicts.atLeast(`${figures.engine}: kills`, figures.kills, size.kills);
  }
}

if (parts.has('reconnect')) {
  for (const figures of await measureReconnect(size.clients)) {
    printTable(`Restart and reconnect (${figures.restart})`, Object.keys(figures), [Object.values(figures)]);
    verdicts.mustBeZero(
      `${figures.restart}: clients without a fresh position within 10 s`,
      figures.clients - figures.freshWithin10s,
    );
  }
}

if (parts.has('faults')) await runFaults(values.size === 'full' ? 'full' : 'ci', verdicts);

verdicts.mustBeZero('process crashes', crashes);
rmSync(process.env.RELIABILITY_TMP, { recursive: true, force: true });
process.exit(verdicts.report() ? 0 : 1);
