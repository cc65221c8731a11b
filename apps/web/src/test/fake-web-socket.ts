import type { SocketLike } from '../lib/live-socket';

/**
 * A WebSocket stand-in for unit tests of the page's live-update logic: it records what the page sends and lets
 * the test play the service (open, send a frame, close with a code). Browser tests use the real service.
 */
export class FakeWebSocket implements SocketLike {
  static instances: FakeWebSocket[] = [];

  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  readonly sent: string[] = [];
  /** The code the page closed this socket with, if it did. */
  closedWith: number | undefined;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  static reset(): void {
    FakeWebSocket.instances = [];
  }

  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }

  send(data: string): void {
    this.sent.push(data);
  }

  close(code = 1005): void {
    this.closedWith = code;
  }

  /**
   * The service accepts the socket, subscribes it to the order and sends the order's live view, as it does
   * before anything else (an open socket alone is not yet watching).
   */
  serverSubscribes(snapshot: Record<string, unknown> = {}): void {
    this.serverSends({ type: 'routeUpdate', ...snapshot });
  }

  /** Sends a frame the way the service does: JSON text (a string is sent as it is). */
  serverSends(message: unknown): void {
    const data = typeof message === 'string' ? message : JSON.stringify(message);
    this.onmessage?.call(this as never, new MessageEvent('message', { data }));
  }

  serverCloses(code: number): void {
    this.onclose?.call(this as never, new CloseEvent('close', { code }));
  }
}
