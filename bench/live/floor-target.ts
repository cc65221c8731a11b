import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { forkScript, nextMessage } from './children';
import type { LoadPlan } from './load-plan';
import type { Target } from './measure';

/** Starts the bare ws broadcast server for the same plan, with the service's extra node flags (its profiler). */
export async function startFloor(plan: LoadPlan): Promise<{ target: Target; stop: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-floor-'));
  const planFile = path.join(dir, 'plan.json');
  writeFileSync(planFile, JSON.stringify(plan));
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const floor = forkScript('floor-server.ts', [planFile], process.env, nodeArgs);
  const { port } = await nextMessage<{ type: 'listening'; port: number }>(floor, 'listening');
  const target = {
    name: 'floor',
    pid: floor.pid ?? 0,
    baseUrl: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}/ws`,
    ingestKey: 'floor',
  };
  const stop = async () => {
    const exited = new Promise((resolve) => floor.once('exit', resolve));
    floor.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  return { target, stop };
}
