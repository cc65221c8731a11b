import { describe, expect, it } from 'vitest';
import { hexColorSchema, trackingThemeSchema } from './theme';
import { isSafeLogoUrl, themeCssVariables } from './theme-rules';

const theme = {
  topSectionBackgroundColor: '#112233',
  topSectionFontColor: '#FFFFFF',
  secondaryBorderColor: '#abcdef',
  secondaryFontColor: '#000000',
  primaryBackgroundColor: '#FF6600',
  primaryFontColor: '#FFFFFF',
};

describe('hexColorSchema', () => {
  it.each(['#037E8C', '#abcdef', '#000000'])('accepts %s', (colour) => {
    expect(hexColorSchema.safeParse(colour).success).toBe(true);
  });
  it.each([
    'red',
    '#fff',
    '#0000000',
    '037E8C',
    'red;}body{background:url(//x)}',
    '#00000g',
    ' #000000',
    'var(--x)',
  ])('rejects %s', (colour) => expect(hexColorSchema.safeParse(colour).success).toBe(false));
});

describe('trackingThemeSchema', () => {
  it('accepts six colours', () => expect(trackingThemeSchema.parse(theme)).toEqual(theme));
  it('rejects unknown fields', () => {
    expect(trackingThemeSchema.safeParse({ ...theme, extra: '#000000' }).success).toBe(false);
  });
});

describe('isSafeLogoUrl', () => {
  // Logo and photo URLs are absolute https URLs or paths beginning with one `/`, as the URL parser reads them.
  it.each([
    ['https://cdn.example.com/logo.svg', true],
    ['/logos/acme.png', true],
    ['/%09/evil.example/x', true],
    ['https:/cdn.example.com/logo.svg', true],
    ['http://cdn.example.com/logo.svg', false],
    ['http:host/x.png', false],
    ['http:/host/x.png', false],
    ['HTTP:host/x.png', false],
    ['ws:host/x.png', false],
    ['//evil.example/logo.svg', false],
    ['/\\evil.example', false],
    ['javascript:alert(1)', false],
    ['data:image/svg+xml,<svg onload=alert(1)>', false],
    ['not a url', false],
    ['logos/acme.png', false],
    ['../logos/acme.png', false],
    ['?x=1', false],
    ['#x', false],
    ['', false],
    ['/\t/evil.example/x', false],
    ['/\n/evil.example/x', false],
    ['/\r/evil.example/x', false],
    ['\t//evil.example/x', false],
    ['/logo.svg\u0000', false],
    ['https://cdn.example.com/\u0085x', false],
    ['ftp://cdn.example.com/logo.svg', false],
  ])('%j -> %s', (url, safe) => expect(isSafeLogoUrl(url)).toBe(safe));
});

describe('themeCssVariables', () => {
  it('gives the default teal without a theme', () => {
    expect(themeCssVariables(null)).toEqual({ '--brand-primary': '#037E8C', '--brand-subtle': '#037E8C0A' });
  });
  it('maps a theme and adds the 0A subtle background', () => {
    const vars = themeCssVariables(theme);
    expect(vars['--brand-primary']).toBe('#FF6600');
    expect(vars['--brand-subtle']).toBe('#FF66000A');
    expect(vars['--brand-top-background']).toBe('#112233');
  });
});
