import type { DriverLocation } from '@tracking/core';
import type L from 'leaflet';
import { memo, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClusterLayer } from './cluster-layer';
import { DriverMarker } from './driver-marker';
import { MapCanvas } from './map-canvas';
import { MapContext } from './map-context';
import { MapControls } from './map-controls';
import { fitPoints, type MapPlace } from './map-places';
import { PlaceMarker } from './place-marker';
import { useFollowView } from './use-follow-view';
import styles from './live-map.module.css';

interface LiveMapProps {
  places: readonly MapPlace[];
  driver: DriverLocation | null;
  stale: boolean;
  /** Where the Close button goes; no Close button without it. */
  closeHref?: string;
}

interface LayersProps extends LiveMapProps {
  map: L.Map;
}

/** Markers, view keeping and controls: beside the map container, acting on the Leaflet map directly. */
function MapLayers({ map, places, driver, stale, closeHref }: LayersProps) {
  const lat = driver?.lat;
  const lng = driver?.lng;
  const points = useMemo(
    () => fitPoints(places, lat === undefined || lng === undefined ? null : { lat, lng }),
    [places, lat, lng],
  );
  const { reset, stopFollowing } = useFollowView(map, points);
  return (
    <>
      <ClusterLayer>
        {places.map((place) => (
          <PlaceMarker key={place.kind} {...place} />
        ))}
        {driver ? <DriverMarker location={driver} stale={stale} /> : null}
      </ClusterLayer>
      <MapControls map={map} onReset={reset} onUserZoom={stopFollowing} closeHref={closeHref} />
    </>
  );
}

/**
 * The live map, one owner: the map container renders once, and the layers beside it add themselves to the
 * Leaflet map on mount and take themselves off on unmount. A driver move is a marker move, not a map render.
 */
export const LiveMap = memo(function LiveMap(props: LiveMapProps) {
  const { t } = useTranslation();
  const [map, setMap] = useState<L.Map | null>(null);

  useEffect(() => {
    const container = map?.getContainer();
    container?.setAttribute('role', 'region');
    container?.setAttribute('aria-label', t('liveMap.mapLabel'));
  }, [map, t]);

  // Leaflet sees window resizes only; the frame also changes size when the panel beside it does.
  useEffect(() => {
    if (!map) return;
    const observer = new ResizeObserver(() => map.invalidateSize({ debounceMoveend: true }));
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);

  return (
    <div className={styles.frame}>
      <MapCanvas onReady={setMap} />
      {map ? (
        <MapContext value={map}>
          <MapLayers map={map} {...props} />
        </MapContext>
      ) : null}
    </div>
  );
});
