import { describe, expect, it } from 'vitest';
import { hasSkipPreferences, paths, switchLocaleHref, withSkipPreferences } from './paths';

describe('paths', () => {
  it.each([
    [paths.trackingEntry.href('ABC123'), '/ABC123'],
    [paths.trackingEntry.href('ABC123', '?x=1'), '/ABC123?x=1'],
    [paths.order.href('ABC123', 'da_DK'), '/ABC123/da_DK'],
    [paths.order.href('ABC123', 'da_DK', '?'), '/ABC123/da_DK'],
    [paths.preferences.href('ABC123', 'fi_FI', '?a=b'), '/ABC123/fi_FI/preferences?a=b'],
    [
      paths.preferences.deliveryDayHref('ABC123', 'fi_FI', '?a=b'),
      '/ABC123/fi_FI/preferences?a=b#delivery-day',
    ],
    [paths.liveTracking.href('ABC123', 'en_GB'), '/ABC123/en_GB/live-tracking'],
    [paths.order.href('a/b?c', 'en_GB'), '/a%2Fb%3Fc/en_GB'],
    [paths.preview.href(), '/___preview___/'],
    [paths.previewFrame.href('?status=80'), '/___preview___/frame?status=80'],
  ])('%s is %s', (href, expected) => expect(href).toBe(expected));
});

describe('switchLocaleHref', () => {
  it.each([
    ['/ABC/en_GB', '', 'da_DK', '/ABC/da_DK'],
    ['/ABC/en_GB/preferences', '?__skip-pref__=1', 'sv_SE', '/ABC/sv_SE/preferences?__skip-pref__=1'],
    ['/ABC/en_GB/live-tracking/extra', '?a=1&b=2', 'et_EE', '/ABC/et_EE/live-tracking/extra?a=1&b=2'],
    ['/ABC', '', 'is_IS', '/ABC/is_IS'],
  ] as const)('%s%s in %s is %s', (pathname, search, locale, expected) =>
    expect(switchLocaleHref(pathname, search, locale)).toBe(expected),
  );
});

describe('skip-preferences flag', () => {
  it.each([
    ['', false],
    ['?__skip-pref__', true],
    ['?a=1&__skip-pref__=1', true],
    ['?__skip-pref', false],
  ])('%s has the flag: %s', (search, expected) => expect(hasSkipPreferences(search)).toBe(expected));

  it('adds the flag and keeps the rest of the query', () => {
    expect(withSkipPreferences('?a=1')).toBe('?a=1&__skip-pref__=1');
    expect(hasSkipPreferences(withSkipPreferences(''))).toBe(true);
  });
});
