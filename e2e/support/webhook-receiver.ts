import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/**
 * A provider's webhook endpoint on a loopback port for browser tests: keeps every call, answers 204, and reads
 * them back verified with the endpoint's secret, as a receiver built on `standardwebhooks` would.
 */
export class E2eWebhookReceiver {
  private readonly calls: { headers: IncomingHttpHeaders; body: string }[] = [];
  private readonly server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      this.calls.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });

  static async start(): Promise<E2eWebhookReceiver> {
    const receiver = new E2eWebhookReceiver();
    receiver.server.listen(0, '127.0.0.1');
    await once(receiver.server, 'listening');
    return receiver;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }

  /** Every call's body, each verified with `secret` (throws on a bad signature). */
  verified(secret: string): { type: string; data: Record<string, unknown> }[] {
    const webhook = new Webhook(secret);
    return this.calls.map(({ headers, body }) => {
      const header = (name: string) => String(headers[name] ?? '');
      const signature = {
        'webhook-id': header('webhook-id'),
        'webhook-timestamp': header('webhook-timestamp'),
        'webhook-signature': header('webhook-signature'),
      };
      return webhook.verify(body, signature) as { type: string; data: Record<string, unknown> };
    });
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    this.server.close();
    await once(this.server, 'close');
  }
}
