import { MAP_PADDING } from '../../../config/page-constants';
import L from 'leaflet';
import { describe, expect, it, vi } from 'vitest';
import { MAX_FIT_ZOOM, SINGLE_POINT_ZOOM, fitView, wantsRefit } from './map-view';

/** The part of a Leaflet map the view rules use, answering as a map showing `view` at `zoom` would. */
function fakeMap(view: [[number, number], [number, number]], zoom: number, fitZoom: number) {
  return {
    fitBounds: vi.fn(),
    setView: vi.fn(),
    getBounds: () => L.latLngBounds(view),
    getZoom: () => zoom,
    getBoundsZoom: vi.fn(() => fitZoom),
  };
}
const asMap = (map: ReturnType<typeof fakeMap>) => map as unknown as L.Map;

const home: [number, number] = [55.6889, 12.5561];
const driver: [number, number] = [55.675, 12.54];

describe('fitView', () => {
  it('fits the points with the map padding of the spec, no closer than the fit limit', () => {
    const map = fakeMap([home, driver], 14, 14);
    fitView(asMap(map), [home, driver], true);
    expect(map.fitBounds).toHaveBeenCalledWith(L.latLngBounds([home, driver]), {
      paddingTopLeft: L.point(...MAP_PADDING.topLeft),
      paddingBottomRight: L.point(...MAP_PADDING.bottomRight),
      maxZoom: MAX_FIT_ZOOM,
      animate: true,
    });
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

  it('never refits a single point', () => {
    expect(wantsRefit(asMap(fakeMap([home, home], 3, 15)), [home])).toBe(false);
  });
});
