import { photoDecodesBusy } from '../../platform/outcomes/outcome';

export interface DecodeLimits {
  /** Decodes running at once. Each holds one of libuv's threads (4 by default) until it is done. */
  concurrency: number;
  /** Bytes the running decodes may hold together, by their estimates; one larger than this runs alone. */
  memoryBytes: number;
  /** Decodes that may wait for their turn; one more is refused with 503 and Retry-After. */
  queue: number;
}

/**
 * Runs photo decodes within a process's budget: at most `concurrency` at once, their estimated memory within
 * `memoryBytes`, the rest in a short first-come queue; past the queue a decode is refused at once (503
 * `unavailable`, Retry-After), so uploads cannot pile work and memory up behind the ones running.
 */
export class DecodeGate {
  private running = 0;
  private heldBytes = 0;
  private readonly waiting: { bytes: number; start: () => void }[] = [];

  constructor(private readonly limits: DecodeLimits) {}

  /** Throws the 503 any decode asked for now would get (one would have to wait, and the queue is full). */
  refuseWhenFull(): void {
    const mustWait = this.waiting.length > 0 || this.running >= this.limits.concurrency;
    if (mustWait && this.waiting.length >= this.limits.queue) throw photoDecodesBusy();
  }

  /** Runs `decode` once its turn comes, holding `costBytes` of the budget while it runs. */
  async run<T>(costBytes: number, decode: () => Promise<T>): Promise<T> {
    const bytes = Math.min(costBytes, this.limits.memoryBytes);
    if (this.waiting.length === 0 && this.fits(bytes)) this.hold(bytes);
    else if (this.waiting.length >= this.limits.queue) throw photoDecodesBusy();
    else await new Promise<void>((start) => this.waiting.push({ bytes, start }));
    try {
      return await decode();
    } finally {
      this.release(bytes);
    }
  }

  /** Decodes running and waiting (for metrics and tests). */
  get load(): { running: number; waiting: number; heldBytes: number } {
    return { running: this.running, waiting: this.waiting.length, heldBytes: this.heldBytes };
  }

  private fits(bytes: number): boolean {
    if (this.running >= this.limits.concurrency) return false;
    return this.running === 0 || this.heldBytes + bytes <= this.limits.memoryBytes;
  }

  private hold(bytes: number): void {
    this.running += 1;
    this.heldBytes += bytes;
  }

  private release(bytes: number): void {
    this.running -= 1;
    this.heldBytes -= bytes;
    // First come, first served: a large decode at the head is not passed by smaller ones behind it.
    for (let next = this.waiting[0]; next && this.fits(next.bytes); next = this.waiting[0]) {
      this.waiting.shift();
      this.hold(next.bytes);
      next.start();
    }
  }
}
