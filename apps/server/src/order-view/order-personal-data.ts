import type { NoPersonalData, PersonalData } from './personal-data';

/**
 * The kernel's own tables: the order (its addresses), its timeline (photos and where the parcel was left), its
 * place on a driver's route, its estimate history (where the driver was, near the door) and the drivers'
 * positions (kept for RETENTION_DAYS; they are the driver's, not one order's, so only retention deletes them) and
 * the driver's approach to a delivered order's door.
 * An order anonymised RETENTION_DAYS ago is deleted, and with it (foreign keys, on delete cascade) its timeline,
 * route stops, estimates, feedback, doorstep, share links, calendar rows and push subscriptions.
 */
export const orderPersonalData: PersonalData = {
  holds: {
    orders: ['delivery_address', 'pickup_address'],
    order_events: ['image_urls', 'lat', 'lng'],
    driver_routes: ['tracking_id', 'eta'],
    estimates: ['arrival_at', 'driver_lat', 'driver_lng'],
    driver_positions: ['lat', 'lng'],
    delivery_trails: ['points'],
  },
  async anonymise(tx, trackingId, at) {
    const order = await tx.findOrder(trackingId);
    if (!order) return;
    // The country stays: it picks the page's language and says nothing of who lives where.
    const { country_code } = order.deliveryAddress;
    await tx.updateOrder(trackingId, {
      deliveryAddress: { streetAddress: '', postalCode: '', city: '', country_code },
      pickupAddress: null,
      driverId: null,
      anonymisedAt: at,
      updatedAt: at,
    });
    await tx.clearEventImages(trackingId);
    await tx.removeFromRoutes(trackingId);
    await tx.deleteEstimates(trackingId);
    await tx.deleteDeliveryTrail(trackingId);
  },
  retention: {
    keepDays: (settings) => settings.retentionDays,
    // An anonymised order's row answers its link with Forbidden for RETENTION_DAYS, then goes (its link then
    // answers Not Found) with every row that hangs off it, so the table stops growing.
    deleteBefore: async (store, cutoff) => ({
      ...(await store.deleteHistoryBefore(cutoff)),
      orders: await store.deleteOrdersAnonymisedBefore(cutoff),
    }),
  },
};

/** The engine's and the platform's bookkeeping: no feature owns them and none holds a person's data. */
export const bookkeepingTables: NoPersonalData = {
  change_counter: 'one number: the change feed counter (SQLite)',
  job_leases: 'which instance runs a periodic job, until when',
  kysely_migration: 'the migrations applied',
  kysely_migration_lock: 'the migrator lock',
};
