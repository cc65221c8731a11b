import { describe, expect, it } from 'vitest';
import { timeZoneOfAddress, timeZoneOfCountry } from './address-time-zone';

describe('timeZoneOfAddress', () => {
  it.each([
    [{ country_code: 'FI' }, 'Europe/Helsinki'],
    [{ country_code: 'dk' }, 'Europe/Copenhagen'],
    [{ country_code: ' ee ' }, 'Europe/Tallinn'],
    [{ country_code: 'ES' }, 'Europe/Madrid'],
    [{ country_code: 'ES', lat: 40.4168, lng: -3.7038 }, 'Europe/Madrid'],
    // Las Palmas and Santa Cruz de Tenerife: the Canary Islands keep their own zone.
    [{ country_code: 'ES', lat: 28.1235, lng: -15.4363 }, 'Atlantic/Canary'],
    [{ country_code: 'ES', lat: 28.4636, lng: -16.2518 }, 'Atlantic/Canary'],
    // The coordinates decide only within the address's country.
    [{ country_code: 'DK', lat: 28.1235, lng: -15.4363 }, 'Europe/Copenhagen'],
    [{ country_code: 'ES', lat: 28.1235 }, 'Europe/Madrid'],
    [{ country_code: 'US', lat: 34.05, lng: -118.24 }, 'UTC'],
  ])('%o -> %s', (address, expected) => expect(timeZoneOfAddress(address)).toBe(expected));
});

describe('timeZoneOfCountry', () => {
  it.each([
    ['IS', 'Atlantic/Reykjavik'],
    ['no', 'Europe/Oslo'],
    ['XX', 'UTC'],
  ])('%s -> %s', (country, expected) => expect(timeZoneOfCountry(country)).toBe(expected));
});
