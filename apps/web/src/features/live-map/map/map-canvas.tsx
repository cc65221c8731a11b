import type L from 'leaflet';
import { memo, useEffect, useRef } from 'react';
import { createTileMap } from '../../../ui/map';
import type { MapPoint } from './map-places';
import { fitView } from './map-view';
import styles from './live-map.module.css';

/** Northern Europe, for the rare order whose map has nothing to show yet. */
const NOTHING_YET: { center: MapPoint; zoom: number } = { center: [58, 14], zoom: 4 };

interface MapCanvasProps {
  /** What the first view shows; later views are the layers' business. */
  initialPoints: readonly MapPoint[];
  onReady: (map: L.Map | null) => void;
}

/** Puts the first view on the map: the one point close up, or all of them fitted inside the padding. */
function showInitialView(map: L.Map, points: readonly MapPoint[]): void {
  if (points.length === 0) return void map.setView(NOTHING_YET.center, NOTHING_YET.zoom);
  fitView(map, points, false);
}

/**
 * The map itself, the one owner of the Leaflet map: container, tiles from the runtime config and their
 * attribution (plain text, always shown). Its props never change, so React renders it once and the map is made
 * once; markers and view changes go through the Leaflet map, and unmounting removes it.
 */
export const MapCanvas = memo(function MapCanvas({ initialPoints, onReady }: MapCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  // The first render's props: the map is made once, whatever the parent passes later.
  const first = useRef({ initialPoints, onReady });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const { initialPoints: points, onReady: ready } = first.current;
    const map = createTileMap(element);
    showInitialView(map, points);
    ready(map);
    return () => {
      ready(null);
      map.remove();
    };
  }, []);

  return <div ref={container} className={styles.map} />;
});
