import { describe, expect, it } from 'vitest';
import { hexColorSchema, trackingThemeSchema } from './theme';
import { isSafeImageUrl, isSafeLogoUrl, themeCssVariables } from './theme-rules';

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
  it.each([
    ['https://cdn.example.com/logo.svg', true],
    ['/logos/acme.png', true],
    ['http://cdn.example.com/logo.svg', false],
    ['//evil.example/logo.svg', false],
    ['/\\evil.example', false],
    ['javascript:alert(1)', false],
    ['data:image/svg+xml,<svg onload=alert(1)>', false],
    ['not a url', false],
    ['/\t/evil.example/x', false],
    ['/\n/evil.example/x', false],
    ['/\r/evil.example/x', false],
    ['\t//evil.example/x', false],
    ['/logo.svg\u0000', false],
    ['https://cdn.example.com/\u0085x', false],
    ['/%09/evil.example/x', true],
    ['logos/acme.png', true],
    ['../logos/acme.png', true],
    ['https:/cdn.example.com/logo.svg', true],
    ['https:logo.svg', true],
    ['ftp://cdn.example.com/logo.svg', false],
  ])('%s -> %s', (url, safe) => expect(isSafeLogoUrl(url)).toBe(safe));

  it('takes absolute URLs of the service’s own origin, and only those of other origins over https', () => {
    const origin = 'http://localhost:8080';
    expect(isSafeImageUrl('http://localhost:8080/logo.svg', origin)).toBe(true);
    expect(isSafeImageUrl('http://localhost:8081/logo.svg', origin)).toBe(false);
    expect(isSafeImageUrl('/logo.svg', origin)).toBe(true);
    expect(isSafeImageUrl('//localhost:8080/logo.svg', origin)).toBe(true);
    expect(isSafeImageUrl('//evil.example/logo.svg', origin)).toBe(false);
  });
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
