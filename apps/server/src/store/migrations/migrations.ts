import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { initialMigration } from './0001-initial';
import { routeStopDoneMigration } from './0002-route-stop-done';
import { estimatesMigration } from './0003-estimates';
import { deliveryDatesMigration } from './0004-delivery-dates';
import { stopsBeforeByRuleMigration } from './0008-stops-before-by-rule';
import { providerApiMigration } from './0009-provider-api';
import { operationsMigration } from './0010-operations';
import { shareAndCalendarMigration } from './0011-share-and-calendar';
import { doorstepMigration } from './0012-doorstep';
import { webhookCoalescingMigration } from './0013-webhook-coalescing';
import { personalDataMigration } from './0014-personal-data';
import { calendarFeedsMigration } from './0015-calendar-feeds';
import { pushSubscriptionsMigration } from './0016-push-subscriptions';
import { pushOutboxMigration } from './0017-push-outbox';
import { externalIdPerAccountMigration } from './0018-external-id-per-account';
import { merchantKeysMigration } from './0019-merchant-keys';
import { webhookEndpointsMigration } from './0020-webhook-endpoints';
import { usageCountsMigration } from './0021-usage-counts';
import { disputesMigration } from './0022-disputes';
import { deliveryTrailsMigration } from './0023-delivery-trails';
import { etaWindowsMigration } from './0024-eta-windows';
import type { SqlEngine } from './engine-columns';

/** The one migration set, in order; names sort in the order they run. */
function migrationsFor(engine: SqlEngine): Record<string, Migration> {
  return {
    '0001-initial': initialMigration(engine),
    '0002-route-stop-done': routeStopDoneMigration,
    '0003-estimates': estimatesMigration(engine),
    '0004-delivery-dates': deliveryDatesMigration,
    '0008-stops-before-by-rule': stopsBeforeByRuleMigration,
    '0009-provider-api': providerApiMigration(engine),
    '0010-operations': operationsMigration,
    '0011-share-and-calendar': shareAndCalendarMigration,
    '0012-doorstep': doorstepMigration(engine),
    '0013-webhook-coalescing': webhookCoalescingMigration,
    '0014-personal-data': personalDataMigration(engine),
    '0015-calendar-feeds': calendarFeedsMigration,
    '0016-push-subscriptions': pushSubscriptionsMigration,
    '0017-push-outbox': pushOutboxMigration,
    '0018-external-id-per-account': externalIdPerAccountMigration(engine),
    '0019-merchant-keys': merchantKeysMigration,
    '0020-webhook-endpoints': webhookEndpointsMigration,
    '0021-usage-counts': usageCountsMigration,
    '0022-disputes': disputesMigration,
    '0023-delivery-trails': deliveryTrailsMigration,
    '0024-eta-windows': etaWindowsMigration,
  };
}

/**
 * Brings the schema up to date; throws when a migration fails. `schema` is where the migrator keeps its own
 * tables (PostgreSQL: the connection's current schema, so each schema is migrated on its own).
 */
export async function migrateToLatest(
  db: Kysely<unknown>,
  engine: SqlEngine,
  schema?: string,
): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(engine) };
  const { error } = await new Migrator({ db, provider, migrationTableSchema: schema }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
