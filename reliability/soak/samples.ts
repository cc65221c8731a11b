import { readdirSync, readFileSync } from 'node:fs';

export interface Sample {
  /** Seconds since the soak began. */
  t: number;
  instance: string;
  rssMiB: number;
  heapMiB: number;
  fds: number;
  /** Event-loop delay p99 (prom-client's nodejs_eventloop_lag_p99_seconds), in ms. */
  loopP99Ms: number;
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
    return {
      t,
      instance,
      rssMiB: rssMiB(pid),
      heapMiB: metric(text, 'nodejs_heap_size_used_bytes') / 2 ** 20,
      fds: readdirSync(`/proc/${pid}/fd`).length,
      loopP99Ms: metric(text, 'nodejs_eventloop_lag_p99_seconds') * 1000,
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
