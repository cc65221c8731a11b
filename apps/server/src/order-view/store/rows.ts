import type { Selectable } from 'kysely';
import type { DeliveryPreferences, Dispute, ServiceType } from '@tracking/core';
import type { AccountsTable, DisputesTable, DriverPositionsTable, OrdersTable } from '../../store/database';
import type {
  AccountChanges,
  AccountRecord,
  DriverPositionRecord,
  OrderRecord,
  OrderUpdate,
} from './order-view-store';

/** Booleans are stored as 0/1 so the same columns work on every engine. */
const toFlag = (value: boolean) => (value ? 1 : 0);
const fromFlag = (value: number | null) => value === 1;

/** JSON columns hold values this service wrote after validating them. */
function fromJson<T>(text: string | null): T | null {
  return text === null ? null : (JSON.parse(text) as T);
}

export function accountToRow(account: AccountRecord): AccountsTable {
  return {
    ...(accountChangesToRow(account) as Omit<AccountsTable, 'id' | 'updated_at'>),
    id: account.id,
    updated_at: account.updatedAt,
  };
}

/** The columns of the fields `changes` carries (a field left out, or undefined, is no column). */
export function accountChangesToRow(changes: AccountChanges): Partial<AccountsTable> {
  const row: Partial<AccountsTable> = {};
  if (changes.name !== undefined) row.name = changes.name;
  if (changes.logo !== undefined) row.logo = changes.logo;
  if (changes.isTech !== undefined) row.is_tech = toFlag(changes.isTech);
  if (changes.alwaysDeliverOutside !== undefined)
    row.always_deliver_outside = toFlag(changes.alwaysDeliverOutside);
  if (changes.trackingTheme !== undefined)
    row.tracking_theme = changes.trackingTheme ? JSON.stringify(changes.trackingTheme) : null;
  if (changes.trackingEnabled !== undefined) row.tracking_enabled = toFlag(changes.trackingEnabled);
  if (changes.liveMapMaxStopsBefore !== undefined)
    row.live_map_max_stops_before = changes.liveMapMaxStopsBefore;
  return row;
}

export function accountFromRow(row: Selectable<AccountsTable>): AccountRecord {
  return {
    id: row.id,
    name: row.name,
    logo: row.logo,
    isTech: fromFlag(row.is_tech),
    alwaysDeliverOutside: fromFlag(row.always_deliver_outside),
    trackingTheme: fromJson(row.tracking_theme),
    trackingEnabled: fromFlag(row.tracking_enabled),
    liveMapMaxStopsBefore: row.live_map_max_stops_before,
    updatedAt: row.updated_at,
  };
}

function preferencesFromRow(row: Selectable<OrdersTable>): DeliveryPreferences | null {
  if (row.preference_code === null) return null;
  return {
    deliveryPreference: row.preference_code as DeliveryPreferences['deliveryPreference'],
    deliverInPerson: fromFlag(row.preference_deliver_in_person),
    instructions: row.preference_instructions ?? '',
  };
}

