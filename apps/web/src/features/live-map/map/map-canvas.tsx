import 'leaflet/dist/leaflet.css';
import type L from 'leaflet';
import { memo } from 'react';
import { AttributionControl, MapContainer, TileLayer } from 'react-leaflet';
import { env } from '../../../config/env';
import { escapeHtml } from './escape-html';
import type { MapPoint } from './map-places';
import { MAX_FIT_ZOOM, SINGLE_POINT_ZOOM } from './map-view';
import { MAP_PADDING } from '../../../config/page-constants';
import styles from './live-map.module.css';

const MIN_ZOOM = 4;
const MAX_ZOOM = 19;
/** Northern Europe, for the rare order whose map has nothing to show yet. */
const NOTHING_YET: { center: MapPoint; zoom: number } = { center: [58, 14], zoom: 4 };

interface MapCanvasProps {
  /** What the first view shows; later views are the layers' business. */
  initialPoints: readonly MapPoint[];
  onReady: (map: L.Map | null) => void;
}

function initialView(points: readonly MapPoint[]) {
  const [first] = points;
  if (!first) return NOTHING_YET;
  if (points.length === 1) return { center: first, zoom: SINGLE_POINT_ZOOM };
  return {
    bounds: [...points],
    boundsOptions: {
      paddingTopLeft: [...MAP_PADDING.topLeft] as MapPoint,
      paddingBottomRight: [...MAP_PADDING.bottomRight] as MapPoint,
      maxZoom: MAX_FIT_ZOOM,
    },
  };
}

/**
 * The map itself: container, tiles from the runtime config and their attribution (plain text, always shown).
 * Its props never change, so React renders it once; markers and view changes go through the Leaflet map.
 */
export const MapCanvas = memo(function MapCanvas({ initialPoints, onReady }: MapCanvasProps) {
  return (
    <MapContainer
      ref={onReady}
      className={styles.map}
      {...initialView(initialPoints)}
      minZoom={MIN_ZOOM}
      maxZoom={MAX_ZOOM}
      zoomControl={false}
      attributionControl={false}
    >
      <TileLayer url={env.tileUrl} attribution={escapeHtml(env.tileAttribution)} maxZoom={MAX_ZOOM} />
      <AttributionControl prefix={false} position="bottomright" />
    </MapContainer>
  );
});
