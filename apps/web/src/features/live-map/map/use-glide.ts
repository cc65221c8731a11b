import type L from 'leaflet';
import { useEffect, useRef } from 'react';
import { nextGlide, remainingOffset, type Glide } from './glide';

/** The user-timing measure of each marker move, for the page budget (only the latest is kept in the buffer). */
export const MARKER_MOVE_MEASURE = 'live-map:marker-move';

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

interface GlideState {
  glide: Glide | null;
  /** The running animation, kept to cancel it (asking the element for its animations costs a style pass). */
  animation: Animation | null;
  lastMoveAt: number;
}

/**
 * Moves the marker to (lat, lng) in place (marker.setLatLng: no React render of the map) and lets it glide
 * there: the body is drawn at its old place and animated to the new one (a Web Animation of its transform,
 * which the compositor runs). Each move is measured (MARKER_MOVE_MEASURE).
 */
export function useGlidingMove(
  map: L.Map,
  marker: L.Marker,
  body: HTMLElement,
  lat: number,
  lng: number,
): void {
  const state = useRef<GlideState>({ glide: null, animation: null, lastMoveAt: 0 });

  useEffect(() => {
    const from = marker.getLatLng();
    if (from.lat === lat && from.lng === lng) return;
    const now = performance.now();
    const shown = Boolean(marker.getElement());
    const before = map.latLngToLayerPoint(from);
    // In a cluster group the group moves the marker too: it re-adds it, which re-attaches the same body.
    marker.setLatLng([lat, lng]);
    const { glide, animation, lastMoveAt } = state.current;
    animation?.cancel();
    const next =
      shown && marker.getElement() && !reducedMotion()
        ? nextGlide(
            before,
            map.latLngToLayerPoint([lat, lng]),
            remainingOffset(glide, now),
            now,
            now - lastMoveAt,
          )
        : null;
    const started = next
      ? body.animate(
          [{ transform: `translate(${next.from.x}px, ${next.from.y}px)` }, { transform: 'translate(0, 0)' }],
          { duration: next.durationMs, easing: 'linear' },
        )
      : null;
    state.current = { glide: next, animation: started, lastMoveAt: now };
    performance.clearMeasures(MARKER_MOVE_MEASURE);
    performance.measure(MARKER_MOVE_MEASURE, { start: now, end: performance.now() });
  }, [map, marker, body, lat, lng]);

  // A zoom changes what an offset in pixels means: the marker jumps to its place instead.
  useEffect(() => {
    const stop = () => {
      state.current.animation?.cancel();
      state.current = { ...state.current, glide: null, animation: null };
    };
    map.on('zoomstart', stop);
    return () => {
      map.off('zoomstart', stop);
    };
  }, [map, marker]);
}
