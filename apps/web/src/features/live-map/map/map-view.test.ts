import { MAP_PADDING } from '../../../config/page-constants';
import L from 'leaflet';
import { describe, expect, it, vi } from 'vitest';
import { MAX_FIT_ZOOM, SINGLE_POINT_ZOOM, afterZoomSettles, fitView, wantsRefit } from './map-view';
import { MARKER_REACH } from './marker-icons';

const SIZE = { x: 400, y: 300 };

/** A box in the map's pixels, as an element's client rect (the map's container sits at the page's origin). */
const rect = (left: number, top: number, right: number, bottom: number) =>
  ({ left, top, right, bottom, width: right - left, height: bottom - top }) as DOMRect;

/** The map's container in a frame, with controls over it at the given boxes. */
function frameWith(controls: DOMRect[]): HTMLElement {
  const frame = document.createElement('div');
  const container = document.createElement('div');
  container.getBoundingClientRect = () => rect(0, 0, SIZE.x, SIZE.y);
  frame.append(container);
  for (const box of controls) {
    const control = document.createElement('div');
    control.setAttribute('data-map-overlay', '');
    control.getBoundingClientRect = () => box;
    frame.append(control);
  }
  return container;
}

/**
 * The part of a Leaflet map the view rules use, answering as a map of 400x300 pixels showing `view` at `zoom`
 * would, with controls over it at `controls`.
 */
function fakeMap(
  view: [[number, number], [number, number]],
  zoom: number,
  fitZoom: number,
  controls: DOMRect[] = [],
) {
  const bounds = L.latLngBounds(view);
  const container = frameWith(controls);
  return {
    fitBounds: vi.fn(),
    setView: vi.fn(),
    getBounds: () => bounds,
    getZoom: () => zoom,
    getBoundsZoom: vi.fn(() => fitZoom),
    getSize: () => L.point(SIZE.x, SIZE.y),
    getContainer: () => container,
    latLngToContainerPoint: ([lat, lng]: [number, number]) =>
      L.point(
        ((lng - bounds.getWest()) / (bounds.getEast() - bounds.getWest())) * SIZE.x,
        ((bounds.getNorth() - lat) / (bounds.getNorth() - bounds.getSouth())) * SIZE.y,
      ),
  };
}
const asMap = (map: ReturnType<typeof fakeMap>) => map as unknown as L.Map;

const home: [number, number] = [55.6889, 12.5561];
const driver: [number, number] = [55.675, 12.54];

describe('fitView', () => {
  it("fits the points with the spec's padding plus the markers' reach, no closer than the fit limit", () => {
    const map = fakeMap([home, driver], 14, 14);
    fitView(asMap(map), [home, driver], true);
    const [left, top] = MAP_PADDING.topLeft;
    const [right, bottom] = MAP_PADDING.bottomRight;
    expect(map.fitBounds).toHaveBeenCalledWith(L.latLngBounds([home, driver]), {
      paddingTopLeft: L.point(left + MARKER_REACH.left, top + MARKER_REACH.top),
      paddingBottomRight: L.point(right + MARKER_REACH.right, bottom + MARKER_REACH.bottom),
      maxZoom: MAX_FIT_ZOOM,
      animate: true,
    });
  });

  it('keeps the points clear of the controls over the map', () => {
    const map = fakeMap([home, driver], 14, 14, [rect(344, 140, 388, 288)]);
    fitView(asMap(map), [home, driver], false);
    expect(map.fitBounds).toHaveBeenCalledWith(
      L.latLngBounds([home, driver]),
      expect.objectContaining({
        paddingBottomRight: L.point(
          64 + MARKER_REACH.right,
          MAP_PADDING.bottomRight[1] + MARKER_REACH.bottom,
        ),
      }),
    );
  });

  it('centres a single point at street level, and does nothing without points', () => {
    const map = fakeMap([home, driver], 14, 14);
    fitView(asMap(map), [home], false);
    expect(map.setView).toHaveBeenCalledWith(home, SINGLE_POINT_ZOOM, { animate: false });
    fitView(asMap(map), [], false);
    expect(map.setView).toHaveBeenCalledTimes(1);
    expect(map.fitBounds).not.toHaveBeenCalled();
  });
});

describe('afterZoomSettles', () => {
  function mapZooming(animating: boolean) {
    const pane = document.createElement('div');
    if (animating) pane.classList.add('leaflet-zoom-anim');
    const listeners: (() => void)[] = [];
    const map = {
      getPane: () => pane,
      once: (_event: string, listener: () => void) => listeners.push(listener),
    };
    return { map: map as unknown as L.Map, zoomEnds: () => listeners.forEach((listener) => listener()) };
  }

  it('changes the view at once when no zoom is under way', () => {
    const change = vi.fn();
    afterZoomSettles(mapZooming(false).map, change);
    expect(change).toHaveBeenCalledTimes(1);
  });

  it('waits for a zoom under way to end (Leaflet would drop the change)', () => {
    const change = vi.fn();
    const { map, zoomEnds } = mapZooming(true);
    afterZoomSettles(map, change);
    expect(change).not.toHaveBeenCalled();
    zoomEnds();
    expect(change).toHaveBeenCalledTimes(1);
  });
});

describe('wantsRefit', () => {
  const wide: [[number, number], [number, number]] = [
    [55.66, 12.52],
    [55.7, 12.58],
  ];
  it.each([
    ['both in view at the zoom a fit gives', wide, 14, 14, false],
    ['the driver left the view', [home, [55.69, 12.56]] as typeof wide, 14, 14, true],
    ['closer than the view would fit now (the driver came closer)', wide, 13, 15, true],
    ['closer, but beyond the fit limit already', wide, MAX_FIT_ZOOM, MAX_FIT_ZOOM + 2, false],
  ])('%s', (_case, view, zoom, fitZoom, expected) => {
    expect(wantsRefit(asMap(fakeMap(view, zoom, fitZoom)), [home, driver])).toBe(expected);
  });

  it('refits when a point lies under a control', () => {
    // The driver's corner of the view (bottom left) under a panel-wide control along the bottom.
    const covered = fakeMap(wide, 14, 14, [rect(0, 180, 400, 300)]);
    expect(wantsRefit(asMap(covered), [home, driver])).toBe(true);
    expect(wantsRefit(asMap(fakeMap(wide, 14, 14, [rect(344, 12, 388, 56)])), [home, driver])).toBe(false);
  });

  it('never refits a single point', () => {
    expect(wantsRefit(asMap(fakeMap([home, home], 3, 15)), [home])).toBe(false);
  });
});
