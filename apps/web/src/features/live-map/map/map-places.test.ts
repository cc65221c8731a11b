import { describe, expect, it } from 'vitest';
import { anOrder } from '@tracking/core/testing';
import { fitPoints, mapPlaces } from './map-places';

const home = {
  ...anOrder().deliveryAddress,
  streetAddress: 'Nørrebrogade 1',
  postalCode: '2200',
  lat: 55.6889,
  lng: 12.5561,
};
const shop = { ...home, streetAddress: 'Istedgade 1', lat: 55.671, lng: 12.559 };

describe('mapPlaces', () => {
  it.each([
    ['a delivery to a located address', anOrder({ deliveryAddress: home }), ['destination']],
    ['an address without coordinates', anOrder(), []],
    [
      'a delivery ignores a pickup address',
      anOrder({ deliveryAddress: home, pickupAddress: shop }),
      ['destination'],
    ],
    [
      'a pickup marks both addresses',
      anOrder({ deliveryAddress: home, pickupAddress: shop, serviceType: 'pickup' }),
      ['destination', 'pickup'],
    ],
    [
      'delivery and pickup, the pickup not located',
      anOrder({
        deliveryAddress: home,
        pickupAddress: { ...shop, lat: undefined },
        serviceType: 'delivery_pickup',
      }),
      ['destination'],
    ],
  ])('%s', (_case, order, kinds) => {
    expect(mapPlaces(order).map((place) => place.kind)).toEqual(kinds);
  });

  it('keeps the coordinates as given', () => {
    expect(mapPlaces(anOrder({ deliveryAddress: home }))).toEqual([
      { kind: 'destination', lat: 55.6889, lng: 12.5561 },
    ]);
  });
});

describe('fitPoints', () => {
  it('fits the places and the driver, or the places alone', () => {
    const places = mapPlaces(anOrder({ deliveryAddress: home }));
    expect(fitPoints(places, { lat: 55.7, lng: 12.6 })).toEqual([
      [55.6889, 12.5561],
      [55.7, 12.6],
    ]);
    expect(fitPoints(places, null)).toEqual([[55.6889, 12.5561]]);
  });
});