export function orderFromRow(row: Selectable<OrdersTable>): OrderRecord {
  const window =
    row.delivery_window_start && row.delivery_window_end
      ? { start: row.delivery_window_start, end: row.delivery_window_end }
      : null;
  return {
    trackingId: row.tracking_id,
    externalId: row.external_id,
    accountId: row.account_id,
    statusCode: row.status_code,
    promisedTime: row.promised_time,
    timeDiffMs: row.time_diff_ms,
    deliveryWindow: window,
    deliveryAddress: JSON.parse(row.delivery_address) as OrderRecord['deliveryAddress'],
    pickupAddress: fromJson(row.pickup_address),
    serviceType: row.service_type as ServiceType,
    deliveryRequirements: {
      idCheck: fromFlag(row.requires_id_check),
      signature: fromFlag(row.requires_signature),
      deliveryInPerson: fromFlag(row.requires_delivery_in_person),
    },
    deliveryPreferences: preferencesFromRow(row),
    preferencesConfirmedAt: row.preferences_confirmed_at,
    availableDeliveryDates: JSON.parse(row.available_delivery_dates) as string[],
    deliveryDate: row.delivery_date,
    driverId: row.driver_id,
    finalAt: row.final_at,
    anonymisedAt: row.anonymised_at,
    linkOpenedAt: row.link_opened_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The columns order writes set: all but the first open of its link, which only `markLinkOpened` sets. */
type OrderColumns = Omit<OrdersTable, 'link_opened_at'>;

/** The columns an order update touches; fields left out of the update stay as they are. */
export function orderUpdateToRow(update: OrderUpdate): Partial<OrderColumns> {
  const row: Partial<OrderColumns> = { updated_at: update.updatedAt };
  const set = <K extends keyof OrderColumns>(key: K, value: OrderColumns[K]) => {
    row[key] = value;
  };
  if (update.accountId !== undefined) set('account_id', update.accountId);
  if (update.statusCode !== undefined) set('status_code', update.statusCode);
  if (update.promisedTime !== undefined) set('promised_time', update.promisedTime);
  if (update.timeDiffMs !== undefined) set('time_diff_ms', update.timeDiffMs);
  if (update.deliveryWindow !== undefined) {
    set('delivery_window_start', update.deliveryWindow?.start ?? null);
    set('delivery_window_end', update.deliveryWindow?.end ?? null);
  }
  if (update.deliveryAddress !== undefined) set('delivery_address', JSON.stringify(update.deliveryAddress));
  if (update.pickupAddress !== undefined) {
    set('pickup_address', update.pickupAddress ? JSON.stringify(update.pickupAddress) : null);
  }
  if (update.serviceType !== undefined) set('service_type', update.serviceType);
  if (update.deliveryRequirements !== undefined) {
    set('requires_id_check', toFlag(update.deliveryRequirements.idCheck));
    set('requires_signature', toFlag(update.deliveryRequirements.signature));
    set('requires_delivery_in_person', toFlag(update.deliveryRequirements.deliveryInPerson));
  }
  if (update.deliveryPreferences !== undefined) {
    const preferences = update.deliveryPreferences;
    set('preference_code', preferences?.deliveryPreference ?? null);
    set('preference_deliver_in_person', preferences ? toFlag(preferences.deliverInPerson) : null);
    set('preference_instructions', preferences?.instructions ?? null);
  }
  if (update.preferencesConfirmedAt !== undefined)
    set('preferences_confirmed_at', update.preferencesConfirmedAt);
  if (update.availableDeliveryDates !== undefined) {
    set('available_delivery_dates', JSON.stringify(update.availableDeliveryDates));
  }
  if (update.deliveryDate !== undefined) set('delivery_date', update.deliveryDate);
  if (update.driverId !== undefined) set('driver_id', update.driverId);
  if (update.finalAt !== undefined) set('final_at', update.finalAt);
  if (update.anonymisedAt !== undefined) set('anonymised_at', update.anonymisedAt);
  return row;
}

/** A whole new order as a row: every field set. */
export function orderToRow(order: OrderRecord): OrderColumns {
  return {
    ...(orderUpdateToRow(order) as Omit<OrderColumns, 'tracking_id' | 'external_id' | 'created_at'>),
    tracking_id: order.trackingId,
    external_id: order.externalId,
    created_at: order.createdAt,
  };
}

export function positionFromRow(row: Selectable<DriverPositionsTable>): DriverPositionRecord {
  return { lat: row.lat, lng: row.lng, heading: row.heading, speed: row.speed, at: row.at };
}

/** A dispute row as the order view shows it: the resolution once all three of its columns are set. */
export function disputeFromRow(row: Selectable<DisputesTable>): Dispute {
  const { resolution_outcome: outcome, resolution_message: message, resolved_at: at } = row;
  return {
    reason: row.reason as Dispute['reason'],
    message: row.message,
    openedAt: row.opened_at,
    resolution:
      outcome && message !== null && at
        ? { outcome: outcome as NonNullable<Dispute['resolution']>['outcome'], message, at }
        : null,
  };
}
