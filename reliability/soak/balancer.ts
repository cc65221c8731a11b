import type { Service } from '../support/service';
import { sleep } from '../support/service';

/**
 * The soak's client side of a load balancer: it polls each instance's /readyz and sends only to the ready ones;
 * a refused connection (an instance gone between two polls) is retried once on another instance.
 */
export class Balancer {
  private readonly ready = new Map<Service, boolean>();
  private turn = 0;
  private stopped = false;
  /** Requests sent to an instance after its /readyz answered 503: must stay 0. */
  sentToDraining = 0;
  readonly draining = new Set<Service>();

  constructor(readonly services: Service[]) {
    for (const service of services) this.ready.set(service, true);
  }

  /** Polls /readyz every `everyMs` until stopped. */
  async watch(everyMs = 200): Promise<void> {
    while (!this.stopped) {
      await Promise.all(
        this.services.map(async (service) => {
          const status = await fetch(`${service.baseUrl}/readyz`, { signal: AbortSignal.timeout(1000) }).then(
            (response) => (void response.arrayBuffer(), response.status),
            () => 0,
          );
          if (status === 503) this.draining.add(service);
          else if (status === 200) this.draining.delete(service);
          this.ready.set(service, status === 200);
        }),
      );
      await sleep(everyMs);
    }
  }

  stop(): void {
    this.stopped = true;
  }

  /** Takes an instance out at once, as a deploy tells its balancer before it signals the process. */
  markDown(service: Service): void {
    this.ready.set(service, false);
  }

  /** The next ready instance, round robin (any, when none says ready). */
  pick(except?: Service): Service {
    const candidates = this.services.filter((service) => service !== except && this.ready.get(service));
    const pool = candidates.length > 0 ? candidates : this.services.filter((service) => service !== except);
    const chosen = pool[this.turn++ % pool.length] ?? this.services[0];
    if (!chosen) throw new Error('no instance');
    return chosen;
  }

  /** fetch through the balancer: `path` on a ready instance, once more on another when refused. */
  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const first = this.pick();
    try {
      return await this.send(first, path, init);
    } catch (error) {
      if (!isRefused(error)) throw error;
      return this.send(this.pick(first), path, init);
    }
  }

  private send(service: Service, path: string, init: RequestInit): Promise<Response> {
    if (this.draining.has(service)) this.sentToDraining += 1;
    return fetch(`${service.baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(10_000) });
  }
}

/** A connection refused or reset before any answer: what a client retries on another instance. */
export function isRefused(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  return cause?.code === 'ECONNREFUSED' || cause?.code === 'ECONNRESET' || cause?.code === 'UND_ERR_SOCKET';
}
