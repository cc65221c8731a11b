import { SERVICE_PATHS, type Locale } from '@tracking/core';

/**
 * The order's calendar feed: `download` for a file the calendar imports once, `subscribe` (webcal://) for a
 * calendar that polls it, so the entry moves with the estimate. The id may be a share id.
 */
export function calendarLinks(pageUrl: string, trackingId: string, locale: Locale) {
  const url = new URL(
    `${SERVICE_PATHS.calendar}?${new URLSearchParams({ trackingId, lang: locale }).toString()}`,
    pageUrl,
  );
  return {
    download: url.pathname + url.search,
    subscribe: `webcal://${url.host}${url.pathname}${url.search}`,
  };
}
