import type { AccountInput, AccountPatch, AccountView } from '@tracking/core';
import { accountBodySchema } from '@tracking/core/schemas';
import { accountNotFound, invalidRequest } from '../../platform/outcomes/outcome';
import type { DomainDeps } from '../../order-view/deps';
import type { AccountRecord } from '../../order-view/store/order-view-store';
import type { Store } from '../../store/store';
import { noLastStep, type InTransaction } from '../../store/store';

/** Drops the fields left out (`undefined`), so only the fields sent reach the store. */
const sentFields = (patch: AccountPatch) =>
  Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as AccountPatch;

const isAccountId = (value: unknown): value is string => typeof value === 'string';

/** What an account change means for open pages: nothing, new details, or tracking switched off. */
export interface AccountChange {
  accountId: string;
  changed: boolean;
  trackingEnabled: boolean;
}

/**
 * The account an order create names: a new one is created from the block (its name required); for a known one
 * the block changes only the fields it carries, never trackingEnabled, so creating an order cannot switch a
 * merchant's tracking back on or reset its logo, theme or live-map limit. True when the account changed.
 */
export async function applyOrderAccount(
  tx: Store,
  accountId: string,
  block: AccountPatch | undefined,
  at: string,
): Promise<boolean> {
  const known = await tx.findAccount(accountId);
  if (!known) {
    const { name, ...fields } = sentFields(block ?? {});
    if (name === undefined) {
      throw invalidRequest([
        { key: 'account.name', message: 'Required: accountId names no account yet, and this creates it' },
      ]);
    }
    // The fields left out take their defaults, as in a PUT.
    const account: AccountRecord = {
      id: accountId,
      ...accountBodySchema.parse({ ...fields, name }),
      updatedAt: at,
    };
    if (await tx.insertAccount(account)) return true;
    // Created meanwhile by a concurrent create: the block now changes it like any known account.
  }
  const { trackingEnabled: _never, ...changes } = sentFields(block ?? {});
  return tx.updateAccount(accountId, changes, at);
}

/**
 * Switched off: pages open on its orders must lose them now, not at their next reload. Otherwise a changed name,
 * logo or theme reaches the views read from now on.
 */
export function announceAccount({ changes }: Pick<DomainDeps, 'changes'>, change: AccountChange): void {
  if (!change.trackingEnabled) changes.publish({ kind: 'account', accountId: change.accountId });
  else if (change.changed) changes.publish({ kind: 'accountDetails', accountId: change.accountId });
}

/** The merchant's own record: read, listed, replaced (PUT) or changed field by field (PATCH). */
export function createAccounts(deps: DomainDeps) {
  const { store, now } = deps;
  return {
    async view(accountId: string): Promise<AccountView> {
      const account = await store.findAccount(accountId);
      if (!account) throw accountNotFound();
      return account;
    },

    async list(query: { cursor?: string; limit: number }) {
      const afterId = query.cursor === undefined ? undefined : deps.cursors.decode(query.cursor, isAccountId);
      const accounts = await store.listAccounts({ afterId, limit: query.limit });
      const last = accounts.at(-1);
      const full = accounts.length === query.limit;
      return { accounts, nextCursor: full && last ? deps.cursors.encode(last.id) : null };
    },

    /** PUT: the whole settings; a field left out takes its default. */
    async replace(
      accountId: string,
      input: AccountInput,
      lastStep: InTransaction<AccountView> = noLastStep,
    ): Promise<AccountView> {
      const account: AccountRecord = { id: accountId, ...input, updatedAt: now().toISOString() };
      // In a transaction like every write, so it is durable before it is acknowledged.
      const changed = await store.transaction(async (tx) => {
        const upserted = await tx.upsertAccount(account);
        await lastStep(tx, account);
        return upserted;
      });
      announceAccount(deps, { accountId, changed, trackingEnabled: account.trackingEnabled });
      return account;
    },

    /** PATCH: only the fields sent change. */
    async patch(
      accountId: string,
      patch: AccountPatch,
      lastStep: InTransaction<AccountView> = noLastStep,
    ): Promise<AccountView> {
      const { changed, account } = await store.transaction(async (tx) => {
        const changed = await tx.updateAccount(accountId, sentFields(patch), now().toISOString());
        const account = await tx.findAccount(accountId);
        if (!account) throw accountNotFound();
        await lastStep(tx, account);
        return { changed, account };
      });
      announceAccount(deps, { accountId, changed, trackingEnabled: account.trackingEnabled });
      return account;
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
