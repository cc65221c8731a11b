import { helpSiteLanguage, type Locale, type RuntimeConfig } from '@tracking/core';

/** The provider's help and about pages in the recipient's language (da, nb, fi, sv; English otherwise). */
export function helpLinks(locale: Locale, config: Pick<RuntimeConfig, 'helpUrl' | 'aboutUrl'>) {
  const lang = helpSiteLanguage(locale);
  return {
    help: config.helpUrl.replaceAll('{lang}', lang),
    about: config.aboutUrl.replaceAll('{lang}', lang),
  };
}
