import { setPriority } from 'node:os';
import { startFloor } from './floor-target';
import { measure, type Measurement } from './measure';
import { parseOptions, type BenchOptions } from './options';
import { printReport } from './report';
import { runScaledOut } from './scaled-out';
import { startTracking } from './tracking-target';

/*
 * npm run bench:live -- [--sockets 19500] [--orders 19500] [--stops-per-driver 20] [--rate 250] ...
 * Runs the same load against the tracking service and against a bare ws broadcast server (the floor), one after
 * the other on this machine, and prints both side by side. See options.ts for every flag; --instances 2 measures
 * the Redis hop between instances instead (scaled-out.ts).
 */

/** One instance on SQLite against the floor. */
async function runSingle(options: BenchOptions): Promise<void> {
  const results: Measurement[] = [];
  const tracking = await startTracking(options);
  try {
    if (options.targets.includes('tracking'))
      results.push(await measure(tracking.target, tracking.plan, options));
  } finally {
    await tracking.stop();
  }
  if (options.targets.includes('floor')) {
    const floor = await startFloor(tracking.plan);
    try {
      results.push(await measure(floor.target, tracking.plan, options));
    } finally {
      await floor.stop();
    }
  }
  printReport(options, results);
}

const options = parseOptions(process.argv.slice(2), process.env);
if (options.nice !== 0) setPriority(options.nice);
// Names for the JavaScript frames perf samples (perf-record.ts).
if (options.cpuParts) {
  process.env.BENCH_SERVER_NODE_ARGS = `${process.env.BENCH_SERVER_NODE_ARGS ?? ''} --perf-basic-prof-only-functions`;
}
await (options.instances === 2 ? runScaledOut(options) : runSingle(options));
