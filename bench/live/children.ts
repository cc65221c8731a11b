import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Starts one of this folder's scripts as a child process with an IPC channel, running TypeScript through tsx;
 * `nodeArgs` are extra node flags (a profiler, say).
 */
export function forkScript(
  script: string,
  args: string[] = [],
  env: NodeJS.ProcessEnv = process.env,
  nodeArgs: string[] = [],
): ChildProcess {
  const path = fileURLToPath(new URL(script, import.meta.url));
  return fork(path, args, {
    execArgv: [...nodeArgs, '--import', 'tsx'],
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

/** The next IPC message of the given type from a child. */
export function nextMessage<T extends { type: string }>(child: ChildProcess, type: T['type']): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: T) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message);
    };
    const onExit = (code: number | null) =>
      reject(new Error(`child exited (${code}) before sending ${type}`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
