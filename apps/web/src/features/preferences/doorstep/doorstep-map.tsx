import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { createTileMap } from '../../../ui/map';
import { isPinKey, PIN_BIG_STEP_METRES, PIN_STEP_METRES, stepPin, type PinPoint } from './pin-step';
import styles from './doorstep.module.css';

/** Close enough to see the entrance. */
const PIN_ZOOM = 18;

interface DoorstepMapProps {
  pin: PinPoint;
  onMove: (pin: PinPoint) => void;
  /** The pin's accessible name, and the id of the text telling how to move it. */
  pinLabel: string;
  instructionsId: string;
}

const PIN_ICON = L.divIcon({
  className: styles.pin,
  html: `<span class="${styles.pinHead}" data-marker="doorstep"></span>`,
  iconSize: [32, 40],
  iconAnchor: [16, 38],
});

/**
 * The map with the doorstep pin: made once, the pin dragged with a pointer or moved with the arrow keys when
 * focused (Shift for bigger steps); the map itself never sees those keys. A new `pin` from the parent moves it.
 */
export function DoorstepMap({ pin, onMove, pinLabel, instructionsId }: DoorstepMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const marker = useRef<L.Marker | null>(null);
  const first = useRef({ pin, pinLabel, instructionsId });
  const moved = useRef(onMove);
  useEffect(() => {
    moved.current = onMove;
  }, [onMove]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const start = first.current;
    const map = createTileMap(element, { zoomControl: true }).setView(start.pin, PIN_ZOOM);
    const pinMarker = L.marker(start.pin, { draggable: true, keyboard: true, icon: PIN_ICON, autoPan: true });
    pinMarker.addTo(map);
    const handle = pinMarker.getElement();
    handle?.setAttribute('aria-label', start.pinLabel);
    handle?.setAttribute('aria-describedby', start.instructionsId);
    pinMarker.on('dragend', () => moved.current(pinMarker.getLatLng()));
    const onKey = (event: KeyboardEvent) => {
      if (!isPinKey(event.key)) return;
      L.DomEvent.stop(event);
      const next = stepPin(
        pinMarker.getLatLng(),
        event.key,
        event.shiftKey ? PIN_BIG_STEP_METRES : PIN_STEP_METRES,
      );
      pinMarker.setLatLng(next);
      if (!map.getBounds().contains(next)) map.panTo(next);
      moved.current(next);
    };
    if (handle) L.DomEvent.on(handle, 'keydown', onKey as L.DomEvent.EventHandlerFn);
    marker.current = pinMarker;
    return () => {
      marker.current = null;
      map.remove();
    };
  }, []);

  useEffect(() => {
    const current = marker.current?.getLatLng();
    if (current && (current.lat !== pin.lat || current.lng !== pin.lng)) marker.current?.setLatLng(pin);
  }, [pin]);

  return <div ref={container} className={styles.map} data-testid="doorstep-map" />;
}
