/** A point on the map. */
export interface PinPoint {
  lat: number;
  lng: number;
}

/** Arrow keys and the way each moves the pin. */
export const PIN_KEYS = {
  ArrowUp: { north: 1, east: 0 },
  ArrowDown: { north: -1, east: 0 },
  ArrowRight: { north: 0, east: 1 },
  ArrowLeft: { north: 0, east: -1 },
} as const;
export type PinKey = keyof typeof PIN_KEYS;

const METRES_PER_DEGREE_LAT = 111_195;
/** Metres a key press moves the pin; with Shift, a bigger step. */
export const PIN_STEP_METRES = 2;
export const PIN_BIG_STEP_METRES = 10;

export const isPinKey = (key: string): key is PinKey => Object.hasOwn(PIN_KEYS, key);

/**
 * The pin moved `metres` the way an arrow key points: north/south along the meridian, east/west along the
 * parallel (degrees of longitude shrink with the latitude's cosine).
 */
export function stepPin(pin: PinPoint, key: PinKey, metres: number): PinPoint {
  const { north, east } = PIN_KEYS[key];
  const degreesLat = metres / METRES_PER_DEGREE_LAT;
  const degreesLng = degreesLat / Math.cos((pin.lat * Math.PI) / 180);
  return {
    lat: Math.max(-90, Math.min(90, pin.lat + north * degreesLat)),
    lng: pin.lng + east * degreesLng,
  };
}
