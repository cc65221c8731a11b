import { serverMessageSchema } from '@tracking/core/schemas';
import { describe, expect, it } from 'vitest';
import { parseLiveMessage } from './live-message';

const frame = (value: unknown) => JSON.stringify(value);
const at = '2026-03-03T12:00:00.000Z';

describe('parseLiveMessage', () => {
  it.each([
    ['a ping', { type: 'ping' }, { type: 'ping' }],
    ['unauthorized', { type: 'unauthorized' }, { type: 'unauthorized' }],
    [
      'a location update',
      { type: 'locationUpdate', driverLocation: { lat: 55.7, lng: 12.5, heading: 90, at }, timeDiff: 60_000 },
      { type: 'locationUpdate', driverLocation: { lat: 55.7, lng: 12.5, heading: 90, at }, timeDiff: 60_000 },
    ],
    [
      'a location update with the estimate only',
      { type: 'locationUpdate', timeDiff: -5 },
      { type: 'locationUpdate', timeDiff: -5 },
    ],
    [
      'a route update leaving the map',
      { type: 'routeUpdate', statusCode: 40, driverLocation: null, stopsBefore: null },
      { type: 'routeUpdate', statusCode: 40, driverLocation: null, stopsBefore: null },
    ],
    [
      'a route update with a new plan',
      {
        type: 'routeUpdate',
        promisedTime: at,
        deliveryWindow: { start: at, end: at },
        stopsBefore: 2,
        timeDiff: 0,
      },
      {
        type: 'routeUpdate',
        promisedTime: at,
        deliveryWindow: { start: at, end: at },
        stopsBefore: 2,
        timeDiff: 0,
      },
    ],
  ])('reads %s', (_case, message, expected) => {
    const parsed = parseLiveMessage(frame(message));
    expect(parsed).toEqual(expected);
    // What the page accepts, the wire schema accepts too.
    expect(serverMessageSchema.safeParse(parsed).success).toBe(true);
  });

  it('drops fields an update may not carry, also inside the driver location', () => {
    const parsed = parseLiveMessage(
      frame({
        type: 'routeUpdate',
        statusCode: 82,
        trackingId: 'someone-else',
        account: { name: 'x' },
        driverLocation: { lat: 1, lng: 2, note: 'x' },
      }),
    );
    expect(parsed).toEqual({ type: 'routeUpdate', statusCode: 82, driverLocation: { lat: 1, lng: 2 } });
  });

  it.each([
    ['a binary frame, even of JSON (the service sends text)', new Blob(['{"type":"ping"}'])],
    ['a binary frame read as bytes', new TextEncoder().encode('{"type":"ping"}').buffer],
    ['a huge text frame', frame({ type: 'routeUpdate', comment: 'x'.repeat(70_000) })],
    ['not JSON', '{oops'],
    ['a list', '[]'],
    ['no type', frame({ statusCode: 90 })],
    ['a pong', frame({ type: 'pong' })],
    ['an unknown type', frame({ type: 'chat', text: 'hi' })],
    ['a latitude off the globe', frame({ type: 'locationUpdate', driverLocation: { lat: 95, lng: 1 } })],
    ['a null location in a location update', frame({ type: 'locationUpdate', driverLocation: null })],
    ['a text estimate', frame({ type: 'locationUpdate', timeDiff: '60000' })],
    ['a fractional status', frame({ type: 'routeUpdate', statusCode: 80.5 })],
    ['negative stops', frame({ type: 'routeUpdate', stopsBefore: -1 })],
    ['a bad time', frame({ type: 'routeUpdate', promisedTime: 'soon' })],
    ['a huge frame', frame({ type: 'routeUpdate', pad: 'x'.repeat(70_000) })],
  ])('ignores %s', (_case, data) => expect(parseLiveMessage(data)).toBeNull());
});
