import type { FrameSink } from './live-client';

/** A socket that records what was sent and lets a test decide how much is still unsent. */
export class FakeSink implements FrameSink {
  bufferedAmount = 0;
  readonly sent: unknown[] = [];
  closed: { code: number; reason: string } | undefined;
  terminated = false;

  send(data: Buffer): void {
    this.sent.push(JSON.parse(data.toString('utf8')));
  }

  close(code: number, reason: string): void {
    this.closed = { code, reason };
  }

  terminate(): void {
    this.terminated = true;
  }
}
