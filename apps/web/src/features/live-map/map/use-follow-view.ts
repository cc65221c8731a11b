import type L from 'leaflet';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { MapPoint } from './map-places';
import { afterZoomSettles, fitView, wantsRefit } from './map-view';

/** Northern Europe, for the rare order whose map has nothing to show yet. */
const NOTHING_YET: { center: MapPoint; zoom: number } = { center: [58, 14], zoom: 4 };

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

  // The first view, fitted once: the controls over the map are drawn by now (the layout effect runs before the
  // first paint), so the padding that clears them is measured before any tile is asked for at a zoom a second
  // fit would leave.
  useLayoutEffect(() => {
    const first = latest.current;
    if (first.length === 0) map.setView(NOTHING_YET.center, NOTHING_YET.zoom);
    else fitView(map, first, false);
  }, [map]);

  // Later, as the driver moves, a view that no longer shows everything (or could show it closer) glides.
  useEffect(() => {
    latest.current = points;
    if (following.current && wantsRefit(map, points)) fitView(map, points, true);
  }, [map, points]);

  const reset = useCallback(() => {
    following.current = true;
    afterZoomSettles(map, () => fitView(map, latest.current, true));
  }, [map]);

  return { reset, stopFollowing };
}
