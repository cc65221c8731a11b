import { describe, expect, it } from 'vitest';
import { helpLinks } from './help-links';

const config = {
  helpUrl: 'https://support.example.com/{lang}/home',
  aboutUrl: 'https://example.com/{lang}/about',
};

describe('helpLinks', () => {
  it.each([
    ['da_DK', 'da'],
    ['no_NO', 'nb'],
    ['fi_FI', 'fi'],
    ['sv_SE', 'sv'],
    ['en_GB', 'en'],
    ['et_EE', 'en'],
    ['is_IS', 'en'],
  ] as const)('%s links to the %s pages', (locale, lang) => {
    expect(helpLinks(locale, config)).toEqual({
      help: `https://support.example.com/${lang}/home`,
      about: `https://example.com/${lang}/about`,
    });
  });
});
