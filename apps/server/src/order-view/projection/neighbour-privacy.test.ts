import { describe, expect, it } from 'vitest';
import type { DriverStopRecord } from '../store/order-view-store';
import { routeVisibility, visiblePosition } from './neighbour-privacy';

/** About 1.1 m of latitude per 0.00001 degree. */
const METER = 0.000009;
const DOOR_A = { lat: 55.68, lng: 12.57 };
const DOOR_B = { lat: 55.69, lng: 12.57 };

function stop(
  trackingId: string,
  door: { lat: number; lng: number } | null,
  routePosition: number | null = 0,
) {
  return {
    trackingId,
    statusCode: 80,
    promisedTime: null,
    lat: door?.lat ?? null,
    lng: door?.lng ?? null,
    routePosition,
    liveMapMaxStopsBefore: null,
  } satisfies DriverStopRecord;
}

const north = (door: { lat: number; lng: number }, meters: number, name: string) => ({
  name,
  lat: door.lat + meters * METER,
  lng: door.lng,
});

const route = [stop('a', DOOR_A, 0), stop('b', DOOR_B, 1)];

describe('visiblePosition', () => {
  it.each([
    ['far from every door: the newest', [north(DOOR_A, 300, 'new'), north(DOOR_A, 400, 'old')], 'b', 'new'],
    [
      'at a neighbour’s door: the last one before it',
      [north(DOOR_A, 1, 'door'), north(DOOR_A, 120, 'before')],
      'b',
      'before',
    ],
    [
      'on the way out, still within 50 m',
      [north(DOOR_A, 45, 'out'), north(DOOR_A, 1, 'door'), north(DOOR_A, 80, 'before')],
      'b',
      'before',
    ],
    [
      'past 50 m on the way out: shown again',
      [north(DOOR_A, 55, 'away'), north(DOOR_A, 1, 'door')],
      'b',
      'away',
    ],
    ['at the watcher’s own door: shown', [north(DOOR_B, 1, 'mine')], 'b', 'mine'],
    [
      'a watcher not on the route: every door counts',
      [north(DOOR_B, 1, 'door'), north(DOOR_B, 200, 'before')],
      'x',
      'before',
    ],
    [
      'only positions near a neighbour: none',
      [north(DOOR_A, 10, 'near'), north(DOOR_A, 20, 'near too')],
      'b',
      undefined,
    ],
  ])('%s', (_name, positions, watcher, expected) => {
    expect(visiblePosition(positions, route, watcher)?.name).toBe(expected);
  });

  it('counts the door of an order assigned to the driver but not on the route', () => {
    const stops = [stop('b', DOOR_B, 0), stop('c', DOOR_A, null)];
    expect(visiblePosition([north(DOOR_A, 1, 'door'), north(DOOR_A, 90, 'before')], stops, 'b')?.name).toBe(
      'before',
    );
  });

  it.each([
    [
      'the next stop on the route has no coordinates: none',
      [stop('a', null, 0), stop('b', DOOR_B, 1)],
      'b',
      undefined,
    ],
    [
      'it is done: shown again',
      [{ ...stop('a', null, 0), statusCode: 91 }, stop('b', DOOR_B, 1)],
      'b',
      'far',
    ],
    ['a later stop has no coordinates: shown', [stop('b', DOOR_B, 0), stop('a', null, 1)], 'b', 'far'],
    ['the watcher’s own stop has none: shown', [stop('b', null, 0), stop('a', DOOR_A, 1)], 'b', 'far'],
    [
      'off the route, the provider says it is next: none',
      [stop('b', DOOR_B, 0), { ...stop('a', null, null), statusCode: 82 }],
      'b',
      undefined,
    ],
    ['off the route, not next: shown', [stop('b', DOOR_B, 0), stop('a', null, null)], 'b', 'far'],
  ])('without coordinates, %s', (_name, stops, watcher, expected) => {
    expect(visiblePosition([north(DOOR_B, 400, 'far')], stops, watcher)?.name).toBe(expected);
  });
});

describe('routeVisibility', () => {
  it('answers every watcher of the route from one reading, in any order', () => {
    const positions = [north(DOOR_A, 1, 'at a'), north(DOOR_B, 30, 'near b'), north(DOOR_A, 300, 'far')];
    const visibleTo = routeVisibility(positions, route);
    expect(['b', 'a', 'x', 'a', 'b'].map((watcher) => visibleTo(watcher)?.name)).toEqual([
      'near b',
      'at a',
      'far',
      'at a',
      'near b',
    ]);
  });

  it('withholds from every other watcher while the next stop cannot be placed', () => {
    const visibleTo = routeVisibility(
      [north(DOOR_B, 400, 'far')],
      [stop('a', null, 0), stop('b', DOOR_B, 1)],
    );
    expect([visibleTo('b'), visibleTo('x'), visibleTo('a')].map((position) => position?.name)).toEqual([
      undefined,
      undefined,
      'far',
    ]);
  });
});
