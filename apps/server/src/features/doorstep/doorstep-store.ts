import type { Kysely } from 'kysely';
import type { Database } from '../../store/database';
import type { DoorstepRecord } from '../../order-view/store/order-view-store';

/** The doorstep photo as stored: WebP bytes the service encoded. */
export interface DoorstepPhotoRecord {
  photo: Buffer;
  photoVersion: string;
}

declare module '../../store/store' {
  /** The doorstep feature's port: the card and its photo's bytes. */
  interface Store {
    /** Sets (or replaces) the order's doorstep card. */
    saveDoorstep(trackingId: string, doorstep: DoorstepRecord & { photo: Buffer }): Promise<void>;

    findDoorstepPhoto(trackingId: string): Promise<DoorstepPhotoRecord | undefined>;

    /** Deletes the order's doorstep card; false when it had none. */
    deleteDoorstep(trackingId: string): Promise<boolean>;
  }
}

type Db = Kysely<Database>;

export async function saveDoorstep(
  db: Db,
  trackingId: string,
  doorstep: DoorstepRecord & { photo: Buffer },
): Promise<void> {
  const values = {
    photo: doorstep.photo,
    photo_version: doorstep.photoVersion,
    lat: doorstep.lat,
    lng: doorstep.lng,
    updated_at: doorstep.updatedAt,
  };
  await db
    .insertInto('doorsteps')
    .values({ tracking_id: trackingId, ...values })
    .onConflict((conflict) => conflict.column('tracking_id').doUpdateSet(values))
    .execute();
}

export async function findDoorstep(db: Db, trackingId: string): Promise<DoorstepRecord | undefined> {
  const row = await db
    .selectFrom('doorsteps')
    .select(['lat', 'lng', 'photo_version', 'updated_at'])
    .where('tracking_id', '=', trackingId)
    .executeTakeFirst();
  return row && { lat: row.lat, lng: row.lng, photoVersion: row.photo_version, updatedAt: row.updated_at };
}

export async function findDoorstepPhoto(
  db: Db,
  trackingId: string,
): Promise<DoorstepPhotoRecord | undefined> {
  const row = await db
    .selectFrom('doorsteps')
    .select(['photo', 'photo_version'])
    .where('tracking_id', '=', trackingId)
    .executeTakeFirst();
  return row && { photo: Buffer.from(row.photo), photoVersion: row.photo_version };
}

export async function deleteDoorstep(db: Db, trackingId: string): Promise<boolean> {
  const result = await db.deleteFrom('doorsteps').where('tracking_id', '=', trackingId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
