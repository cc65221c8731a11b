import type { Verdicts } from '../support/report';
import { chartSvg } from './chart';
import type { MemoryAfterGc } from './heap-after-gc';
import type { Latencies, Sample } from './samples';

/** An instance's memory after a full collection, at t seconds, inside the growth window. */
export interface Collected extends MemoryAfterGc {
  t: number;
  instance: string;
}

export interface SoakRun {
  samples: Sample[];
  collected: Collected[];
  reads: Latencies;
  pushes: Latencies;
  /** Growth is measured from here (10 min at full size, 1 min at CI size)... */
  warmupS: number;
  /** ...to the first restart, where each process's curve starts over. */
  leakEndS: number;
  endS: number;
  /**
   * A run of 30 minutes or more: only it judges what five minutes measure as noise, latency drift (50 s windows
   * around two restarts) and how many loop samples the machine let be judged; a shorter run reports them.
   */
  fullSize: boolean;
  verdicts: Verdicts;
}

/**
 * A process that waited for a core more than this many ms of each second (/proc/<pid>/schedstat): its event-loop
 * delay then measures the machine, not the service (docs/reliability.md, Soak: the loop delay and its causes).
 */
export const STARVED_MS_PER_S = 250;

const round = (value: number) => Math.round(value * 10) / 10;
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
const min = (values: number[]) => Math.min(...values);
const max = (values: number[]) => Math.max(...values);

/**
 * Growth of a curve between the first and last third of the window: the floor of each (memory between two
 * collections rises and falls; a leak lifts the floor), in percent of the first.
 */
function growthPercent(values: number[]): number {
  const third = Math.max(1, Math.floor(values.length / 3));
  const early = min(values.slice(0, third));
  const late = min(values.slice(-third));
  return round(((late - early) / early) * 100);
}

/**
 * p99 drift from the first to the last sixth of the run (an hour's first and last ten minutes): counted when over
 * 20 % and over 5 ms.
 */
function drift(
  latencies: Latencies,
  endS: number,
): { first: number; last: number; percent: number; bad: boolean } {
  const first = latencies.p99(0, endS / 6);
  const last = latencies.p99((endS * 5) / 6, endS + 1);
  const percent = round(((last - first) / Math.max(first, 1e-9)) * 100);
  return { first: round(first), last: round(last), percent, bad: percent > 20 && last - first > 5 };
}

