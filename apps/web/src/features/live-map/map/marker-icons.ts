import L from 'leaflet';
import { escapeHtml } from '../../../ui/map';
import styles from './markers.module.css';

// Icons are markup and CSS classes only: no inline style text, so they render under a strict CSP. What changes
// per marker (heading, staleness) is set on the element through the CSSOM or data attributes. data-marker names
// each marker for the browser tests and the benchmark.

const VAN = `<svg class="${styles.glyph}" viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="M3 6.5A1.5 1.5 0 0 1 4.5 5h9A1.5 1.5 0 0 1 15 6.5V8h2.6a1.5 1.5 0 0 1 1.2.6l2 2.7a1.5 1.5 0 0 1 .3.9v3.3a1.5 1.5 0 0 1-1.5 1.5h-.7a2.5 2.5 0 0 1-4.8 0H9.9a2.5 2.5 0 0 1-4.8 0h-.6A1.5 1.5 0 0 1 3 15.5zm12 3.5v2.5h4.4L17.6 10zM7.5 18a1 1 0 1 0 0-2 1 1 0 0 0 0 2m9 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2"/></svg>`;
const HOME = `<svg class="${styles.glyph}" viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="M11.3 3.3a1 1 0 0 1 1.4 0l8 7.4a1 1 0 0 1-.7 1.8h-1v6.8a1.2 1.2 0 0 1-1.2 1.2h-3.3v-5h-5v5H6.2A1.2 1.2 0 0 1 5 19.3v-6.8H4a1 1 0 0 1-.7-1.8z"/></svg>`;
const PARCEL = `<svg class="${styles.glyph}" viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="M12 2.5 20.5 7v10L12 21.5 3.5 17V7zm0 2.3L6.6 7.6 12 10.4l5.4-2.8zM5.5 9.2v6.6l5.5 2.9v-6.6zm13 0L13 12.1v6.6l5.5-2.9z"/></svg>`;

const DRIVER_SIZE = 48;
const PIN = { width: 40, height: 48, tipFromTop: 46 };

/** How far a marker's icon reaches from its point on each side: the pin rises above its tip, the badge is round. */
export const MARKER_REACH = {
  top: Math.max(DRIVER_SIZE / 2, PIN.tipFromTop),
  right: Math.max(DRIVER_SIZE / 2, PIN.width / 2),
  bottom: Math.max(DRIVER_SIZE / 2, PIN.height - PIN.tipFromTop),
  left: Math.max(DRIVER_SIZE / 2, PIN.width / 2),
};

/**
 * The driver's icon: a round badge with a van and a heading arrow, in a body element that glides between
 * positions. The body is one element for the marker's life: the cluster group re-adds a moved marker, and
 * with the element given (not markup) Leaflet re-attaches it instead of parsing it again, look and glide kept.
 */
export function driverIcon(): { icon: L.DivIcon; body: HTMLElement } {
  const body = document.createElement('span');
  body.className = styles.driverBody ?? '';
  body.dataset.marker = 'driver';
  body.innerHTML = `<span class="${styles.heading}"></span><span class="${styles.driverBadge}">${VAN}</span>`;
  const icon = L.divIcon({
    className: styles.driver,
    html: body,
    iconSize: [DRIVER_SIZE, DRIVER_SIZE],
    iconAnchor: [DRIVER_SIZE / 2, DRIVER_SIZE / 2],
  });
  return { icon, body };
}

/** A pin for a fixed place: the recipient's address (a house) or the pickup address (a parcel). */
export function placeIcon(kind: 'destination' | 'pickup'): L.DivIcon {
  return L.divIcon({
    className: `${styles.place} ${kind === 'pickup' ? styles.pickup : styles.destination}`,
    html: `<span class="${styles.pin}" data-marker="${kind}">${kind === 'pickup' ? PARCEL : HOME}</span>`,
    iconSize: [PIN.width, PIN.height],
    iconAnchor: [PIN.width / 2, PIN.tipFromTop],
  });
}

/** A cluster of markers too close to tell apart: their count, and what a tap does for screen readers. */
export function clusterIcon(count: number, label: string): L.DivIcon {
  return L.divIcon({
    className: styles.cluster,
    html: `<span aria-hidden="true" data-marker="cluster">${count}</span><span class="${styles.visuallyHidden}">${escapeHtml(label)}</span>`,
    iconSize: [44, 44],
  });
}

/** Shows the driver's state on its body: greyed when stale, the arrow turned to the heading when known. */
export function decorateDriver(body: HTMLElement, state: { stale: boolean; heading: number | undefined }) {
  body.dataset.stale = String(state.stale);
  body.dataset.heading = String(state.heading !== undefined);
  if (state.heading !== undefined) body.style.setProperty('--heading', `${state.heading}deg`);
}
