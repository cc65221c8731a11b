import { anOrder } from '@tracking/core/testing';
import { describe, expect, it } from 'vitest';
import { shareView } from './share-view';

const order = anOrder({
  trackingId: 'T'.repeat(22),
  deliveryAddress: {
    streetAddress: 'Nørrebrogade 12',
    postalCode: '2200',
    city: 'København N',
    country_code: 'DK',
    lat: 55.69,
    lng: 12.55,
  },
  deliveryPreferences: { deliveryPreference: 20, deliverInPerson: true, instructions: 'Code 1234' },
  availableDeliveryDates: ['2026-03-05'],
  deliveryDate: '2026-03-05',
  feedback: { rating: 5, comment: 'Lovely driver', at: '2026-03-03T12:00:00.000Z' },
  events: [
    { statusCode: 80, at: '2026-03-03T09:05:00.000Z', imageUrls: [] },
    { statusCode: 91, at: '2026-03-03T10:05:00.000Z', imageUrls: ['https://cdn.example.com/door.jpg'] },
  ],
  driverLocation: { lat: 55.6, lng: 12.5 },
  stopsBefore: 2,
});
const shared = shareView(order, 'S'.repeat(22));

describe('shareView', () => {
  it.each([
    ['the tracking id, replaced by the share id', 'trackingId', 'S'.repeat(22)],
    ['the street, postal code and door', 'deliveryAddress', { city: 'København N', country_code: 'DK' }],
    ['preferences and instructions', 'deliveryPreferences', null],
    ['the days to pick from', 'availableDeliveryDates', []],
    ['feedback', 'feedback', null],
    ['says it is shared', 'shared', true],
  ] as const)('leaves out or replaces %s', (_name, field, expected) => {
    expect(shared[field]).toEqual(expected);
  });

  it('keeps the timeline without photos', () => {
    expect(shared.events).toEqual([
      { statusCode: 80, at: '2026-03-03T09:05:00.000Z', imageUrls: [] },
      { statusCode: 91, at: '2026-03-03T10:05:00.000Z', imageUrls: [] },
    ]);
  });

  it('keeps what the household needs: status, estimate, driver, day, merchant', () => {
    for (const field of [
      'statusCode',
      'promisedTime',
      'timeDiff',
      'deliveryWindow',
      'driverLocation',
      'stopsBefore',
      'deliveryDate',
      'account',
      'etaHistory',
      'serviceType',
    ] as const)
      expect(shared[field]).toEqual(order[field]);
  });

  it('holds no trace of the private fields anywhere in the payload', () => {
    const text = JSON.stringify(shared);
    for (const secret of ['Nørrebrogade', '2200', 'Code 1234', 'Lovely driver', 'door.jpg', 'T'.repeat(22)])
      expect(text).not.toContain(secret);
  });
});
