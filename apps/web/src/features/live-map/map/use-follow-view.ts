import type L from 'leaflet';
import { useCallback, useEffect, useRef } from 'react';
import type { MapPoint } from './map-places';
import { afterZoomSettles, fitView, wantsRefit } from './map-view';

/** Keys Leaflet pans and zooms with while the map has focus. */
const MAP_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', '+', '=', '-', '_']);

/**
 * Keeps the driver and the places in view as the driver moves (zooming in as it comes closer), until the
 * recipient moves the map; `reset` fits the view again and follows from there.
 */
export function useFollowView(map: L.Map, points: readonly MapPoint[]) {
  const following = useRef(true);
  const latest = useRef(points);

  const stopFollowing = useCallback(() => {
    following.current = false;
  }, []);

  useEffect(() => {
    const container = map.getContainer();
    const onKey = (event: KeyboardEvent) => {
      if (MAP_KEYS.has(event.key)) stopFollowing();
    };
    const onTouch = (event: TouchEvent) => {
      if (event.touches.length > 1) stopFollowing();
    };
    map.on('dragstart', stopFollowing);
    map.on('dblclick', stopFollowing);
    container.addEventListener('wheel', stopFollowing, { passive: true });
    container.addEventListener('keydown', onKey);
    container.addEventListener('touchstart', onTouch, { passive: true });
    return () => {
      map.off('dragstart', stopFollowing);
      map.off('dblclick', stopFollowing);
      container.removeEventListener('wheel', stopFollowing);
      container.removeEventListener('keydown', onKey);
      container.removeEventListener('touchstart', onTouch);
    };
  }, [map, stopFollowing]);

  // A new size (a turned phone, a panel that grew) fits the view again while following.
  useEffect(() => {
    const refit = () => {
      if (following.current) fitView(map, latest.current, false);
    };
    map.on('resize', refit);
    return () => {
      map.off('resize', refit);
    };
  }, [map]);

  // The first check runs as the controls appear over the map, so a correction then is instant; later ones glide.
  const settled = useRef(false);
  useEffect(() => {
    latest.current = points;
    if (following.current && wantsRefit(map, points)) fitView(map, points, settled.current);
    settled.current = true;
  }, [map, points]);

  const reset = useCallback(() => {
    following.current = true;
    afterZoomSettles(map, () => fitView(map, latest.current, true));
  }, [map]);

  return { reset, stopFollowing };
}
