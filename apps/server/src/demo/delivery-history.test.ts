import { describe, expect, it } from 'vitest';
import { calibrate, windowRecord } from '@tracking/core';
import { demoDeliveryHistory } from './delivery-history';

const NOW = new Date('2026-03-10T23:30:00.000Z');
const address = { streetAddress: 'Main St 1', postalCode: '1000', city: 'Town', country_code: 'DK' };
const accounts = [
  { id: 'shop-a', address },
  { id: 'shop-b', address },
];
const asPast = (history: ReturnType<typeof demoDeliveryHistory>) =>
  history.map((delivery) => ({ ...delivery, deliveredAtMs: delivery.deliveredAt.getTime() }));

describe('demoDeliveryHistory', () => {
  it('is the same month at every start: 90 deliveries per account, all within the last 30 days', () => {
    const history = demoDeliveryHistory(accounts, NOW);
    expect(history).toEqual(demoDeliveryHistory(accounts, NOW));
    expect(history.filter((delivery) => delivery.accountId === 'shop-a')).toHaveLength(90);
    const ages = history.map((delivery) => NOW.getTime() - delivery.deliveredAt.getTime());
    expect(Math.min(...ages)).toBeGreaterThan(0);
    expect(Math.max(...ages)).toBeLessThan(30 * 24 * 60 * 60_000);
    for (const delivery of history)
      for (const estimate of delivery.estimates)
        expect(estimate.atMs).toBeLessThan(delivery.deliveredAt.getTime());
  });

  it("gives every horizon band each account's own quantiles, and a record near the coverage", () => {
    const past = asPast(demoDeliveryHistory(accounts, NOW));
    const { accounts: drawn, provider } = calibrate(past, 0.8);
    expect([...(drawn.get('shop-a')?.keys() ?? [])].sort((a, b) => a - b)).toEqual([15, 30, 60, 120, 240]);
    const own = past.filter((delivery) => delivery.accountId === 'shop-a');
    const record = windowRecord(own, drawn.get('shop-a') ?? new Map(), provider);
    expect(record?.deliveries).toBe(90);
    expect(record?.kept).toBeGreaterThan(0.75);
    expect(record?.kept).toBeLessThan(0.9);
  });
});
