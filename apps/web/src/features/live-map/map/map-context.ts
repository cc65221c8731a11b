import type L from 'leaflet';
import { createContext, useContext } from 'react';
import type { ClusterBatch } from './cluster-batch';

/** The Leaflet map, for the layers beside the map container (they never re-render the container). */
export const MapContext = createContext<L.Map | null>(null);

/** Where markers go: the cluster group, through its batch. */
export const ClusterContext = createContext<ClusterBatch<L.Layer> | null>(null);

export function useLeafletMap(): L.Map {
  const map = useContext(MapContext);
  if (!map) throw new Error('useLeafletMap outside a live map');
  return map;
}

export function useCluster(): ClusterBatch<L.Layer> {
  const cluster = useContext(ClusterContext);
  if (!cluster) throw new Error('useCluster outside a cluster layer');
  return cluster;
}
