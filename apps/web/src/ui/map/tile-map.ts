import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { env } from '../../config/env';
import { escapeHtml } from './escape-html';

export const MIN_ZOOM = 4;
export const MAX_ZOOM = 19;

/**
 * A Leaflet map on `element` with the tiles of the runtime config and their attribution (plain text, always
 * shown): what every map of the page starts from. `options` add to (or replace) the defaults.
 */
export function createTileMap(element: HTMLElement, options: L.MapOptions = {}): L.Map {
  const map = L.map(element, {
    minZoom: MIN_ZOOM,
    maxZoom: MAX_ZOOM,
    zoomControl: false,
    attributionControl: false,
    ...options,
  });
  L.tileLayer(env.tileUrl, { attribution: escapeHtml(env.tileAttribution), maxZoom: MAX_ZOOM }).addTo(map);
  L.control.attribution({ prefix: false, position: 'bottomright' }).addTo(map);
  return map;
}
