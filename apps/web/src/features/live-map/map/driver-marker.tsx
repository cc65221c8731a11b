import type { DriverLocation } from '@tracking/core';
import L from 'leaflet';
import { useEffect, useState } from 'react';
import { useCluster, useLeafletMap } from './map-context';
import { decorateDriver, driverIcon } from './marker-icons';
import { useGlidingMove } from './use-glide';

interface DriverMarkerProps {
  location: DriverLocation;
  /** The position is old: the marker greys and stops pulsing. */
  stale: boolean;
}

/** The driver: one marker for the page's lifetime, moved in place as positions arrive. */
export function DriverMarker({ location, stale }: DriverMarkerProps) {
  const map = useLeafletMap();
  const cluster = useCluster();
  const [{ marker, body }] = useState(() => {
    const { icon, body: created } = driverIcon();
    const options = { icon, interactive: false, keyboard: false, zIndexOffset: 1000 };
    return { marker: L.marker([location.lat, location.lng], options), body: created };
  });

  useEffect(() => {
    cluster.add(marker);
    return () => cluster.remove(marker);
  }, [cluster, marker]);

  useEffect(
    () => decorateDriver(body, { stale, heading: location.heading }),
    [body, stale, location.heading],
  );

  useGlidingMove(map, marker, body, location.lat, location.lng);
  return null;
}
