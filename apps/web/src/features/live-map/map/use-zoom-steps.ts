import type L from 'leaflet';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * The map's zoom, and steps in and out that add up: Leaflet ignores a zoom asked for while one is animating,
 * so presses in quick succession set a target the map catches up with when each animation ends.
 */
export function useZoomSteps(map: L.Map) {
  const target = useRef<number | null>(null);
  const subscribe = useCallback(
    (onChange: () => void) => {
      map.on('zoomend', onChange);
      return () => {
        map.off('zoomend', onChange);
      };
    },
    [map],
  );
  const zoom = useSyncExternalStore(subscribe, () => map.getZoom());

  useEffect(() => {
    const catchUp = () => {
      if (target.current === null) return;
      if (target.current === map.getZoom()) target.current = null;
      else map.setZoom(target.current);
    };
    map.on('zoomend', catchUp);
    return () => {
      map.off('zoomend', catchUp);
    };
  }, [map]);

  const step = useCallback(
    (by: 1 | -1) => {
      const from = target.current ?? map.getZoom();
      target.current = Math.min(map.getMaxZoom(), Math.max(map.getMinZoom(), from + by));
      map.setZoom(target.current);
    },
    [map],
  );
  /** Forgets steps not yet taken (a reset sets its own zoom). */
  const cancelSteps = useCallback(() => {
    target.current = null;
  }, []);

  return { zoom, step, cancelSteps };
}
