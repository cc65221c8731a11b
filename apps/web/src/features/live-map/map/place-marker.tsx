import L from 'leaflet';
import { useEffect } from 'react';
import type { MapPlace } from './map-places';
import { useCluster } from './map-context';
import { placeIcon } from './marker-icons';

/** A pin for a fixed place; the panel says in words what it marks, so the pin itself is not interactive. */
export function PlaceMarker({ kind, lat, lng }: MapPlace) {
  const cluster = useCluster();
  useEffect(() => {
    const marker = L.marker([lat, lng], { icon: placeIcon(kind), interactive: false, keyboard: false });
    cluster.add(marker);
    return () => cluster.remove(marker);
  }, [cluster, kind, lat, lng]);
  return null;
}
