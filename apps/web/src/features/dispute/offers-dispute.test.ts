import { describe, expect, it } from 'vitest';
import { offersDispute } from './offers-dispute';

const now = new Date('2026-03-12T12:00:00.000Z');
const proof = (at: string) => ({ at, imageUrls: [], location: null, metresFromPin: null, trail: [] });
const open = {
  reason: 'damaged' as const,
  message: '',
  openedAt: '2026-03-11T09:00:00.000Z',
  resolution: null,
};

describe('offersDispute', () => {
  it.each([
    ['not delivered', { shared: false, dispute: null, deliveryProof: null }, false],
    [
      'delivered two days ago',
      { shared: false, dispute: null, deliveryProof: proof('2026-03-10T12:00:00.000Z') },
      true,
    ],
    [
      'delivered eight days ago',
      { shared: false, dispute: null, deliveryProof: proof('2026-03-04T12:00:00.000Z') },
      false,
    ],
    [
      'an old delivery with a dispute to show',
      { shared: false, dispute: open, deliveryProof: proof('2026-03-01T12:00:00.000Z') },
      true,
    ],
    [
      'a share link',
      { shared: true, dispute: null, deliveryProof: proof('2026-03-10T12:00:00.000Z') },
      false,
    ],
  ])('%s: %s', (_name, order, expected) => {
    expect(offersDispute(order, now)).toBe(expected);
  });
});
