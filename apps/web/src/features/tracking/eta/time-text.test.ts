import type { TFunction } from 'i18next';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import danish from '../../../../public/locale/da_DK.json';
import english from '../../../../public/locale/en_GB.json';
import spanish from '../../../../public/locale/es_ES.json';
import icelandic from '../../../../public/locale/is_IS.json';
import { dayText, deliveryDayText, timeText, windowText } from './time-text';

const t = ((key: string, values: Record<string, string>) =>
  `${key} ${JSON.stringify(values)}`) as unknown as TFunction;
// The delivery address's zone: Copenhagen is UTC+1 in March.
const ZONE = 'Europe/Copenhagen';
const local = (day: number, hours: number, minutes = 0) =>
  new Date(Date.UTC(2026, 2, day, hours - 1, minutes)).toISOString();
const now = new Date(local(4, 12));

describe('timeText', () => {
  it.each([
    [local(4, 9, 5), 'en_GB', 'time.today {"time":"09:05"}'],
    [local(3, 18, 40), 'en_GB', 'time.yesterday {"time":"18:40"}'],
    [local(1, 14, 32), 'en_GB', '1 Mar 14:32'],
    [local(1, 14, 32), 'da_DK', '1 mar. 14:32'],
  ] as const)('%s in %s is %s', (value, locale, expected) =>
    expect(timeText(value, locale, ZONE, now, t)).toBe(expected),
  );
});

describe('windowText', () => {
  it('gives the times alone on the day of delivery', () => {
    expect(windowText({ start: local(4, 14), end: local(4, 16) }, 'en_GB', ZONE, now, t)).toBe(
      'eta.window {"start":"14:00","end":"16:00"}',
    );
  });

  it('puts the day in front on another day', () => {
    expect(windowText({ start: local(5, 8), end: local(5, 10, 30) }, 'en_GB', ZONE, now, t)).toBe(
      'eta.windowOnDay {"day":"Thu, 5 Mar","start":"08:00","end":"10:30"}',
    );
  });
});

describe('dayText', () => {
  it.each([
    [local(4, 9), 'time.dayToday {}'],
    [local(3, 23, 59), 'time.dayYesterday {}'],
    [local(2, 12), 'Mon, 2 Mar'],
  ])('%s is %s', (value, expected) => {
    const tWithoutValues = ((key: string) => `${key} {}`) as unknown as TFunction;
    expect(dayText(value, 'en_GB', ZONE, now, tWithoutValues)).toBe(expected);
  });
});

describe('deliveryDayText', () => {
  const i18n = createInstance();
  void i18n.init({
    resources: Object.fromEntries(
      Object.entries({ en_GB: english, da_DK: danish, is_IS: icelandic, es_ES: spanish }).map(
        ([locale, translation]) => [locale, { translation }],
      ),
    ),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  it.each([
    [local(4, 18), 'en_GB', 'Today'],
    [local(4, 0, 10), 'is_IS', 'Í dag'],
    [local(5, 9), 'en_GB', 'Tomorrow'],
    [local(5, 0, 30), 'is_IS', 'Á morgun'],
    [local(5, 9), 'da_DK', 'I morgen'],
    [local(6, 9), 'en_GB', 'Friday'],
    [local(10, 9), 'en_GB', 'Tuesday'],
    [local(6, 9), 'da_DK', 'Fredag'],
    // Icelandic says "on Friday", the name without its last two characters: "á föstudag".
    [local(6, 9), 'is_IS', 'Á föstudag'],
    [local(6, 9), 'es_ES', 'El viernes'],
    [local(11, 9), 'en_GB', 'Wed, 11 Mar'],
    [local(11, 9), 'da_DK', 'Ons., 11 mar.'],
    [local(3, 18), 'en_GB', 'Tue, 3 Mar'],
  ] as const)('%s in %s is %s', (value, locale, expected) =>
    expect(deliveryDayText(value, locale, ZONE, now, i18n.getFixedT(locale))).toBe(expected),
  );

  it.each([
    // At 23:30 UTC it is already the 5th in Helsinki, still the 4th in Los Angeles and 5 a.m. on the 5th in Kiritimati.
    ['Europe/Helsinki', 'Today'],
    ['America/Los_Angeles', 'Tomorrow'],
    ['Pacific/Kiritimati', 'Today'],
  ])("the day in the address's zone %s is %s, whatever the device's", (zone, expected) => {
    const lateNow = new Date(Date.UTC(2026, 2, 4, 23, 30));
    expect(deliveryDayText('2026-03-05T09:00:00Z', 'en_GB', zone, lateNow, i18n.getFixedT('en_GB'))).toBe(
      expected,
    );
  });
});
