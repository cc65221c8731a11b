import type { Kysely, Selectable } from 'kysely';
import type { Database, WebhookEndpointsTable } from '../../store/database';
import type { IsoTime } from '../../store/store';

/** A receiver of webhooks: the provider's (every account) or one merchant's. */
export interface WebhookEndpointRecord {
  id: string;
  /** null: every account's events. */
  accountId: string | null;
  url: string;
  events: string[];
  /** whsec_…: signs every message. */
  secret: string;
  /** After a rotation: signs too, until previousSecretUntil. */
  previousSecret: string | null;
  previousSecretUntil: IsoTime | null;
  createdAt: IsoTime;
  updatedAt: IsoTime;
}

/** What may change of an endpoint. */
export type WebhookEndpointUpdate = Partial<
  Pick<WebhookEndpointRecord, 'url' | 'events' | 'secret' | 'previousSecret' | 'previousSecretUntil'>
> & { updatedAt: IsoTime };

declare module '../../store/store' {
  /** The webhooks feature's endpoints: where deliveries go, per merchant or for every account. */
  interface Store {
    insertWebhookEndpoint(endpoint: WebhookEndpointRecord): Promise<void>;

    /** Endpoints by creation, of one account (undefined: every endpoint). */
    listWebhookEndpoints(accountId?: string): Promise<WebhookEndpointRecord[]>;

    findWebhookEndpoint(id: string): Promise<WebhookEndpointRecord | undefined>;

    updateWebhookEndpoint(id: string, update: WebhookEndpointUpdate): Promise<void>;

    /** Deletes the endpoint and the deliveries to it still pending. */
    deleteWebhookEndpoint(id: string): Promise<void>;

    /** Deliveries pending (not delivered, not given up), and when the oldest of them was recorded. */
    webhookBacklog(): Promise<{ pending: number; oldestCreatedAt: IsoTime | null }>;
  }
}

type Db = Kysely<Database>;

function fromRow(row: Selectable<WebhookEndpointsTable>): WebhookEndpointRecord {
  return {
    id: row.id,
    accountId: row.account_id,
    url: row.url,
    events: JSON.parse(row.events) as string[],
    secret: row.secret,
    previousSecret: row.previous_secret,
    previousSecretUntil: row.previous_secret_until,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function insertEndpoint(db: Db, endpoint: WebhookEndpointRecord): Promise<void> {
  await db
    .insertInto('webhook_endpoints')
    .values({
      id: endpoint.id,
      account_id: endpoint.accountId,
      url: endpoint.url,
      events: JSON.stringify(endpoint.events),
      secret: endpoint.secret,
      previous_secret: endpoint.previousSecret,
      previous_secret_until: endpoint.previousSecretUntil,
      created_at: endpoint.createdAt,
      updated_at: endpoint.updatedAt,
    })
    .execute();
}

export async function listEndpoints(db: Db, accountId?: string): Promise<WebhookEndpointRecord[]> {
  let query = db.selectFrom('webhook_endpoints').selectAll();
  if (accountId !== undefined) query = query.where('account_id', '=', accountId);
  return (await query.orderBy('created_at').orderBy('id').execute()).map(fromRow);
}

export async function findEndpoint(db: Db, id: string): Promise<WebhookEndpointRecord | undefined> {
  const row = await db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirst();
  return row && fromRow(row);
}

export async function updateEndpoint(db: Db, id: string, update: WebhookEndpointUpdate): Promise<void> {
  await db
    .updateTable('webhook_endpoints')
    .set({
      ...(update.url !== undefined && { url: update.url }),
      ...(update.events !== undefined && { events: JSON.stringify(update.events) }),
      ...(update.secret !== undefined && { secret: update.secret }),
      ...(update.previousSecret !== undefined && { previous_secret: update.previousSecret }),
      ...(update.previousSecretUntil !== undefined && { previous_secret_until: update.previousSecretUntil }),
      updated_at: update.updatedAt,
    })
    .where('id', '=', id)
    .execute();
}

/** Run in a transaction: the endpoint goes with the deliveries to it still pending. */
export async function deleteEndpoint(db: Db, id: string): Promise<void> {
  await db
    .deleteFrom('webhook_events')
    .where('endpoint_id', '=', id)
    .where('status', '=', 'pending')
    .execute();
  await db.deleteFrom('webhook_endpoints').where('id', '=', id).execute();
}

/** The endpoints of the account or of every account that take events of `type`. */
export async function endpointsFor(db: Db, accountId: string, type: string): Promise<string[]> {
  const rows = await db
    .selectFrom('webhook_endpoints')
    .select(['id', 'events'])
    .where((eb) => eb.or([eb('account_id', 'is', null), eb('account_id', '=', accountId)]))
    .orderBy('id')
    .execute();
  return rows.filter((row) => (JSON.parse(row.events) as string[]).includes(type)).map((row) => row.id);
}
