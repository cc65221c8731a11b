import type L from 'leaflet';
import { useEffect, useRef } from 'react';
import { nextGlide, remainingOffset, type Glide } from './glide';
import { driverBody } from './marker-icons';

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function cancelGlide(marker: L.Marker): void {
  const element = marker.getElement();
  for (const animation of (element && driverBody(element)?.getAnimations()) || []) animation.cancel();
}

/**
 * Moves the marker to (lat, lng) in place (marker.setLatLng: no React render of the map) and lets it glide
 * there: the body is drawn at its old place and animated to the new one (Web Animations, off the main thread).
 */
export function useGlidingMove(map: L.Map, marker: L.Marker, lat: number, lng: number): void {
  const state = useRef<{ glide: Glide | null; lastMoveAt: number }>({ glide: null, lastMoveAt: 0 });

  useEffect(() => {
    const from = marker.getLatLng();
    if (from.lat === lat && from.lng === lng) return;
    const now = performance.now();
    const shown = Boolean(marker.getElement());
    const before = map.latLngToLayerPoint(from);
    // In a cluster group the group moves the marker too (it re-adds it, with a new element).
    marker.setLatLng([lat, lng]);
    const element = marker.getElement();
    const body = element ? driverBody(element) : null;
    const { glide, lastMoveAt } = state.current;
    const next =
      shown && body && !reducedMotion()
        ? nextGlide(
            before,
            map.latLngToLayerPoint([lat, lng]),
            remainingOffset(glide, now),
            now,
            now - lastMoveAt,
          )
        : null;
    state.current = { glide: next, lastMoveAt: now };
    if (!body || !next) return;
    cancelGlide(marker);
    body.animate(
      [{ transform: `translate(${next.from.x}px, ${next.from.y}px)` }, { transform: 'translate(0, 0)' }],
      { duration: next.durationMs, easing: 'linear' },
    );
  }, [map, marker, lat, lng]);

  // A zoom changes what an offset in pixels means: the marker jumps to its place instead.
  useEffect(() => {
    const stop = () => {
      state.current.glide = null;
      cancelGlide(marker);
    };
    map.on('zoomstart', stop);
    return () => {
      map.off('zoomstart', stop);
    };
  }, [map, marker]);
}
