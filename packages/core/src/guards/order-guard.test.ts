import { orderSchema } from '../order/order-schema';
import { describe, expect, it } from 'vitest';
import { anOrder } from '../testing/fixtures';
import { isOrder } from './order-guard';

describe('isOrder', () => {
  it('accepts an order the service sends', () => {
    expect(orderSchema.safeParse(anOrder()).success).toBe(true);
    expect(isOrder(anOrder())).toBe(true);
  });

  it.each([
    ['nothing', null],
    ['a list', [anOrder()]],
    ['no tracking id', { ...anOrder(), trackingId: undefined }],
    ['a text status', { ...anOrder(), statusCode: '80' }],
    ['no address', { ...anOrder(), deliveryAddress: null }],
    ['no account name', { ...anOrder(), account: { ...anOrder().account, name: 7 } }],
    ['no events', { ...anOrder(), events: undefined }],
  ])('rejects %s, as the schema does', (_case, value) => {
    expect(isOrder(value)).toBe(false);
    expect(orderSchema.safeParse(value).success).toBe(false);
  });
});
