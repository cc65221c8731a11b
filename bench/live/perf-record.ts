import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cpuParts, perfSamples, type CpuPart } from './cpu-parts';

/** Samples a second: enough for parts of a few ms a second over a 15 s window, little enough to leave no mark. */
const HZ = 2000;

/**
 * Records the CPU of a process's main thread (its tid is its pid) with `perf` for `seconds`, then reads it by part.
 * The server must run with --perf-basic-prof-only-functions for its JavaScript frames to have names.
 */
export function recordCpuParts(pid: number, seconds: number): Promise<CpuPart[]> {
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-perf-'));
  const data = path.join(folder, 'perf.data');
  const args = ['record', '-e', 'cpu-clock', '-F', String(HZ), '-g', '-t', String(pid), '-o', data];
  const perf = spawn('perf', [...args, '--', 'sleep', String(seconds)], { stdio: 'ignore' });
  return new Promise((resolve, reject) => {
    perf.once('error', (error) =>
      reject(new Error(`perf did not start (is it installed?): ${error.message}`)),
    );
    perf.once('exit', (code) => {
      try {
        if (code !== 0) throw new Error(`perf record exited with ${code}`);
        const script = spawnSync('perf', ['script', '-i', data, '-F', 'ip,sym'], {
          encoding: 'utf8',
          maxBuffer: 1024 ** 3,
        });
        if (script.status !== 0) throw new Error(`perf script exited with ${script.status}`);
        resolve(cpuParts(perfSamples(script.stdout), seconds, HZ));
      } catch (error) {
        reject(error as Error);
      } finally {
        rmSync(folder, { recursive: true, force: true });
        // The symbol map node writes for perf: read by now, and megabytes for a long-running server.
        rmSync(`/tmp/perf-${pid}.map`, { force: true });
      }
    });
  });
}
