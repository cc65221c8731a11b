import type { CalendarFeed, Locale } from '@tracking/core';

/**
 * The feed's links in the page's language, from the URLs the service handed out: `download` for a file the
 * calendar imports once (same origin), `subscribe` (webcal://) for a calendar that polls it, so the entry moves
 * with the estimate.
 */
export function calendarLinks(feed: Pick<CalendarFeed, 'url' | 'subscribeUrl'>, locale: Locale) {
  const withLang = (address: string) => {
    const url = new URL(address.replace(/^webcal:/, 'https:'));
    url.searchParams.set('lang', locale);
    return url;
  };
  const download = withLang(feed.url);
  const subscribe = withLang(feed.subscribeUrl);
  return {
    download: download.pathname + download.search,
    subscribe: `webcal://${subscribe.host}${subscribe.pathname}${subscribe.search}`,
  };
}
