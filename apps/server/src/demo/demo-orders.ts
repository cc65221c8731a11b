import type { PreferencesBody } from '@tracking/core';
import { DEMO_ASSETS } from './demo-assets';
import type { DemoAccount, DemoOrder } from './demo-order-types';

const DAY_MINUTES = 24 * 60;
const knock: PreferencesBody = { deliveryPreference: 20, instructions: 'Blue door next to the bakery' };
const doorbell: PreferencesBody = { deliveryPreference: 30, deliverInPerson: true };

const northwind: DemoAccount = { id: 'demo-northwind', name: 'Northwind Books' };
const nordlys: DemoAccount = {
  id: 'demo-nordlys',
  name: 'Nordlys Outdoor',
  logo: DEMO_ASSETS.nordlysLogo,
  trackingTheme: {
    topSectionBackgroundColor: '#0B3D2E',
    topSectionFontColor: '#FFFFFF',
    secondaryBorderColor: '#7FD1AE',
    secondaryFontColor: '#0B3D2E',
    primaryBackgroundColor: '#1B7F5B',
    primaryFontColor: '#FFFFFF',
  },
};

/** The demo orders, one per supported country; `linkTtlDays` places the expired one past its expiry. */
export function demoOrders(linkTtlDays: number): DemoOrder[] {
  return [
    {
      externalId: 'demo-gb',
      country: 'GB',
      shows: 'London: out for delivery, driver on the live map, 2 stops before yours',
      account: northwind,
      address: {
        streetAddress: '14 Camden High Street',
        postalCode: 'NW1 0JH',
        city: 'London',
        country_code: 'GB',
        lat: 51.5362,
        lng: -0.1406,
      },
      steps: [
        { statusCode: 0, minutesAgo: 2 * DAY_MINUTES },
        { statusCode: 10, minutesAgo: DAY_MINUTES + 300 },
        { statusCode: 20, minutesAgo: DAY_MINUTES },
        { statusCode: 40, minutesAgo: 180 },
        { statusCode: 81, minutesAgo: 45 },
      ],
      preferences: knock,
      promisedInMinutes: 25,
      timeDiffMinutes: 4,
      driver: {
        id: 'demo-driver-london',
        start: { lat: 0.012, lng: -0.016 },
        stopsBefore: [
          {
            streetAddress: '3 Parkway',
            postalCode: 'NW1 7PG',
            city: 'London',
            country_code: 'GB',
            lat: 51.5378,
            lng: -0.1455,
          },
          {
            streetAddress: '52 Delancey Street',
            postalCode: 'NW1 7RY',
            city: 'London',
            country_code: 'GB',
            lat: 51.5369,
            lng: -0.1437,
          },
        ],
      },
    },
    {
      externalId: 'demo-dk',
      country: 'DK',
      shows: 'Copenhagen: out for delivery, driver on the live map, next stop',
      account: { id: 'demo-hygge', name: 'Hygge Home', alwaysDeliverOutside: true },
      address: {
        streetAddress: 'Vesterbrogade 32',
        postalCode: '1620',
        city: 'København V',
        country_code: 'DK',
        lat: 55.6727,
        lng: 12.5572,
      },
      steps: [
        { statusCode: 0, minutesAgo: DAY_MINUTES },
        { statusCode: 30, minutesAgo: 600 },
        { statusCode: 80, minutesAgo: 60 },
      ],
      preferences: { deliveryPreference: 30 },
      promisedInMinutes: 15,
      timeDiffMinutes: -2,
      driver: {
        id: 'demo-driver-copenhagen',
        start: { lat: -0.01, lng: 0.014 },
        stopsBefore: [
          {
            streetAddress: 'Istedgade 70',
            postalCode: '1650',
            city: 'København V',
            country_code: 'DK',
            lat: 55.6688,
            lng: 12.5562,
          },
        ],
      },
    },
    {
      externalId: 'demo-fi',
      country: 'FI',
      shows:
        'Helsinki: delivered an hour ago, with a proof-of-delivery photo; feedback can be sent, a problem reported',
      account: { id: 'demo-sauna', name: 'Sauna Supply' },
      address: {
        streetAddress: 'Mannerheimintie 12',
        postalCode: '00100',
        city: 'Helsinki',
        country_code: 'FI',
        lat: 60.1699,
        lng: 24.9384,
      },
      steps: [
        { statusCode: 0, minutesAgo: 2 * DAY_MINUTES },
        { statusCode: 20, minutesAgo: DAY_MINUTES },
        { statusCode: 80, minutesAgo: 150 },
        { statusCode: 91, minutesAgo: 60, imageUrls: [DEMO_ASSETS.proofOfDelivery] },
      ],
      preferences: { deliveryPreference: 10, instructions: 'Leave it by the door' },
    },
    {
      externalId: 'demo-no',
      country: 'NO',
      shows: `Oslo: delivered ${linkTtlDays + 3} days ago, so the link has expired (app download prompt)`,
      account: northwind,
      address: {
        streetAddress: 'Karl Johans gate 25',
        postalCode: '0159',
        city: 'Oslo',
        country_code: 'NO',
        lat: 59.9127,
        lng: 10.7387,
      },
      steps: [
        { statusCode: 0, minutesAgo: (linkTtlDays + 5) * DAY_MINUTES },
        { statusCode: 80, minutesAgo: (linkTtlDays + 3) * DAY_MINUTES + 120 },
        { statusCode: 90, minutesAgo: (linkTtlDays + 3) * DAY_MINUTES },
      ],
      preferences: knock,
    },
    {
      externalId: 'demo-se',
      country: 'SE',
      shows: 'Stockholm: in transit, preferences not confirmed yet (opens the preferences page)',
      account: northwind,
      address: {
        streetAddress: 'Drottninggatan 53',
        postalCode: '111 21',
        city: 'Stockholm',
        country_code: 'SE',
        lat: 59.334,
        lng: 18.0616,
      },
      steps: [
        { statusCode: 0, minutesAgo: 600 },
        { statusCode: 20, minutesAgo: 120 },
      ],
      promisedInMinutes: 26 * 60,
      requirements: { signature: true },
    },
    {
      externalId: 'demo-is',
      country: 'IS',
      shows: "Reykjavík: merchant's own colours and logo, on its way to the local terminal",
      account: nordlys,
      address: {
        streetAddress: 'Laugavegur 24',
        postalCode: '101',
        city: 'Reykjavík',
        country_code: 'IS',
        lat: 64.1456,
        lng: -21.929,
      },
      steps: [
        { statusCode: 0, minutesAgo: DAY_MINUTES },
        { statusCode: 10, minutesAgo: 500 },
        { statusCode: 30, minutesAgo: 90 },
      ],
      preferences: doorbell,
      promisedInMinutes: 20 * 60,
    },
    {
      externalId: 'demo-lv',
      country: 'LV',
      shows: 'Riga: the merchant switched tracking off, so the link is Forbidden (app download prompt)',
      account: { id: 'demo-baltic', name: 'Baltic Gifts', trackingEnabled: false },
      address: {
        streetAddress: 'Brīvības iela 40',
        postalCode: 'LV-1050',
        city: 'Rīga',
        country_code: 'LV',
        lat: 56.9566,
        lng: 24.1189,
      },
      steps: [{ statusCode: 10, minutesAgo: 300 }],
    },
    {
      externalId: 'demo-es',
      country: 'ES',
      shows: 'Madrid: delivery and pickup of a return, pickup booked',
      account: { id: 'demo-moda', name: 'Moda Sol', isTech: true },
      address: {
        streetAddress: 'Calle de Alcalá 45',
        postalCode: '28014',
        city: 'Madrid',
        country_code: 'ES',
        lat: 40.4189,
        lng: -3.6969,
      },
      steps: [
        { statusCode: 0, minutesAgo: 900 },
        { statusCode: 120, minutesAgo: 240 },
      ],
      serviceType: 'delivery_pickup',
      pickupAddress: {
        streetAddress: 'Calle de Alcalá 45',
        postalCode: '28014',
        city: 'Madrid',
        country_code: 'ES',
      },
      preferences: knock,
      promisedInMinutes: 28 * 60,
    },
    {
      externalId: 'demo-ee',
      country: 'EE',
      shows: 'Tallinn: received, a two-hour delivery window tomorrow, ID check required',
      account: northwind,
      address: {
        streetAddress: 'Viru 10',
        postalCode: '10140',
        city: 'Tallinn',
        country_code: 'EE',
        lat: 59.437,
        lng: 24.7536,
      },
      steps: [{ statusCode: 10, minutesAgo: 30 }],
      preferences: doorbell,
      deliveryWindowInHours: { from: 24, to: 26 },
      requirements: { idCheck: true },
    },
  ];
}
