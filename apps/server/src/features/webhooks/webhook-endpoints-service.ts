import { randomBytes } from 'node:crypto';
import type { WebhookEndpointPatch } from '@tracking/core';
import { accountNotFound, forbidden, Outcome } from '../../platform/outcomes/outcome';
import type { DomainDeps } from '../../order-view/deps';
import { noLastStep, type InTransaction, type Store } from '../../store/store';
import type { WebhookEndpointRecord } from './webhook-endpoints-store';

/** After a rotation the previous secret signs too, this long, so receivers can switch without losing one. */
export const SECRET_OVERLAP_MS = 24 * 60 * 60 * 1000;

const endpointNotFound = () => new Outcome('webhook_endpoint_not_found', 'Webhook endpoint not found');

/** A Standard Webhooks secret: `whsec_` and the base64 of 32 random bytes. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** An endpoint as listed: never its secrets. */
const endpointView = ({
  secret: _s,
  previousSecret: _p,
  previousSecretUntil: _u,
  ...view
}: WebhookEndpointRecord) => view;

/** The secret answer: the new secret, and until when the previous one signs beside it. */
const secretView = (endpoint: WebhookEndpointRecord) => ({
  id: endpoint.id,
  secret: endpoint.secret,
  previousSecretExpiresAt: endpoint.previousSecretUntil,
});

/** An endpoint as created or rotated: with its secret, in this answer only. */
type EndpointWithSecret = ReturnType<typeof endpointView> & ReturnType<typeof secretView>;

/**
 * Webhook endpoints: the provider's (every account, or one) and a merchant's own (its account only; `scope` is
 * the merchant key's account, undefined for the provider's keys). Each write runs `lastStep` (the kept answer of
 * an Idempotency-Key) in its own transaction.
 */
export function createWebhookEndpoints({ store, now }: DomainDeps) {
  /** The endpoint, when the caller may reach it: 404 when there is none, 403 when it is another account's. */
  async function reachable(
    id: string,
    scope: string | undefined,
    from: Store = store,
  ): Promise<WebhookEndpointRecord> {
    const endpoint = await from.findWebhookEndpoint(id);
    if (!endpoint) throw endpointNotFound();
    if (scope !== undefined && endpoint.accountId !== scope) throw forbidden();
    return endpoint;
  }

  return {
    async create(
      input: { url: string; events: string[]; accountId?: string },
      scope: string | undefined,
      lastStep: InTransaction<EndpointWithSecret> = noLastStep,
    ) {
      const at = now().toISOString();
      const endpoint: WebhookEndpointRecord = {
        id: `ep_${randomBytes(12).toString('base64url')}`,
        accountId: scope ?? input.accountId ?? null,
        url: input.url,
        events: input.events,
        secret: newSecret(),
        previousSecret: null,
        previousSecretUntil: null,
        createdAt: at,
        updatedAt: at,
      };
      const created = { ...endpointView(endpoint), ...secretView(endpoint) };
      await store.transaction(async (tx) => {
        if (endpoint.accountId !== null && !(await tx.findAccount(endpoint.accountId)))
          throw accountNotFound();
        await tx.insertWebhookEndpoint(endpoint);
        await lastStep(tx, created);
      });
      return created;
    },

    async list(scope: string | undefined) {
      return (await store.listWebhookEndpoints(scope)).map(endpointView);
    },

    async view(id: string, scope: string | undefined) {
      return endpointView(await reachable(id, scope));
    },

    async update(
      id: string,
      patch: WebhookEndpointPatch,
      scope: string | undefined,
      lastStep: InTransaction<ReturnType<typeof endpointView>> = noLastStep,
    ) {
      return store.transaction(async (tx) => {
        await reachable(id, scope, tx);
        await tx.updateWebhookEndpoint(id, { ...patch, updatedAt: now().toISOString() });
        const updated = endpointView(await reachable(id, scope, tx));
        await lastStep(tx, updated);
        return updated;
      });
    },

    /** Deletes it; its deliveries still pending go with it. */
    async remove(id: string, scope: string | undefined): Promise<void> {
      await reachable(id, scope);
      await store.transaction((tx) => tx.deleteWebhookEndpoint(id));
    },

    /** A new secret signs from now on; the previous one signs beside it for 24 h. */
    async rotateSecret(
      id: string,
      scope: string | undefined,
      lastStep: InTransaction<ReturnType<typeof secretView>> = noLastStep,
    ) {
      const endpoint = await reachable(id, scope);
      const at = now();
      const rotated: WebhookEndpointRecord = {
        ...endpoint,
        secret: newSecret(),
        previousSecret: endpoint.secret,
        previousSecretUntil: new Date(at.getTime() + SECRET_OVERLAP_MS).toISOString(),
        updatedAt: at.toISOString(),
      };
      await store.transaction(async (tx) => {
        await tx.updateWebhookEndpoint(id, rotated);
        await lastStep(tx, secretView(rotated));
      });
      return secretView(rotated);
    },
  };
}

export type WebhookEndpoints = ReturnType<typeof createWebhookEndpoints>;
