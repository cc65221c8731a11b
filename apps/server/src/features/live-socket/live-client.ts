import type { LiveClientStats } from '../../platform/observability/live-stats';
import { parseClientMessage } from './client-message';
import { CLOSE_CODES, closeReason } from './close-codes';
import { PONG_FRAME, type LiveFrame } from './live-frame';

/** Where a live client's frames go: its connection (live-socket-routes), or a fake in unit tests. */
export interface FrameSink {
  readonly bufferedAmount: number;
  /** Writes the frame (JSON text in a text frame); the same frame object goes to every socket of its order. */
  send(frame: LiveFrame): void;
  close(code: number, reason: string): void;
  terminate(): void;
}

export interface SendLimits {
  /** Above this many unsent bytes the socket is congested: frames wait, and positions coalesce. */
  bufferBytes: number;
  /** A socket with more frames waiting than this is not reading at all: it is closed. */
  maxPendingFrames: number;
}

const NO_STATS: LiveClientStats = { sent: () => {}, coalesced: () => {} };

export const DEFAULT_SEND_LIMITS: SendLimits = { bufferBytes: 64 * 1024, maxPendingFrames: 32 };

/**
 * One recipient's socket. A congested socket never holds up the others: its frames wait here instead of in
 * memory of the socket, a newer position replaces a waiting one, and a socket that stops reading is closed.
 */
export class LiveClient {
  /** Answered since the last heartbeat ping. */
  alive = true;
  private pending: LiveFrame[] | undefined;
  private closing = false;

  constructor(
    readonly trackingId: string,
    private readonly sink: FrameSink,
    private readonly limits: SendLimits = DEFAULT_SEND_LIMITS,
    private readonly stats: LiveClientStats = NO_STATS,
    /** What this socket's audience may see of each frame (a share link's); the order's own frames otherwise. */
    private readonly shape: (frame: LiveFrame) => LiveFrame = (frame) => frame,
  ) {}

  send(unshaped: LiveFrame): void {
    if (this.closing) return;
    const frame = this.shape(unshaped);
    if (this.pending || this.sink.bufferedAmount > this.limits.bufferBytes) this.enqueue(frame);
    else this.write(frame);
  }

  /** The socket wrote out its buffer: send what waited, in order. */
  drained(): void {
    const pending = this.pending;
    this.pending = undefined;
    for (const frame of pending ?? []) this.send(frame);
  }

  /** A message arrived from the page: any valid message proves it is alive; a ping gets a pong. */
  received(data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean): void {
    const message = parseClientMessage(data, isBinary);
    if (!message) return;
    this.alive = true;
    if (message.type === 'ping') this.send(PONG_FRAME);
  }

  close(code: number, reason: string): void {
    if (this.closing) return;
    this.closing = true;
    this.pending = undefined;
    this.sink.close(code, reason);
  }

  /** Drops a client that stopped answering, without a closing handshake it would not answer either. */
  terminate(): void {
    this.closing = true;
    this.pending = undefined;
    this.sink.terminate();
  }

  private enqueue(frame: LiveFrame): void {
    const pending = (this.pending ??= []);
    if (frame.coalesce) {
      const older = pending.findIndex((waiting) => waiting.coalesce);
      if (older >= 0) {
        pending.splice(older, 1);
        this.stats.coalesced();
      }
    }
    pending.push(frame);
    if (pending.length > this.limits.maxPendingFrames)
      this.close(CLOSE_CODES.tooSlow, closeReason(CLOSE_CODES.tooSlow));
  }

  private write(frame: LiveFrame): void {
    this.sink.send(frame);
    this.stats.sent();
    if (frame.closeCode !== undefined) this.close(frame.closeCode, closeReason(frame.closeCode));
  }
}
