import { MAP_PADDING } from '../../../config/page-constants';
import L from 'leaflet';
import type { MapPoint } from './map-places';

/** Closest zoom a fit goes to: the driver at the door should not fill the screen with one house. */
export const MAX_FIT_ZOOM = 17;
/** The zoom around a single point (the address while the driver's position is not known yet). */
export const SINGLE_POINT_ZOOM = 15;

const FIT_OPTIONS = {
  paddingTopLeft: L.point(...MAP_PADDING.topLeft),
  paddingBottomRight: L.point(...MAP_PADDING.bottomRight),
  maxZoom: MAX_FIT_ZOOM,
};

/** Shows all the points, with the map padding of the spec. */
export function fitView(map: L.Map, points: readonly MapPoint[], animate: boolean): void {
  const [first] = points;
  if (!first) return;
  if (points.length === 1) map.setView(first, SINGLE_POINT_ZOOM, { animate });
  else map.fitBounds(L.latLngBounds([...points]), { ...FIT_OPTIONS, animate });
}

/** True when a fresh fit would show something different: a point is off screen, or all would fit closer. */
export function wantsRefit(map: L.Map, points: readonly MapPoint[]): boolean {
  if (points.length < 2) return false;
  const bounds = L.latLngBounds([...points]);
  if (!map.getBounds().contains(bounds)) return true;
  const padding = FIT_OPTIONS.paddingTopLeft.add(FIT_OPTIONS.paddingBottomRight);
  return Math.min(MAX_FIT_ZOOM, map.getBoundsZoom(bounds, false, padding)) > map.getZoom();
}
