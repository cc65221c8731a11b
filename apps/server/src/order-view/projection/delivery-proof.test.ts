import { describe, expect, it } from 'vitest';
import { deliveryProofOf } from './delivery-proof';

const pin = { lat: 52.370216, lng: 4.895168 };
const left = { lat: 52.370252, lng: 4.895168 };
const created = { statusCode: 0, at: '2026-05-01T08:00:00.000Z', imageUrls: [] };
const firstTry = { statusCode: 90, at: '2026-05-01T10:00:00.000Z', imageUrls: ['/a.jpg'], location: pin };
const delivered = { statusCode: 90, at: '2026-05-01T11:00:00.000Z', imageUrls: ['/b.jpg'], location: left };

describe('deliveryProofOf', () => {
  it.each([
    ['not delivered yet', 80, [created], pin, null],
    ['delivered without an event of its status', 90, [created], pin, null],
    [
      'delivered: the newest event of the status, 4 m from the pin',
      90,
      [created, firstTry, delivered],
      pin,
      { at: delivered.at, imageUrls: ['/b.jpg'], location: left, metresFromPin: 4, trail: [] },
    ],
    [
      'delivered without a pin',
      90,
      [created, delivered],
      null,
      { at: delivered.at, imageUrls: ['/b.jpg'], location: left, metresFromPin: null, trail: [] },
    ],
    [
      'delivered without a location',
      90,
      [created, { ...delivered, location: null }],
      pin,
      { at: delivered.at, imageUrls: ['/b.jpg'], location: null, metresFromPin: null, trail: [] },
    ],
  ])('%s', (_name, statusCode, events, doorstep, expected) => {
    expect(deliveryProofOf(statusCode, events, doorstep)).toEqual(expected);
  });
});
