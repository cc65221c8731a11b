import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

/** The Standard Webhooks headers of a received call, as `Webhook#verify` takes them. */
export function signatureHeaders(received: ReceivedWebhook): Record<string, string> {
  const header = (name: string) => String(received.headers[name] ?? '');
  return {
    'webhook-id': header('webhook-id'),
    'webhook-timestamp': header('webhook-timestamp'),
    'webhook-signature': header('webhook-signature'),
  };
}

/**
 * A provider's webhook endpoint on a loopback port: it keeps every call and answers with the statuses queued in
 * `answers` (then `fallback`). `stop()` closes the port, so the service finds nobody there; `listen()` brings it
 * back on the same port.
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  readonly answers: number[] = [];
  fallback = 200;
  /** How long each answer takes: a slow receiver widens the window two senders could overlap in. */
  delayMs = 0;
  private server: Server;
  private waiters: { count: number; resolve: () => void }[] = [];

  private constructor(public port: number) {
    this.server = this.createServer();
  }

  static async start(port = 0): Promise<WebhookReceiver> {
    const receiver = new WebhookReceiver(port);
    await receiver.listen();
    return receiver;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/hooks/tracking`;
  }

  /** The webhook-id of each call, in arrival order. */
  get ids(): string[] {
    return this.received.map((call) => String(call.headers['webhook-id']));
  }

  async listen(): Promise<void> {
    this.server = this.createServer();
    this.server.listen(this.port, '127.0.0.1');
    await once(this.server, 'listening');
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  /** Resolves once `count` calls arrived; rejects after `timeoutMs` naming how many did. */
  waitFor(count: number, timeoutMs = 15_000): Promise<ReceivedWebhook[]> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`expected ${count} webhook calls, got ${this.received.length}`)),
        timeoutMs,
      );
      const done = () => {
        clearTimeout(timer);
        resolve(this.received.slice(0, count));
      };
      if (this.received.length >= count) done();
      else this.waiters.push({ count, resolve: done });
    });
  }

  private createServer(): Server {
    return createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        this.received.push({ headers: request.headers, body: Buffer.concat(chunks).toString() });
        const status = this.answers.shift() ?? this.fallback;
        setTimeout(() => response.writeHead(status).end(), this.delayMs);
        const ready = this.waiters.filter((waiter) => this.received.length >= waiter.count);
        this.waiters = this.waiters.filter((waiter) => !ready.includes(waiter));
        for (const waiter of ready) waiter.resolve();
      });
    });
  }
}

/** A Standard Webhooks secret for tests. */
export const TEST_WEBHOOK_SECRET = `whsec_${Buffer.alloc(32, 42).toString('base64')}`;

/**
 * WEBHOOK_EVENTS for suites about what recipients do: the events of their changes only, not the status events
 * every order's creation sends.
 */
export const RECIPIENT_EVENTS = 'preferences.updated,feedback.received,order.anonymised';