/** The soak's figures and verdicts on leaks, descriptors, loop delay and latency drift; and its chart. */
export function judge(run: SoakRun) {
  const figures: Record<string, string | number> = {};
  for (const instance of ['a', 'b']) {
    const own = run.samples.filter((sample) => sample.instance === instance);
    const window = own.filter((sample) => sample.t >= run.warmupS && sample.t < run.leakEndS);
    if (window.length < 3) {
      run.verdicts.atLeast(`${instance}: samples in the growth window`, window.length, 3);
      continue;
    }
    const rss = growthPercent(window.map((sample) => sample.rssMiB));
    const heap = growthPercent(window.map((sample) => sample.heapMiB));
    const collected = run.collected.filter((memory) => memory.instance === instance);
    const first = collected[0];
    const last = collected.at(-1);
    const third = Math.max(1, Math.floor(window.length / 3));
    // Floors, as for memory: a burst of the client's connections lifts one sample; a leak lifts the floor.
    const fdsEarly = min(window.slice(0, third).map((sample) => sample.fds));
    const fdsLate = min(window.slice(-third).map((sample) => sample.fds));
    // The loop is judged where it measures the service: not in a process's first sample (its start-up, before it
    // took traffic), nor where the process waited for a core more than a quarter of the time.
    const running = own.filter((sample) => !sample.fresh);
    const judged = running.filter((sample) => sample.runQueueMsPerS <= STARVED_MS_PER_S);
    const starved = running.filter((sample) => sample.runQueueMsPerS > STARVED_MS_PER_S);
    const loop = max([0, ...judged.map((sample) => sample.loopP99Ms)]);
    figures[`${instance}: RSS MiB (window start, end)`] =
      `${round(window[0]?.rssMiB ?? 0)}, ${round(window.at(-1)?.rssMiB ?? 0)}`;
    figures[`${instance}: RSS and heap growth %, floors of the samples`] = `${rss}, ${heap}`;
    const afterGc = (pick: (memory: MemoryAfterGc) => number) =>
      first && last ? round(((pick(last) - pick(first)) / pick(first)) * 100) : 0;
    const heapAfterGc = afterGc((memory) => memory.heapMiB);
    const rssAfterGc = afterGc((memory) => memory.rssMiB);
    figures[`${instance}: after a full collection, heap MiB (first, last; ${collected.length} taken)`] =
      `${round(first?.heapMiB ?? 0)}, ${round(last?.heapMiB ?? 0)} (${heapAfterGc} %)`;
    figures[`${instance}: after a full collection, heap MiB at each reading`] = collected
      .map((memory) => round(memory.heapMiB))
      .join(' ');
    figures[`${instance}: after a full collection, RSS MiB (first, last)`] =
      `${round(first?.rssMiB ?? 0)}, ${round(last?.rssMiB ?? 0)} (${rssAfterGc} %)`;
    figures[`${instance}: descriptors (early floor, late floor)`] = `${fdsEarly}, ${fdsLate}`;
    figures[`${instance}: event-loop delay p99, worst judged sample ms`] = round(loop);
    figures[`${instance}: samples judged, starved of CPU, start-up`] =
      `${judged.length}, ${starved.length}, ${own.length - running.length}`;
    figures[`${instance}: loop p99 worst when starved, ms`] = round(
      max([0, ...starved.map((sample) => sample.loopP99Ms)]),
    );
    figures[`${instance}: CPU, run-queue wait, GC ms/s (mean)`] = [
      mean(running.map((sample) => sample.cpuMsPerS)),
      mean(running.map((sample) => sample.runQueueMsPerS)),
      mean(running.map((sample) => sample.gcMsPerS)),
    ]
      .map((value) => Math.round(value))
      .join(', ');
    figures[`${instance}: GC ms/s, worst sample`] = round(max([0, ...running.map((s) => s.gcMsPerS)]));
    // Memory is judged after full collections: what is still referenced, whatever the collector's pacing.
    run.verdicts.atLeast(`${instance}: memory readings after a full collection`, collected.length, 2);
    run.verdicts.mustBeZero(`${instance}: heap growth over 5 %`, heapAfterGc > 5 ? heapAfterGc : 0);
    run.verdicts.mustBeZero(`${instance}: RSS growth over 5 %`, rssAfterGc > 5 ? rssAfterGc : 0);
    run.verdicts.mustBeZero(
      `${instance}: descriptors grown by more than 10`,
      fdsLate - fdsEarly > 10 ? fdsLate - fdsEarly : 0,
    );
    run.verdicts.mustBeZero(`${instance}: event-loop delay p99 over 50 ms`, loop >= 50 ? round(loop) : 0);
    // A run on a machine too busy to judge the loop at all must not pass for one that judged it.
    if (run.fullSize)
      run.verdicts.atLeast(
        `${instance}: samples with the loop judged (not starved of CPU), of ${running.length}`,
        judged.length,
        Math.ceil(running.length / 2),
      );
  }
  for (const [name, latencies] of [
    ['read', run.reads],
    ['push', run.pushes],
  ] as const) {
    const figure = drift(latencies, run.endS);
    figures[`${name} p99 ms (first sixth, last sixth)`] =
      `${figure.first}, ${figure.last} (${figure.percent} %)`;
    if (run.fullSize)
      run.verdicts.mustBeZero(`${name} p99 drift over 20 % and 5 ms`, figure.bad ? figure.percent : 0);
  }
  const curve = (label: string, pick: (sample: Sample) => number, instance: string) => ({
    label: `${label} ${instance}`,
    points: run.samples
      .filter((sample) => sample.instance === instance)
      .map((sample) => ({ t: sample.t, value: pick(sample) })),
  });
  const both = (label: string, pick: (sample: Sample) => number) =>
    ['a', 'b'].map((instance) => curve(label, pick, instance));
  const chart = (title: string) =>
    chartSvg(
      title,
      [
        { title: 'RSS', unit: 'MiB', curves: both('RSS', (sample) => sample.rssMiB) },
        { title: 'V8 heap used', unit: 'MiB', curves: both('heap', (sample) => sample.heapMiB) },
        {
          title: 'Heap after a full collection',
          unit: 'MiB',
          curves: ['a', 'b'].map((instance) => ({
            label: `after GC ${instance}`,
            points: run.collected
              .filter((memory) => memory.instance === instance)
              .map((memory) => ({ t: memory.t, value: memory.heapMiB })),
          })),
        },
        { title: 'Open descriptors', unit: '', curves: both('fds', (sample) => sample.fds) },
        { title: 'Event-loop delay p99', unit: 'ms', curves: both('loop p99', (sample) => sample.loopP99Ms) },
        {
          title: `Waited for a core (judged up to ${STARVED_MS_PER_S})`,
          unit: 'ms/s',
          curves: both('run queue', (sample) => sample.runQueueMsPerS),
        },
        {
          title: 'Client p99 per 10 s',
          unit: 'ms',
          curves: [
            { label: 'read p99', points: run.reads.series() },
            { label: 'push p99', points: run.pushes.series() },
          ],
        },
      ],
      run.endS,
      [run.leakEndS],
    );
  return { figures, chart };
}
