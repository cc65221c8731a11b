import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import english from '../../../../public/locale/en_GB.json';
import danish from '../../../../public/locale/da_DK.json';
import latvian from '../../../../public/locale/lv_LV.json';
import { calibratedWindowText, inTen } from './eta-window-text';
import { etaRecordText } from './eta-record-text';

const i18n = createInstance();
void i18n.init({
  resources: {
    en_GB: { translation: english },
    da_DK: { translation: danish },
    lv_LV: { translation: latvian },
  },
  interpolation: { escapeValue: false },
  initAsync: false,
});
/** The delivery address's zone, and times on its clock (UTC+1 in March). */
const ZONE = 'Europe/Copenhagen';
const local = (hhmm: string) => new Date(`2026-03-03T${hhmm}:00+01:00`).toISOString();

describe('inTen', () => {
  it.each([
    [0.8, 8],
    [0.85, 8],
    [0.9, 9],
    [0.7, 7],
    [0.99, 9],
    [0.5, 5],
  ])('%d is %d in 10', (coverage, expected) => expect(inTen(coverage)).toBe(expected));
});

describe('calibratedWindowText', () => {
  it.each([
    ['en_GB', '14:05–14:25, 8 in 10 arrive in this window'],
    ['da_DK', '14:05–14:25, 8 ud af 10 når frem i dette tidsrum'],
  ] as const)('in %s', (locale, expected) => {
    const window = { from: local('14:05'), to: local('14:25'), coverage: 0.8 };
    expect(calibratedWindowText(window, locale, ZONE, i18n.getFixedT(locale))).toBe(expected);
  });
});

describe('etaRecordText', () => {
  it.each([
    [
      'en_GB',
      { kept: 0.8712, deliveries: 1204, days: 30 },
      "This merchant's windows were kept for 87% of 1,204 deliveries in the last 30 days",
    ],
    [
      'da_DK',
      { kept: 0.802, deliveries: 101, days: 30 },
      'Denne forhandlers tidsrum blev overholdt for 80\u00a0% af 101 leveringer de seneste 30 dage',
    ],
    [
      'lv_LV',
      { kept: 1, deliveries: 61, days: 30 },
      'Šī tirgotāja laika logi tika ievēroti 100% no 61 piegādes pēdējās 30 dienās',
    ],
  ] as const)('in %s', (locale, record, expected) => {
    expect(etaRecordText(record, locale, i18n.getFixedT(locale))).toBe(expected);
  });
});
