import type L from 'leaflet';
import { memo, useEffect, useRef } from 'react';
import { createTileMap } from '../../../ui/map';
import styles from './live-map.module.css';

interface MapCanvasProps {
  onReady: (map: L.Map | null) => void;
}

/**
 * The map itself, the one owner of the Leaflet map: container, tiles from the runtime config and their
 * attribution (plain text, always shown). Its props never change, so React renders it once and the map is made
 * once; markers and view changes go through the Leaflet map, and unmounting removes it. It is made without a
 * view: Leaflet asks for no tile until the layers have fitted the first one (use-follow-view.ts).
 */
export const MapCanvas = memo(function MapCanvas({ onReady }: MapCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  // The first render's callback: the map is made once, whatever the parent passes later.
  const first = useRef(onReady);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const ready = first.current;
    const map = createTileMap(element);
    ready(map);
    return () => {
      ready(null);
      map.remove();
    };
  }, []);

  return <div ref={container} className={styles.map} />;
});
