import L from 'leaflet';
import { useEffect, useRef } from 'react';
import type { TrailPoint } from '@tracking/core';
import { createTileMap } from '../../../ui/map';
import styles from './delivery-proof.module.css';

interface TrailMapProps {
  trail: readonly TrailPoint[];
  /** Where the parcel was left: the trail's end. */
  point: { lat: number; lng: number } | null;
  label: string;
}

/** The driver's last stretch to the door as a line on a small map, fitted once; the map is a picture to read. */
export default function TrailMap({ trail, point, label }: TrailMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const first = useRef({ trail, point });
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const { trail: line, point: end } = first.current;
    const map = createTileMap(element, { dragging: false, scrollWheelZoom: false, keyboard: false });
    const path = L.polyline(
      line.map(({ lat, lng }) => [lat, lng] as L.LatLngTuple),
      { weight: 4, className: styles.trailLine },
    ).addTo(map);
    if (end) L.circleMarker(end, { radius: 6, weight: 2, fillOpacity: 1 }).addTo(map);
    map.fitBounds(path.getBounds().pad(0.3), { maxZoom: 18 });
    return () => {
      map.remove();
    };
  }, []);
  return (
    <div ref={container} className={styles.trailMap} role="img" aria-label={label} data-testid="trail-map" />
  );
}
