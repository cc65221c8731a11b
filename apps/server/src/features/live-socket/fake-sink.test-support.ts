import type { FrameSink } from './live-client';
import type { LiveFrame } from './live-frame';

/** A socket that records what was sent and lets a test decide how much is still unsent. */
export class FakeSink implements FrameSink {
  bufferedAmount = 0;
  readonly sent: unknown[] = [];
  closed: { code: number; reason: string } | undefined;
  terminated = false;

  send(frame: LiveFrame): void {
    this.sent.push(JSON.parse(frame.data.toString('utf8')));
  }

  close(code: number, reason: string): void {
    this.closed = { code, reason };
  }

  terminate(): void {
    this.terminated = true;
  }
}
