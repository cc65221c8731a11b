import { SERVICE_PATHS, type Doorstep } from '@tracking/core';
import type { DoorstepRecord } from '../store/order-view-store';

/** Where the recipient's page reads the photo: with the tracking id, never a share id. */
export function recipientPhotoUrl(trackingId: string, photoVersion: string): string {
  const query = new URLSearchParams({ trackingId, v: photoVersion });
  return `${SERVICE_PATHS.doorstepPhoto}?${query.toString()}`;
}

/** Where the provider reads the photo: the ingest API, with its key. */
export function providerPhotoUrl(trackingId: string, photoVersion: string): string {
  return `/ingest/orders/${encodeURIComponent(trackingId)}/doorstep/photo?v=${encodeURIComponent(photoVersion)}`;
}

/** The doorstep card as the recipient's page receives it. */
export function recipientDoorstep(trackingId: string, record: DoorstepRecord | undefined): Doorstep | null {
  if (!record) return null;
  return { photoUrl: recipientPhotoUrl(trackingId, record.photoVersion), lat: record.lat, lng: record.lng };
}

/** The doorstep card as the provider receives it (ingest reads and the preferences.updated webhook). */
export function providerDoorstep(trackingId: string, record: DoorstepRecord | undefined): Doorstep | null {
  if (!record) return null;
  return { photoUrl: providerPhotoUrl(trackingId, record.photoVersion), lat: record.lat, lng: record.lng };
}
