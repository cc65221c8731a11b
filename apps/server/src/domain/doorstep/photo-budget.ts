import { tooManyDoorstepPhotos } from '../../errors';

const HOUR_MS = 60 * 60 * 1000;
/** Doorstep photos one order takes an hour: a few tries to get the door right. */
export const DOORSTEP_PHOTOS_PER_ORDER = 5;
/** Doorstep photos one address group (IPv6: its /64) sends an hour, over every order: a household behind one NAT. */
export const DOORSTEP_PHOTOS_PER_ADDRESS = 30;

/** A count per key in fixed windows: `limit` takes per `windowMs`, the window starting at a key's first take. */
export class FixedWindowLimit {
  private readonly windows = new Map<string, { endsAt: number; count: number }>();
  private sweepAt = 1024;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Milliseconds until `key` may take again; 0 when it may now. */
  waitMs(key: string, now: number): number {
    const window = this.windows.get(key);
    if (!window || window.endsAt <= now || window.count < this.limit) return 0;
    return window.endsAt - now;
  }

  take(key: string, now: number): void {
    const window = this.windows.get(key);
    if (window && window.endsAt > now) window.count += 1;
    else this.windows.set(key, { endsAt: now + this.windowMs, count: 1 });
    if (this.windows.size >= this.sweepAt) this.sweep(now);
  }

  /** Gives a take back (its work was refused before it started). */
  giveBack(key: string): void {
    const window = this.windows.get(key);
    if (window && window.count > 0) window.count -= 1;
  }

  /** Forgets ended windows once the map has doubled, so keys seen once do not stay. */
  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
    this.sweepAt = Math.max(1024, this.windows.size * 2);
  }
}

/**
 * What doorstep photos may cost: a few an hour per order and per address group, counted per instance. A photo
 * counts once its header passed (it goes on to the decoder); one refused from its header, or turned away because
 * the decoders were busy, does not. Beyond it: 429 with Retry-After, before anything is decoded or stored.
 */
export class DoorstepPhotoBudget {
  private readonly perOrder = new FixedWindowLimit(DOORSTEP_PHOTOS_PER_ORDER, HOUR_MS);
  private readonly perAddress = new FixedWindowLimit(DOORSTEP_PHOTOS_PER_ADDRESS, HOUR_MS);

  constructor(private readonly now: () => Date) {}

  /** Throws 429 when the order or the address has sent its photos this hour. */
  check(trackingId: string, address: string): void {
    const now = this.now().getTime();
    const waitMs = Math.max(this.perOrder.waitMs(trackingId, now), this.perAddress.waitMs(address, now));
    if (waitMs > 0) throw tooManyDoorstepPhotos(Math.ceil(waitMs / 1000));
  }

  /** Takes one photo of both budgets (429 when either is spent); the returned function gives it back. */
  take(trackingId: string, address: string): () => void {
    this.check(trackingId, address);
    const now = this.now().getTime();
    this.perOrder.take(trackingId, now);
    this.perAddress.take(address, now);
    return () => {
      this.perOrder.giveBack(trackingId);
      this.perAddress.giveBack(address);
    };
  }
}
