import type { ServerMessage } from '@tracking/core';
import { describe, expect, it } from 'vitest';
import { ShareLiveFilter } from './share-live';

const door = { lat: 55.6761, lng: 12.5683 };
/** About 30 m north of the door, and about 600 m north. */
const near = { lat: 55.67637, lng: 12.5683 };
const far = { lat: 55.6815, lng: 12.5683 };

describe('ShareLiveFilter', () => {
  it.each<[string, ServerMessage, ServerMessage]>([
    [
      'a position far from the door passes',
      { type: 'locationUpdate', driverLocation: far, timeDiff: 60_000 },
      { type: 'locationUpdate', driverLocation: far, timeDiff: 60_000 },
    ],
    [
      'a position near the door becomes no position, keeping the estimate',
      { type: 'locationUpdate', driverLocation: near, timeDiff: 60_000 },
      { type: 'routeUpdate', driverLocation: null, timeDiff: 60_000 },
    ],
    [
      'a snapshot near the door shows no driver',
      { type: 'routeUpdate', statusCode: 80, driverLocation: near, stopsBefore: 0 },
      { type: 'routeUpdate', statusCode: 80, driverLocation: null, stopsBefore: 0 },
    ],
    [
      'an estimate alone passes',
      { type: 'locationUpdate', timeDiff: 0 },
      { type: 'locationUpdate', timeDiff: 0 },
    ],
    ['unauthorized passes', { type: 'unauthorized' }, { type: 'unauthorized' }],
    [
      "the owner's doorstep card never reaches a share link",
      { type: 'routeUpdate', statusCode: 10, doorstep: { photoUrl: '/tracking/doorstep/photo', ...door } },
      { type: 'routeUpdate', statusCode: 10 },
    ],
  ])('%s', (_name, message, expected) => {
    expect(new ShareLiveFilter(door, 3).apply(message)).toEqual(expected);
  });

  it('without coordinates, withholds the driver once the recipient is the next stop', () => {
    const filter = new ShareLiveFilter({ lat: undefined, lng: undefined }, 2);
    expect(filter.apply({ type: 'locationUpdate', driverLocation: far })).toEqual({
      type: 'locationUpdate',
      driverLocation: far,
    });
    expect(filter.apply({ type: 'routeUpdate', stopsBefore: 0 })).toEqual({
      type: 'routeUpdate',
      stopsBefore: 0,
    });
    expect(filter.apply({ type: 'locationUpdate', driverLocation: far })).toEqual({
      type: 'routeUpdate',
      driverLocation: null,
    });
  });
});
