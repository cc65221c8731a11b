import { once } from 'node:events';
import { WebSocket } from 'ws';

export interface MemoryAfterGc {
  heapMiB: number;
  rssMiB: number;
}

const MIB = 1024 * 1024;

/**
 * The memory a process holds after a full collection, through its inspector (`--inspect=host:port`): the heap
 * then is what is still referenced, so a leak shows whatever the collector's pacing and the machine's load, where
 * the floors of periodic samples move with both (docs/reliability.md, Soak).
 */
export async function memoryAfterGc(inspectorPort: number): Promise<MemoryAfterGc> {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const url = targets[0]?.webSocketDebuggerUrl;
  if (!url) throw new Error('the inspector lists no target');
  const socket = new WebSocket(url);
  await once(socket, 'open');
  let nextId = 0;
  const call = async (method: string, params: object = {}) => {
    const id = ++nextId;
    socket.send(JSON.stringify({ id, method, params }));
    for (;;) {
      const [data] = (await once(socket, 'message')) as [Buffer];
      const message = JSON.parse(data.toString()) as { id?: number; result?: unknown; error?: unknown };
      if (message.id !== id) continue;
      if (message.error) throw new Error(`${method}: ${JSON.stringify(message.error)}`);
      return message.result as { result?: { value?: unknown } };
    }
  };
  try {
    // Twice: objects freed by the first collection's finalizers go in the second.
    await call('HeapProfiler.collectGarbage');
    await call('HeapProfiler.collectGarbage');
    const evaluated = await call('Runtime.evaluate', {
      expression: 'JSON.stringify(process.memoryUsage())',
      returnByValue: true,
    });
    const usage = JSON.parse(String(evaluated.result?.value)) as { heapUsed: number; rss: number };
    return { heapMiB: usage.heapUsed / MIB, rssMiB: usage.rss / MIB };
  } finally {
    socket.close();
  }
}
