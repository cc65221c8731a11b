import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { browserKeys } from '../../apps/server/src/features/push/local-push-service.test-support';

/** Every this-many-th message is decrypted with its browser's keys (all of them would load the shared CPU). */
const CHECK_EVERY = 100;

/**
 * A push service on loopback (RFC 8030) for many browsers: takes posts to /push/{n}, answers 201, and notes when
 * each arrived. A sample is decrypted as the browser would (RFC 8291), so a message that would not decrypt fails
 * the run instead of counting as sent.
 */
export async function startReceiver() {
  const browsers: ReturnType<typeof browserKeys>[] = [];
  const arrivals = new Map<number, number>();
  const checked: string[] = [];
  let onArrival = () => {};
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const at = performance.now();
      const index = Number((request.url ?? '').split('/').pop());
      const browser = browsers[index];
      if (!browser || arrivals.has(index)) {
        response.writeHead(browser ? 201 : 404).end();
        return;
      }
      arrivals.set(index, at);
      if (index % CHECK_EVERY === 0) checked.push(browser.decrypt(Buffer.concat(chunks)));
      response.writeHead(201).end();
      onArrival();
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    arrivals,
    /** The decrypted texts of the sample. */
    checked,
    /** A new browser's subscription (index `browsers.length`). */
    subscribe() {
      const browser = browserKeys();
      browsers.push(browser);
      return { endpoint: `http://127.0.0.1:${port}/push/${browsers.length - 1}`, keys: browser.keys };
    },
    /** Resolves once `count` browsers got their message, or after `timeoutMs`. */
    received(count: number, timeoutMs: number) {
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        onArrival = () => {
          if (arrivals.size < count) return;
          clearTimeout(timer);
          resolve();
        };
        onArrival();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
