import { createHash, randomBytes } from 'node:crypto';
import { accountNotFound, Outcome } from '../../platform/outcomes/outcome';
import type { DomainDeps } from '../../order-view/deps';
import type { MerchantKeyRecord } from './merchant-keys-store';
import { noLastStep, type InTransaction } from '../../store/store';

/** A key as the provider reads it: without its account (the path names it). */
const keyView = ({ accountId: _account, ...key }: MerchantKeyRecord) => key;

const keyNotFound = () => new Outcome('key_not_found', 'Key not found');

/** sha256 (hex) of a key: what is stored and looked up, never the key. */
export const keyHash = (key: string) => createHash('sha256').update(key).digest('hex');

/** A use is written at most this often per key, so a busy key does not write on every call. */
const TOUCH_EVERY_MS = 60_000;

/**
 * Keys of one merchant: 256 random bits after `mtk_`, shown once and kept as a hash. A call with one reaches only
 * its account (features/ingest/merchant-scope.ts).
 */
/** A key just made: its view and, this once, the key itself. */
type CreatedKey = ReturnType<typeof keyView> & { key: string };

export function createMerchantKeys({ store, now }: DomainDeps) {
  const lastTouched = new Map<string, number>();

  async function requireAccount(accountId: string): Promise<void> {
    if (!(await store.findAccount(accountId))) throw accountNotFound();
  }

  return {
    async create(accountId: string, name: string, lastStep: InTransaction<CreatedKey> = noLastStep) {
      const key = `mtk_${randomBytes(32).toString('base64url')}`;
      const record: MerchantKeyRecord = {
        id: `key_${randomBytes(12).toString('base64url')}`,
        accountId,
        name,
        createdAt: now().toISOString(),
        lastUsedAt: null,
      };
      const created = { ...keyView(record), key };
      await store.transaction(async (tx) => {
        if (!(await tx.findAccount(accountId))) throw accountNotFound();
        await tx.insertMerchantKey(record, keyHash(key));
        await lastStep(tx, created);
      });
      return created;
    },

    async list(accountId: string) {
      await requireAccount(accountId);
      return (await store.listMerchantKeys(accountId)).map(keyView);
    },

    /** Revoked at once: the next call with the key is refused on every instance. */
    async revoke(accountId: string, keyId: string): Promise<void> {
      const deleted = await store.transaction((tx) => tx.deleteMerchantKey(accountId, keyId));
      if (!deleted) throw keyNotFound();
      lastTouched.delete(keyId);
    },

    /** The merchant key with this hash, its use recorded; undefined when there is none. */
    async authenticate(hash: string): Promise<MerchantKeyRecord | undefined> {
      const key = await store.findMerchantKeyByHash(hash);
      if (!key) return undefined;
      const at = now();
      if (at.getTime() - (lastTouched.get(key.id) ?? 0) >= TOUCH_EVERY_MS) {
        lastTouched.set(key.id, at.getTime());
        await store.transaction((tx) => tx.touchMerchantKey(key.id, at.toISOString()));
      }
      return key;
    },
  };
}

export type MerchantKeys = ReturnType<typeof createMerchantKeys>;
