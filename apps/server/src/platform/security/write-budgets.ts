import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { tooManyRequests } from '../outcomes/outcome';
import { callbackHook } from '../http/callback-hook';
import type { AppInstance } from '../http/zod-provider';
import { addressGroup } from './address-group';
import type { BudgetCounter, BudgetDraw } from './budget-counter';
import { retryAfterSeconds } from './enumeration-guard';
import type { RouteBudget, WriteBudget } from './write-budget';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a call may cost (checked before the handler, 429 beyond it), or why the route is exempt. */
    budget?: RouteBudget;
  }
  interface FastifyRequest {
    /** Draws one use of `budget` for this call's order and address; throws 429 (with Retry-After) beyond it. */
    spendBudget(budget: WriteBudget): Promise<void>;
  }
  interface FastifyInstance {
    /** Every route as registered, with the budget it declares (the conformance test reads it). */
    budgetedRoutes: BudgetedRoute[];
  }
}

export interface BudgetedRoute {
  method: string;
  url: string;
  budget: RouteBudget | undefined;
  /** The route takes a tracking (or share) id: what it answers must come from an audience's projection. */
  takesTrackingId: boolean;
  /** The audiences whose projections it answers with (`config.audiences`), as its feature's charter names them. */
  audiences: readonly string[] | undefined;
}

/** A one-way hash, so no counter key (in memory or in Redis) holds a tracking id or an address in clear. */
const hashed = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 22);

/** The tracking id a call names: in its path (the pages) or in its query (the API). */
function trackingIdOf(request: FastifyRequest): string {
  for (const source of [request.params, request.query]) {
    const id = (source as Record<string, unknown> | undefined)?.trackingId;
    if (typeof id === 'string') return id;
  }
  return '';
}

/** The counters one call of `budget` draws from. */
export function drawsOf(budget: WriteBudget, trackingId: string, address: string): BudgetDraw[] {
  const order = hashed(`order:${trackingId}`);
  const group = hashed(`address:${addressGroup(address)}`);
  return [
    ...budget.perOrder.map((allowance) => ({ allowance, key: `${budget.name}:order:${order}` })),
    ...budget.perAddress.map((allowance) => ({ allowance, key: `${budget.name}:address:${group}` })),
  ].map(({ allowance, key }) => ({
    key: `${key}:${allowance.seconds}`,
    count: allowance.count,
    windowMs: allowance.seconds * 1000,
  }));
}

/**
 * Enforces the budgets routes declare in their `config.budget` (from their feature's charter): before the handler
 * runs, a call draws one use per order and per address group; past any allowance it gets 429 with Retry-After
 * and nothing is done. Counters follow the app's clock.
 */
export function registerWriteBudgets(app: AppInstance, counter: BudgetCounter, now: () => Date): void {
  const routes: BudgetedRoute[] = [];
  app.decorate('budgetedRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      const config = route.config as
        | {
            budget?: RouteBudget;
            audiences?: readonly string[];
            guardsTrackingId?: boolean;
            guardsTrackingPage?: boolean;
          }
        | undefined;
      routes.push({
        method,
        url: route.url,
        budget: config?.budget,
        takesTrackingId: config?.guardsTrackingId === true,
        audiences: config?.audiences,
      });
    }
  });
  app.decorateRequest('spendBudget', async function spendBudget(this: FastifyRequest, budget: WriteBudget) {
    const waitMs = await counter.spend(drawsOf(budget, trackingIdOf(this), this.ip), now().getTime());
    if (waitMs === 0) return;
    throw tooManyRequests(undefined, retryAfterSeconds(waitMs));
  });
  app.addHook(
    'preHandler',
    callbackHook((request) => {
      const { budget } = request.routeOptions.config;
      if (budget === undefined || typeof budget === 'string') return;
      return request.spendBudget(budget);
    }),
  );
  app.addHook('onClose', () => counter.close());
}
