import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';

/** The value below which `share` (0..1) of the samples lie (nearest rank); 0 for no samples. */
export function percentile(samples: readonly number[], share: number): number {
  if (samples.length === 0) return 0;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

/** Milliseconds rounded to one decimal, for the tables. */
export const ms = (value: number) => Math.round(value * 10) / 10;

/** A loopback address of its own for client `index` (Linux answers all of 127.0.0.0/8), from `base`.x.y. */
export function loopbackAddress(base: number, index: number): string {
  return `127.${base}.${Math.floor(index / 250)}.${(index % 250) + 1}`;
}

/** Open descriptors and resident memory (KiB) of a process, from /proc. */
export function processUse(pid: number): { descriptors: number; rssKiB: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return {
    descriptors: readdirSync(`/proc/${pid}/fd`).length,
    rssKiB: Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0),
  };
}

/** A GET from a chosen source address: its status and how long the answer took (ms). */
export function timedGet(
  port: number,
  path: string,
  localAddress: string,
): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const outgoing = request({ host: '127.0.0.1', port, path, localAddress, agent: false }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
      );
    });
    outgoing.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    outgoing.end();
  });
}
