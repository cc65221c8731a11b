import { once } from 'node:events';
import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP link to a server on loopback that a test can cut and restore: one instance loses its connection (to
 * Redis, say) while the others keep theirs. While cut, every connection is dropped, and new ones at once.
 */
export class CuttableLink {
  private readonly sockets = new Set<Socket>();
  private cutOff = false;

  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  static async start(targetPort: number): Promise<CuttableLink> {
    const server = createServer();
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const address = server.address();
    const link = new CuttableLink(server, typeof address === 'object' && address ? address.port : 0);
    server.on('connection', (client: Socket) => link.accept(client, targetPort));
    return link;
  }

  cut(): void {
    this.cutOff = true;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  restore(): void {
    this.cutOff = false;
  }

  async stop(): Promise<void> {
    this.cut();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private accept(client: Socket, targetPort: number): void {
    if (this.cutOff) return void client.destroy();
    const upstream = createConnection(targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        this.sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  }
}
