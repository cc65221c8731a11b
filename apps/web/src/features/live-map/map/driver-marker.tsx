import type { DriverLocation } from '@tracking/core';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useCluster, useLeafletMap } from './map-context';
import { DRIVER_ICON, decorateDriver } from './marker-icons';
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
  const [marker] = useState(() =>
    L.marker([location.lat, location.lng], {
      icon: DRIVER_ICON,
      interactive: false,
      keyboard: false,
      zIndexOffset: 1000,
    }),
  );
  const look = useRef({ stale, heading: location.heading });

  useEffect(() => {
    // The cluster group re-creates the element when it re-adds the marker: its look goes back on each time.
    const redecorate = () => {
      const element = marker.getElement();
      if (element) decorateDriver(element, look.current);
    };
    marker.on('add', redecorate);
    cluster.add(marker);
    return () => {
      marker.off('add', redecorate);
      cluster.remove(marker);
    };
  }, [cluster, marker]);

  useEffect(() => {
    look.current = { stale, heading: location.heading };
    const element = marker.getElement();
    if (element) decorateDriver(element, look.current);
  }, [marker, stale, location.heading]);

  useGlidingMove(map, marker, location.lat, location.lng);
  return null;
}
