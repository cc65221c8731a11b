import { MAP_PADDING } from '../../../config/page-constants';
import L from 'leaflet';
import type { MapPoint } from './map-places';
import { paddingAround, type MapPadding, type OverlayBox } from './map-padding';
import { MARKER_REACH } from './marker-icons';

/** Closest zoom a fit goes to: the driver at the door should not fill the screen with one house. */
export const MAX_FIT_ZOOM = 17;
/** The zoom around a single point (the address while the driver's position is not known yet). */
export const SINGLE_POINT_ZOOM = 15;

/** The spec's padding, the least a fit keeps. */
const SPEC_PADDING: MapPadding = {
  left: MAP_PADDING.topLeft[0],
  top: MAP_PADDING.topLeft[1],
  right: MAP_PADDING.bottomRight[0],
  bottom: MAP_PADDING.bottomRight[1],
};

/** What floats over the map and must not hide a marker: the controls mark themselves (map-controls.tsx). */
const MAP_OVERLAY_SELECTOR = '[data-map-overlay]';

/** The controls over the map, as boxes in the map's own pixels (reading them makes the browser lay out). */
function overlayBoxes(map: L.Map, controls: readonly Element[]): OverlayBox[] {
  const origin = map.getContainer().getBoundingClientRect();
  return controls.map((element) => {
    const box = element.getBoundingClientRect();
    return {
      left: box.left - origin.left,
      top: box.top - origin.top,
      right: box.right - origin.left,
      bottom: box.bottom - origin.top,
    };
  });
}

/** The last padding worked out per map, with what it was worked out for. */
const paddings = new WeakMap<L.Map, { key: string; padding: MapPadding }>();

/**
 * The padding of a fit now: the spec's, widened to clear every control over the map, markers whole. The controls
 * only move when the map's size changes, so the boxes are measured again only then (or when controls come or
 * go), not on every driver move.
 */
function fitPadding(map: L.Map): MapPadding {
  const size = map.getSize();
  const container = map.getContainer();
  const controls = [...(container.parentElement ?? container).querySelectorAll(MAP_OVERLAY_SELECTOR)];
  const key = `${size.x}x${size.y}:${controls.length}`;
  const known = paddings.get(map);
  if (known?.key === key) return known.padding;
  const padding = paddingAround(
    { width: size.x, height: size.y },
    overlayBoxes(map, controls),
    SPEC_PADDING,
    MARKER_REACH,
  );
  paddings.set(map, { key, padding });
  return padding;
}

/**
 * Runs `change` once the map is done zooming: Leaflet drops any zoom asked for while a zoom animation runs, so a
 * reset tapped right after a zoom step would otherwise do nothing.
 */
export function afterZoomSettles(map: L.Map, change: () => void): void {
  if (map.getPane('mapPane')?.classList.contains('leaflet-zoom-anim')) map.once('zoomend', change);
  else change();
}

/** Shows all the points inside the area the controls leave free (one point: close up, in the middle). */
export function fitView(map: L.Map, points: readonly MapPoint[], animate: boolean): void {
  const [first] = points;
  if (!first) return;
  if (points.length === 1) return void map.setView(first, SINGLE_POINT_ZOOM, { animate });
  const padding = fitPadding(map);
  map.fitBounds(L.latLngBounds([...points]), {
    paddingTopLeft: L.point(padding.left, padding.top),
    paddingBottomRight: L.point(padding.right, padding.bottom),
    maxZoom: MAX_FIT_ZOOM,
    animate,
  });
}

/**
 * True when a fresh fit would show something different: a point is off screen or under a control, or all would
 * fit closer.
 */
export function wantsRefit(map: L.Map, points: readonly MapPoint[]): boolean {
  if (points.length < 2) return false;
  const padding = fitPadding(map);
  const size = map.getSize();
  const outside = points.some((point) => {
    const { x, y } = map.latLngToContainerPoint(point);
    return x < padding.left || y < padding.top || x > size.x - padding.right || y > size.y - padding.bottom;
  });
  if (outside) return true;
  const bounds = L.latLngBounds([...points]);
  const room = L.point(padding.left + padding.right, padding.top + padding.bottom);
  return Math.min(MAX_FIT_ZOOM, map.getBoundsZoom(bounds, false, room)) > map.getZoom();
}
