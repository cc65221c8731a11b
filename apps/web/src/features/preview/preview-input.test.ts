import { describe, expect, it } from 'vitest';
import { A_THEME } from '@tracking/core/testing';
import {
  PREVIEW_THEME_MESSAGE,
  applyPreviewMessage,
  isFromAllowedParent,
  readPreviewQuery,
  type PreviewInput,
} from './preview-input';

const BASE: PreviewInput = { theme: null, logo: null, locale: 'en_GB', merchantName: 'Your shop' };
const query = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;

describe('readPreviewQuery', () => {
  it('takes the theme, logo, locale and name from the address', () => {
    const search = query({
      theme: JSON.stringify(A_THEME),
      logo: 'https://cdn.example.com/nordlys.svg',
      locale: 'da_DK',
      name: ' Nordlys Outdoor ',
    });
    expect(readPreviewQuery(search, BASE)).toEqual({
      input: {
        theme: A_THEME,
        logo: 'https://cdn.example.com/nordlys.svg',
        locale: 'da_DK',
        merchantName: 'Nordlys Outdoor',
      },
      problems: [],
    });
  });

  it('keeps the base for what the address leaves out', () => {
    expect(readPreviewQuery('', BASE)).toEqual({ input: BASE, problems: [] });
  });

  it.each([
    [
      { theme: JSON.stringify({ ...A_THEME, primaryFontColor: 'red;}body{x:y' }) },
      'theme',
      /primaryFontColor/,
    ],
    [{ theme: JSON.stringify({ ...A_THEME, extra: '#000000' }) }, 'theme', /extra|Unrecognized/i],
    [{ theme: JSON.stringify({ primaryFontColor: '#FFFFFF' }) }, 'theme', /topSectionBackgroundColor/],
    [{ theme: '{not json' }, 'theme', /JSON/],
    [{ logo: 'javascript:alert(1)' }, 'logo', /https/],
    [{ logo: 'http://cdn.example.com/logo.png' }, 'logo', /https/],
    [{ logo: '//evil.example.com/logo.png' }, 'logo', /https/],
    [{ locale: 'de_DE' }, 'locale', /en_GB/],
    [{ name: '   ' }, 'merchantName', /200/],
  ])('refuses %j, reporting %s and using the rest', (params: Record<string, string>, field, message) => {
    const { input, problems } = readPreviewQuery(query({ locale: 'fi_FI', ...params }), BASE);
    expect(problems).toEqual([{ field, message: expect.stringMatching(message) }]);
    expect(input.theme).toBeNull();
    expect(input.logo).toBeNull();
    if (field !== 'locale') expect(input.locale).toBe('fi_FI');
  });
});

describe('applyPreviewMessage', () => {
  it('applies the fields a message sends and keeps the others', () => {
    const current = { ...BASE, logo: 'https://cdn.example.com/a.svg' };
    expect(
      applyPreviewMessage({ type: PREVIEW_THEME_MESSAGE, theme: A_THEME, locale: 'sv_SE' }, current),
    ).toEqual({
      ok: true,
      input: { ...current, theme: A_THEME, locale: 'sv_SE' },
    });
  });

  it('goes back to the default brand on a null theme or logo', () => {
    const current = { ...BASE, theme: A_THEME, logo: 'https://cdn.example.com/a.svg' };
    expect(applyPreviewMessage({ type: PREVIEW_THEME_MESSAGE, theme: null, logo: null }, current)).toEqual({
      ok: true,
      input: BASE,
    });
  });

  it.each([
    ['a colour that could break out of CSS', { theme: { ...A_THEME, secondaryBorderColor: '#fff;--x:1' } }],
    ['a named colour', { theme: { ...A_THEME, primaryBackgroundColor: 'green' } }],
    ['an unsafe logo', { logo: 'data:image/svg+xml,<svg/>' }],
    ['an unknown locale', { locale: 'xx_XX' }],
    ['an unknown field', { script: 'alert(1)' }],
  ])('refuses the whole message with %s', (_case, fields) => {
    const result = applyPreviewMessage({ type: PREVIEW_THEME_MESSAGE, locale: 'da_DK', ...fields }, BASE);
    expect(result.ok).toBe(false);
  });

  it.each([null, 'theme', [], { type: 'something-else', theme: A_THEME }])('ignores %j', (data) => {
    expect(applyPreviewMessage(data, BASE).ok).toBe(false);
  });
});

describe('isFromAllowedParent', () => {
  const parent = {};
  const allowed = ['https://dashboard.example.com'];
  it.each([
    ['the parent from an allowed origin', { origin: 'https://dashboard.example.com', source: parent }, true],
    ['the parent from another origin', { origin: 'https://evil.example.com', source: parent }, false],
    ['another window from an allowed origin', { origin: 'https://dashboard.example.com', source: {} }, false],
    ['no window at all', { origin: 'https://dashboard.example.com', source: null }, false],
  ])('%s: %s', (_case, event, expected) => {
    expect(isFromAllowedParent(event as unknown as MessageEvent, parent, allowed)).toBe(expected);
  });
});
