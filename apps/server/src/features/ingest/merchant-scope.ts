import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../platform/outcomes/outcome';
import type { Store } from '../../store/store';
import { callbackHook } from '../../platform/http/callback-hook';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A merchant's key may call the route, for its own account only. Routes without it (drivers, accounts, keys,
     * the outbox) are the provider's: a merchant key gets 403.
     */
    merchant?: boolean;
  }
}

/** Where a call names an account or an order. */
const PARTS = ['params', 'query', 'body'] as const;

function named(request: FastifyRequest, field: 'accountId' | 'trackingId'): string[] {
  return PARTS.map((part) => (request[part] as Record<string, unknown> | undefined)?.[field]).filter(
    (value): value is string => typeof value === 'string',
  );
}

/**
 * preHandler of the ingest API (after validation): a merchant key reaches only routes open to merchants, and on
 * them only its account, whether the call names the account or one of its orders. An order of another account is
 * 403, the same as any other account's data; an unknown one goes on to its 404.
 */
export function merchantScope(store: Store) {
  return callbackHook((request) =>
    request.ingestAccountId === undefined ? undefined : inScope(request, request.ingestAccountId),
  );

  async function inScope(request: FastifyRequest, accountId: string): Promise<void> {
    if (!request.routeOptions.config.merchant) throw forbidden();
    if (named(request, 'accountId').some((named) => named !== accountId)) throw forbidden();
    for (const trackingId of named(request, 'trackingId')) {
      const order = await store.findOrder(trackingId);
      if (order && order.accountId !== accountId) throw forbidden();
    }
  }
}

/** The account a call is limited to: the merchant key's, else the one it asked for (provider keys). */
export function accountOf(request: FastifyRequest, asked: string | undefined): string | undefined {
  return request.ingestAccountId ?? asked;
}
