import { describe, expect, it } from 'vitest';
import { anOrder } from '../testing/fixtures';
import { feedbackBodySchema, orderSchema, preferencesBodySchema } from './order-schema';

describe('preferencesBodySchema', () => {
  it.each([
    [{ deliveryPreference: 10 }, true],
    [{ deliveryPreference: 20, deliverInPerson: true, instructions: 'Back door' }, true],
    [{ deliveryPreference: 30, instructions: 'x'.repeat(500) }, true],
    [{ deliveryPreference: 30, instructions: 'x'.repeat(501) }, false],
    [{ deliveryPreference: 15 }, false],
    [{ deliveryPreference: '10' }, false],
    [{}, false],
    [{ deliveryPreference: 10, extra: true }, false],
    [{ deliveryPreference: 10, deliveryDate: '2026-03-05' }, true],
    [{ deliveryPreference: 10, deliveryDate: null }, true],
    [{ deliveryPreference: 10, deliveryDate: '2026-02-30' }, false],
    [{ deliveryPreference: 10, deliveryDate: '2026-03-05T10:00:00Z' }, false],
    [{ deliveryPreference: 10, deliveryDate: '5.3.2026' }, false],
  ])('%j valid %s', (body, valid) => expect(preferencesBodySchema.safeParse(body).success).toBe(valid));
});

describe('feedbackBodySchema', () => {
  it.each([
    [{ rating: 1 }, true],
    [{ rating: 5, comment: 'Great' }, true],
    [{ rating: 0 }, false],
    [{ rating: 6 }, false],
    [{ rating: 4.5 }, false],
    [{ rating: 3, comment: 'x'.repeat(1001) }, false],
  ])('%j valid %s', (body, valid) => expect(feedbackBodySchema.safeParse(body).success).toBe(valid));
});

describe('orderSchema', () => {
  // An order as the service sent it before delivery days and the estimate history existed.
  const { availableDeliveryDates, deliveryDate, etaHistory, ...order } = anOrder();

  it('reads the order the tests use, as the service sends it today', () => {
    expect(orderSchema.parse({ ...order, availableDeliveryDates, deliveryDate, etaHistory })).toEqual(
      anOrder(),
    );
  });

  it('reads an order sent before delivery days and the estimate history existed, with empty defaults', () => {
    const parsed = orderSchema.parse(order);
    expect(parsed.availableDeliveryDates).toEqual([]);
    expect(parsed.deliveryDate).toBeNull();
    expect(parsed.etaHistory).toEqual([]);
  });

  it.each([
    [{ availableDeliveryDates: ['2026-03-04', '2026-03-05'], deliveryDate: '2026-03-05' }, true],
    [{ availableDeliveryDates: ['2026-13-04'] }, false],
    [
      {
        etaHistory: [
          {
            at: '2026-03-03T09:00:00.000Z',
            arrivalAt: '2026-03-03T13:10:00.000Z',
            cause: 'route',
            stopsBefore: 9,
          },
        ],
      },
      true,
    ],
    [
      {
        etaHistory: [
          {
            at: '2026-03-03T09:00:00.000Z',
            arrivalAt: '2026-03-03T13:10:00.000Z',
            cause: 'guess',
            stopsBefore: 9,
          },
        ],
      },
      false,
    ],
  ])('%j valid %s', (fields, valid) =>
    expect(orderSchema.safeParse({ ...order, ...fields }).success).toBe(valid),
  );
});
