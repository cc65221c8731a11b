import type { DriverLocation, Order, OrderAddress } from '@tracking/core';

/** A fixed place on the map: where the parcel goes, and where it is collected for a pickup. */
export interface MapPlace {
  kind: 'destination' | 'pickup';
  lat: number;
  lng: number;
}

/** [lat, lng], as Leaflet takes points. */
export type MapPoint = [number, number];

type PlaceFacts = Pick<Order, 'deliveryAddress' | 'pickupAddress' | 'serviceType'>;

function placeOf(kind: MapPlace['kind'], address: OrderAddress | null): MapPlace[] {
  if (address?.lat === undefined || address.lng === undefined) return [];
  return [{ kind, lat: address.lat, lng: address.lng }];
}

/**
 * The places to mark: the delivery address, and the pickup address for a pickup service; an address without
 * coordinates is left off (the panel still names it).
 */
export function mapPlaces(order: PlaceFacts): MapPlace[] {
  const pickup = order.serviceType === 'delivery' ? [] : placeOf('pickup', order.pickupAddress);
  return [...placeOf('destination', order.deliveryAddress), ...pickup];
}

/** What the view is fitted to: the places and the driver. */
export function fitPoints(places: readonly MapPlace[], driver: Pick<DriverLocation, 'lat' | 'lng'> | null) {
  const points: MapPoint[] = places.map((place) => [place.lat, place.lng]);
  return driver ? [...points, [driver.lat, driver.lng] satisfies MapPoint] : points;
}
