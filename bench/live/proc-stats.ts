import { readdirSync, readFileSync } from 'node:fs';

const CLOCK_TICKS_PER_SECOND = 100;

/** CPU time a process has spent so far in its own code and in the kernel, in ms, from /proc/<pid>/stat. */
export function cpuTimes(pid: number): { userMs: number; systemMs: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticksToMs = (field: string | undefined) => (Number(field) * 1000) / CLOCK_TICKS_PER_SECOND;
  return { userMs: ticksToMs(fields[11]), systemMs: ticksToMs(fields[12]) };
}

/** CPU time (user + system) a process has used so far, in ms. */
export function cpuMs(pid: number): number {
  const { userMs, systemMs } = cpuTimes(pid);
  return userMs + systemMs;
}

/** Resident memory of a process, in bytes, from /proc/<pid>/status. */
export function rssBytes(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? 0) * 1024;
}

/** Open file descriptors of a process. */
export function openFiles(pid: number): number {
  return readdirSync(`/proc/${pid}/fd`).length;
}

/** The machine's 1-minute load average: other work on the same cores shows up in every figure. */
export function loadAverage(): number {
  return Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);
}
