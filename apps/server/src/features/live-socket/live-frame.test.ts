import { describe, expect, it } from 'vitest';
import { frameFromPayload, liveFrame, textFrame } from './live-frame';

describe('frameFromPayload', () => {
  it.each([
    [
      'a position coalesces and keeps the socket open',
      '{"type":"locationUpdate","timeDiff":5}',
      true,
      undefined,
    ],
    ['a plan change is kept whole', '{"type":"routeUpdate","stopsBefore":2}', false, undefined],
    ['a live status keeps the socket open', '{"type":"routeUpdate","statusCode":81}', false, undefined],
    ['a delivered status closes normally', '{"type":"routeUpdate","statusCode":90}', false, 1000],
    ['a failed delivery is final too', '{"type":"routeUpdate","statusCode":92}', false, 1000],
    ['lost access closes with 4401', '{"type":"unauthorized"}', false, 4401],
  ])('%s', (_name, payload, coalesce, closeCode) => {
    const frame = frameFromPayload(payload);
    expect(frame).toMatchObject({ coalesce, closeCode });
    expect(frame?.data.toString()).toBe(payload);
  });

  it.each([
    ['not JSON', '{'],
    ['no type', '{"statusCode":90}'],
    ['not an object', '42'],
    ['null', 'null'],
  ])('skips %s', (_name, payload) => {
    expect(frameFromPayload(payload)).toBeUndefined();
  });

  it('takes a position from publishToOrder without parsing it, and agrees with the parsed path', () => {
    const message = { type: 'locationUpdate', timeDiff: 3, driverLocation: { lat: 1, lng: 2 } } as const;
    expect(frameFromPayload(JSON.stringify(message))).toEqual(liveFrame(message));
  });

  it('agrees with liveFrame', () => {
    const message = { type: 'routeUpdate', statusCode: 90 } as const;
    expect(frameFromPayload(JSON.stringify(message))).toEqual(liveFrame(message));
  });
});

describe('textFrame', () => {
  it.each([
    [0, [0x81, 0]],
    [125, [0x81, 125]],
    [126, [0x81, 126, 0, 126]],
    [65_535, [0x81, 126, 0xff, 0xff]],
    [65_536, [0x81, 127, 0, 0, 0, 0, 0, 1, 0, 0]],
  ])('frames %i bytes of text unmasked, with the length as RFC 6455 writes it', (length, header) => {
    const text = 'a'.repeat(length);
    const frame = textFrame(text, false, undefined);
    expect(frame.wire).toEqual(Buffer.concat([Buffer.from(header), Buffer.from(text)]));
    expect(frame.data.toString()).toBe(text);
  });

  it('counts the length in bytes, not characters', () => {
    const frame = textFrame('"Zoë → 🚚"', false, undefined);
    expect(frame.wire[1]).toBe(Buffer.byteLength('"Zoë → 🚚"'));
    expect(frame.data.toString()).toBe('"Zoë → 🚚"');
  });
});
