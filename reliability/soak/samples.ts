import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

export interface Sample {
  /** Seconds since the soak began. */
  t: number;
  instance: string;
  rssMiB: number;
  heapMiB: number;
  fds: number;
  /** Event-loop delay p99 (prom-client's nodejs_eventloop_lag_p99_seconds), in ms. */
  loopP99Ms: number;
  /** Event-loop delay max over the same 10 s, in ms. */
  loopMaxMs: number;
  /**
   * Of each second since the last sample, the ms the process was ready to run but waited for a core
   * (/proc/<pid>/schedstat's run delay): time the loop lost to other processes, not to its own work.
   */
  runQueueMsPerS: number;
  /** Of each second since the last sample, the ms spent in garbage collection (nodejs_gc_duration_seconds). */
  gcMsPerS: number;
  /** Of each second since the last sample, the ms of CPU the process used (user and system). */
  cpuMsPerS: number;
  /** The machine's 1-minute load average. */
  load: number;
  /** The first sample of a process: its loop delay covers the start-up, before it took traffic. */
  fresh: boolean;
}

/** Resident set size of a process, MiB, from /proc. */
function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kib / 1024;
}

function metric(text: string, name: string): number {
  const line = text.split('\n').find((row) => row.startsWith(`${name} `) || row.startsWith(`${name}{`));
  return Number(line?.split(' ').at(-1) ?? Number.NaN);
}

/** The sum of every series of a metric (GC time is kept per kind of collection). */
function metricSum(text: string, name: string): number {
  return text
    .split('\n')
    .filter((row) => row.startsWith(`${name} `) || row.startsWith(`${name}{`))
    .reduce((sum, row) => sum + Number(row.split(' ').at(-1) ?? 0), 0);
}

/** Nanoseconds the process has waited on a run queue since it started. */
function runDelayNs(pid: number): number {
  return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1] ?? 0);
}

/** CPU ms the process has used since it started (utime + stime, in clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 10;
}

/** The last reading of each process, to turn running totals into rates. */
const previous = new Map<number, { at: number; runDelayNs: number; gcS: number; cpuMs: number }>();

/** One sample of an instance: memory and descriptors from /proc, heap and loop delay from its metrics port. */
export async function sampleInstance(
  t: number,
  instance: string,
  pid: number,
  metricsPort: number,
): Promise<Sample | undefined> {
  try {
    const text = await fetch(`http://127.0.0.1:${metricsPort}/metrics`, {
      signal: AbortSignal.timeout(5000),
    }).then((response) => response.text());
    const now = {
      at: performance.now(),
      runDelayNs: runDelayNs(pid),
      gcS: metricSum(text, 'nodejs_gc_duration_seconds_sum'),
      cpuMs: cpuMs(pid),
    };
    const before = previous.get(pid);
    previous.set(pid, now);
    // A process's first sample: rates over the second before it (its loop delay covers the start-up anyway).
    const since = before ?? { ...now, at: now.at - 1000 };
    const seconds = (now.at - since.at) / 1000;
    return {
      t,
      instance,
      rssMiB: rssMiB(pid),
      heapMiB: metric(text, 'nodejs_heap_size_used_bytes') / 2 ** 20,
      fds: readdirSync(`/proc/${pid}/fd`).length,
      loopP99Ms: metric(text, 'nodejs_eventloop_lag_p99_seconds') * 1000,
      loopMaxMs: metric(text, 'nodejs_eventloop_lag_max_seconds') * 1000,
      runQueueMsPerS: (now.runDelayNs - since.runDelayNs) / 1e6 / seconds,
      gcMsPerS: ((now.gcS - since.gcS) * 1000) / seconds,
      cpuMsPerS: (now.cpuMs - since.cpuMs) / seconds,
      load: loadavg()[0] ?? 0,
      fresh: !before,
    };
  } catch {
    return undefined; // the instance is restarting
  }
}

/** Latencies of one kind in one time slot. */
export class Latencies {
  private readonly slots = new Map<number, number[]>();

  add(t: number, ms: number): void {
    const slot = Math.floor(t / 10);
    const list = this.slots.get(slot) ?? [];
    list.push(ms);
    this.slots.set(slot, list);
  }

  /** p99 of the values recorded between `from` and `to` seconds. */
  p99(from: number, to: number): number {
    const values = [...this.slots.entries()]
      .filter(([slot]) => slot * 10 >= from && slot * 10 < to)
      .flatMap(([, list]) => list)
      .sort((a, b) => a - b);
    return values[Math.min(values.length - 1, Math.floor(values.length * 0.99))] ?? 0;
  }

  /** p99 per 10 s slot, for the chart. */
  series(): { t: number; value: number }[] {
    return [...this.slots.keys()]
      .sort((a, b) => a - b)
      .map((slot) => ({ t: slot * 10, value: this.p99(slot * 10, slot * 10 + 10) }));
  }
}
