import { MARKER_CLUSTER_BATCH_MS } from '../../../config/page-constants';
import L from 'leaflet';
import 'leaflet.markercluster';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClusterBatch } from './cluster-batch';
import { ClusterContext, useLeafletMap } from './map-context';
import { MAX_FIT_ZOOM } from './map-view';
import { clusterIcon } from './marker-icons';

/** Markers closer than this on screen join a cluster; small, as there are only a few and each matters. */
const CLUSTER_RADIUS_PX = 36;

/** The cluster group every marker goes into: on the map while mounted, additions batched. */
export function ClusterLayer({ children }: { children: ReactNode }) {
  const map = useLeafletMap();
  const { i18n } = useTranslation();
  const [{ group, batch }] = useState(() => {
    const created = L.markerClusterGroup({
      maxClusterRadius: CLUSTER_RADIUS_PX,
      showCoverageOnHover: false,
      spiderfyOnMaxZoom: true,
      // Where the view fits the driver and the address, both always show, however close the driver has come.
      disableClusteringAtZoom: MAX_FIT_ZOOM,
      iconCreateFunction: (cluster) => {
        const count = cluster.getChildCount();
        return clusterIcon(count, i18n.t('liveMap.cluster', { count }));
      },
    });
    return { group: created, batch: new ClusterBatch<L.Layer>(created, MARKER_CLUSTER_BATCH_MS) };
  });

  useEffect(() => {
    map.addLayer(group);
    return () => {
      batch.dispose();
      map.removeLayer(group);
    };
  }, [map, group, batch]);

  return <ClusterContext value={batch}>{children}</ClusterContext>;
}
