import { haversineMeters } from '../eta/eta-engine';

interface Point {
  lat: number;
  lng: number;
}

/** Past this many metres from the pin, the page offers help: the parcel may be at the wrong door. */
export const FAR_FROM_PIN_METRES = 50;

/** Whole metres between the recipient's pin and where the driver left the parcel; null without both. */
export function metresFromPin(pin: Point | null, left: Point | null): number | null {
  if (!pin || !left) return null;
  return Math.round(haversineMeters(pin, left));
}

/** Whether the parcel was left far enough from the pin to be worth a look (strictly over the threshold). */
export function isFarFromPin(metres: number | null): boolean {
  return metres !== null && metres > FAR_FROM_PIN_METRES;
}
