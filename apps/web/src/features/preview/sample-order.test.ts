import { STATUS_CODES, SUPPORTED_LOCALES } from '@tracking/core';
import { orderSchema } from '@tracking/core/schemas';
import { describe, expect, it } from 'vitest';
import { A_THEME } from '@tracking/core/testing';
import { nextWeekdays, sampleJourney, sampleOrder, type SampleOrderInput } from './sample-order';

const input = (changes: Partial<SampleOrderInput> = {}): SampleOrderInput => ({
  statusCode: 80,
  locale: 'da_DK',
  merchantName: 'Nordlys Outdoor',
  theme: A_THEME,
  logo: 'https://cdn.example.com/nordlys.svg',
  instructions: 'Door code 4512',
  now: new Date('2026-03-04T10:00:00'),
  ...changes,
});

describe('sampleOrder', () => {
  it.each(STATUS_CODES)('at status %i is an order the service could send', (statusCode) => {
    const order = sampleOrder(input({ statusCode }));
    expect(orderSchema.parse(order)).toEqual(order);
    expect(order.events.at(-1)?.statusCode).toBe(statusCode);
  });

  it.each(SUPPORTED_LOCALES)('in %s has an address on the map', (locale) => {
    const { deliveryAddress } = sampleOrder(input({ locale }));
    expect(deliveryAddress.lat).toEqual(expect.any(Number));
    expect(deliveryAddress.lng).toEqual(expect.any(Number));
  });

  it('carries the merchant theme, logo and name, or the default brand without a theme', () => {
    expect(sampleOrder(input()).account).toMatchObject({
      name: 'Nordlys Outdoor',
      logo: 'https://cdn.example.com/nordlys.svg',
      hasCustomTrackingTheme: true,
      trackingTheme: A_THEME,
    });
    expect(sampleOrder(input({ theme: null })).account).toMatchObject({
      hasCustomTrackingTheme: false,
      trackingTheme: null,
    });
  });

  it.each([
    [20, { driver: false, stops: null, days: 6, history: 0, service: 'delivery' }],
    [80, { driver: true, stops: 4, days: 0, history: 7, service: 'delivery' }],
    [82, { driver: true, stops: 0, days: 0, history: 7, service: 'delivery' }],
    [90, { driver: false, stops: null, days: 0, history: 7, service: 'delivery' }],
    [92, { driver: false, stops: null, days: 6, history: 7, service: 'delivery' }],
    [135, { driver: true, stops: 1, days: 0, history: 7, service: 'pickup' }],
  ])('at status %i: %j', (statusCode, expected) => {
    const order = sampleOrder(input({ statusCode }));
    expect({
      driver: order.driverLocation !== null,
      stops: order.stopsBefore,
      days: order.availableDeliveryDates.length,
      history: order.etaHistory.length,
      service: order.serviceType,
    }).toEqual(expected);
  });
});

describe('sampleJourney', () => {
  it.each([
    [0, [0]],
    [5, [0, 5]],
    [40, [0, 10, 20, 30, 40]],
    [82, [0, 10, 20, 30, 40, 80, 81, 82]],
    [93, [0, 10, 20, 30, 40, 80, 81, 93]],
    [120, [120]],
    [140, [120, 135, 140]],
  ])('%i comes after %j', (statusCode, journey) => expect(sampleJourney(statusCode)).toEqual(journey));
});

describe('nextWeekdays', () => {
  it('skips the weekend', () => {
    expect(nextWeekdays(new Date(2026, 2, 5, 18, 0), 3)).toEqual(['2026-03-06', '2026-03-09', '2026-03-10']);
  });
});
