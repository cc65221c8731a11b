import { type Locale, PAGE_FORM_PATHS, SERVICE_PATHS } from '@tracking/core';
import { DELIVERY_DAY_ANCHOR, SKIP_PREFERENCES_FLAG } from './page-constants';

/** A query string as location.search gives it: '' or '?a=b'. */
type Search = string;

const segment = (value: string) => encodeURIComponent(value);
const withSearch = (path: string, search: Search = '') => (search && search !== '?' ? path + search : path);
const preferencesHref = (trackingId: string, lang: Locale, search?: Search) =>
  withSearch(`/${segment(trackingId)}/${lang}/preferences`, search);

/**
 * Every route of the page; links and redirects are built here and nowhere else. A route's `path` is a wouter
 * pattern ('/:param', '/*?' for anything below or nothing); that of a page under /{trackingId}/{lang} is what
 * follows the lang segment.
 */
export const paths = {
  preview: {
    path: `${SERVICE_PATHS.preview}/*?`,
    href: (search?: Search) => withSearch(`${SERVICE_PATHS.preview}/`, search),
  },
  /** A device frame of the merchant preview (the sample pages at one width), under the preview's path. */
  previewFrame: {
    path: `${SERVICE_PATHS.preview}/frame`,
    href: (search?: Search) => withSearch(`${SERVICE_PATHS.preview}/frame`, search),
  },
  trackingEntry: {
    path: '/:trackingId',
    href: (trackingId: string, search?: Search) => withSearch(`/${segment(trackingId)}`, search),
  },
  order: {
    path: '/:trackingId/:lang',
    href: (trackingId: string, lang: Locale, search?: Search) =>
      withSearch(`/${segment(trackingId)}/${lang}`, search),
  },
  /** The order page and every page under it: the tracking layout's. */
  trackingPages: {
    path: '/:trackingId/:lang/*?',
  },
  preferences: {
    path: 'preferences',
    href: preferencesHref,
    /** The preferences page opened at its delivery-day choice (a failed attempt's "Choose another day"). */
    deliveryDayHref: (trackingId: string, lang: Locale, search?: Search) =>
      `${preferencesHref(trackingId, lang, search)}#${DELIVERY_DAY_ANCHOR}`,
  },
  liveTracking: {
    path: 'live-tracking',
    href: (trackingId: string, lang: Locale, search?: Search) =>
      withSearch(`/${segment(trackingId)}/${lang}/live-tracking`, search),
  },
  /** Where a form of the page posts without scripts (the service renders the answer: page-forms.ts). */
  pageForm: {
    href: (trackingId: string, lang: Locale, form: keyof typeof PAGE_FORM_PATHS) =>
      [`/${segment(trackingId)}/${lang}`, PAGE_FORM_PATHS[form]].filter(Boolean).join('/'),
  },
  notFound: { path: '*' },
} as const;

/** The same query with the flag that skips the preferences redirect added. */
export function withSkipPreferences(search: Search): Search {
  const params = new URLSearchParams(search);
  params.set(SKIP_PREFERENCES_FLAG, '1');
  return `?${params.toString()}`;
}

/** True when the query carries the skip-preferences flag (with or without a value). */
export function hasSkipPreferences(search: Search): boolean {
  return new URLSearchParams(search).has(SKIP_PREFERENCES_FLAG);
}

/** The same location in another language: the locale segment replaced, the rest and the query kept. */
export function switchLocaleHref(pathname: string, search: Search, locale: Locale): string {
  const [, trackingId = '', , ...rest] = pathname.split('/');
  return withSearch(['', trackingId, locale, ...rest].join('/'), search);
}
