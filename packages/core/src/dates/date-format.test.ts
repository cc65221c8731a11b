import { beforeAll, describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../locale/locales';
import {
  daysAhead,
  formatDate,
  isDateLocaleLoaded,
  loadDateLocale,
  recentDay,
  weekdayName,
} from './date-format';

beforeAll(async () => {
  process.env.TZ = 'UTC';
  await Promise.all(SUPPORTED_LOCALES.map(loadDateLocale));
});

describe('loadDateLocale', () => {
  it('says when a locale is there', async () => {
    await loadDateLocale('fi_FI');
    expect(isDateLocaleLoaded('fi_FI')).toBe(true);
    expect(formatDate(monday, 'day', 'fi_FI')).toBe('ma, 16 marras');
  });
});

const monday = '2026-11-16T09:05:00Z';

describe('formatDate', () => {
  it.each([
    ['time', 'en_GB', '09:05'],
    ['dayTime', 'en_GB', '16 Nov 09:05'],
    ['day', 'en_GB', 'Mon, 16 Nov'],
    ['day', 'da_DK', 'man., 16 nov.'],
    ['dayTime', 'es_ES', '16 nov 09:05'],
  ] as const)('%s in %s -> %s', (format, locale, expected) => {
    expect(formatDate(monday, format, locale)).toBe(expected);
  });
});

describe('weekdayName', () => {
  it.each([
    ['en_GB', 'Monday'],
    ['da_DK', 'mandag'],
    ['no_NO', 'mandag'],
    ['is_IS', 'mánudag'],
    ['fi_FI', 'maanantai'],
  ] as const)('%s -> %s', (locale, expected) => expect(weekdayName(monday, locale)).toBe(expected));
});

describe('recentDay', () => {
  const now = new Date('2026-11-21T10:00:00Z');
  it.each([
    ['2026-11-21T00:00:00Z', 'today'],
    ['2026-11-21T23:59:00Z', 'today'],
    ['2026-11-20T12:00:00Z', 'yesterday'],
    ['2026-11-20T00:00:00Z', 'yesterday'],
    ['2026-11-19T23:59:00Z', null],
    ['2026-11-22T08:00:00Z', null],
  ])('%s -> %s', (value, expected) => expect(recentDay(value, now)).toBe(expected));
});

describe('daysAhead', () => {
  const now = new Date('2026-11-21T22:30:00Z');
  it.each([
    ['2026-11-21T06:00:00Z', 0],
    ['2026-11-22T00:10:00Z', 1],
    ['2026-11-27T23:59:00Z', 6],
    ['2026-11-28T00:00:00Z', 7],
    ['2026-11-20T23:00:00Z', -1],
  ] as const)('%s is %s calendar days from now', (value, expected) => {
    expect(daysAhead(value, now)).toBe(expected);
  });

  it('counts calendar days across a daylight-saving change', () => {
    process.env.TZ = 'Europe/Copenhagen';
    try {
      expect(daysAhead('2026-10-26T08:00:00Z', new Date('2026-10-24T20:00:00Z'))).toBe(2);
    } finally {
      process.env.TZ = 'UTC';
    }
  });
});
