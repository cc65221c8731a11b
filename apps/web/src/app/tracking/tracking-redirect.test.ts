import { describe, expect, it } from 'vitest';
import { trackingRedirect } from './tracking-redirect';

const order = (countryCode: string, hasConfirmedPreferences: boolean, statusCode = 10, shared = false) => ({
  deliveryAddress: {
    streetAddress: 'Vej 1',
    postalCode: '2100',
    city: 'København',
    country_code: countryCode,
  },
  hasConfirmedPreferences,
  statusCode,
  shared,
});

describe('trackingRedirect', () => {
  it.each([
    ['no lang, Danish address', undefined, '', '', order('DK', true), '/T1/da_DK'],
    ['no lang, lower-case code', undefined, '', '', order('fi', true), '/T1/fi_FI'],
    ['no lang, unknown country', undefined, '', '', order('DE', true), '/T1/en_GB'],
    [
      'no lang keeps the query',
      undefined,
      '',
      '?__skip-pref__=1',
      order('SE', false),
      '/T1/sv_SE?__skip-pref__=1',
    ],
    ['unsupported lang', 'de_DE', '', '', order('NO', true), '/T1/no_NO'],
    ['lang in the wrong case', 'da_dk', '', '', order('DK', true), '/T1/da_DK'],
    ['unsupported lang on an inner page', 'xx', 'preferences', '', order('EE', true), '/T1/et_EE'],
    ['unconfirmed preferences', 'lv_LV', '', '', order('LV', false), '/T1/lv_LV/preferences'],
    ['unconfirmed keeps the query', 'lv_LV', '', '?a=1', order('LV', false), '/T1/lv_LV/preferences?a=1'],
    ['unconfirmed but skipped', 'lv_LV', '', '?__skip-pref__=1', order('LV', false), null],
    ['unconfirmed but out for delivery', 'es_ES', '', '', order('ES', false, 80), null],
    ['unconfirmed but delivered', 'es_ES', '', '', order('ES', false, 90), null],
    ['unconfirmed, already on preferences', 'is_IS', 'preferences', '', order('IS', false), null],
    ['unconfirmed on the live map', 'is_IS', 'live-tracking', '', order('IS', false, 81), null],
    [
      'the live map before the driver sets out goes where the order page would',
      'is_IS',
      'live-tracking',
      '',
      order('IS', false),
      '/T1/is_IS/preferences',
    ],
    [
      'the live map after delivery goes to the order page',
      'fi_FI',
      'live-tracking',
      '?a=1',
      order('FI', true, 100),
      '/T1/fi_FI?a=1',
    ],
    ['confirmed, supported lang', 'en_GB', '', '', order('DK', true), null],
    ['a shared view never asks for preferences', 'da_DK', '', '', order('DK', false, 10, true), null],
    [
      'a shared view leaves the preferences page',
      'da_DK',
      'preferences',
      '?a=1',
      order('DK', false, 10, true),
      '/T1/da_DK?a=1',
    ],
  ] as const)('%s', (_case, lang, rest, search, facts, expected) => {
    const decision = trackingRedirect({ trackingId: 'T1', lang, rest, search }, facts);
    expect(decision).toEqual(
      expected === null ? { kind: 'stay', locale: lang } : { kind: 'redirect', to: expected },
    );
  });
});
