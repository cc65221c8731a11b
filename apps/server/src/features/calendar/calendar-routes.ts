import {
  defaultLocaleForCountry,
  isSupportedLocale,
  SERVICE_PATHS,
  type CalendarFeed,
  type Locale,
} from '@tracking/core';
import { calendarFeedResponseSchema } from '@tracking/core/schemas';
import { sendOk } from '../../platform/http/reply';
import { z } from 'zod';
import { icsOf } from './calendar-ics';
import type { AppInstance } from '../../platform/http/zod-provider';
import { GUARDS_TRACKING_ID } from '../../platform/security/enumeration-guard';
import { localeDirectory } from '../../platform/http/locale-file';
import { publicResponses, trackingQuerySchema } from '../../platform/http/public-route-schema';
import { createTranslations } from '../../platform/i18n/page-translations';
import { calendarCharter } from './calendar-charter';

const calendarQuerySchema = trackingQuerySchema.extend({
  lang: z
    .string()
    .refine(isSupportedLocale, 'Must be one of the nine locales, e.g. en_GB')
    .optional()
    .describe('The language of the entry; by default the delivery country’s'),
});

/** The feed's URLs under its view-only id: to download, and to subscribe to (webcal://). */
function feedOf(origin: string, calendarId: string): CalendarFeed {
  const url = `${origin}${SERVICE_PATHS.calendar}?${new URLSearchParams({ trackingId: calendarId }).toString()}`;
  return { calendarId, url, subscribeUrl: url.replace(/^https?:/, 'webcal:') };
}

/**
 * GET /tracking/calendar.ics?trackingId=ID&lang=LOCALE: the order's calendar entry, for a calendar to subscribe to
 * (webcal://) or to download. Takes the order's calendar id (POST /tracking/calendar hands out its URL) or a share
 * id; the order's own tracking id still works and reads as its calendar id; counts misses like every public call; 410 once the link has
 * expired, as the API.
 */
export function registerCalendarRoutes(app: AppInstance) {
  const translations = createTranslations(localeDirectory(app.config));
  // URLs are built on PUBLIC_URL, never on the Host header: a forged one would send calendars to its own host.
  const pageOrigin = app.config.publicUrl;
  app.post(
    SERVICE_PATHS.calendarFeed,
    {
      config: { ...GUARDS_TRACKING_ID.config, budget: calendarCharter.budgets.link },
      schema: {
        tags: ['tracking'],
        summary: 'The order’s calendar feed, under a view-only id',
        description:
          'The URLs to download or subscribe to the order’s calendar entry. For the order’s own tracking id they carry the order’s calendar id (made on the first call, the same after): it opens the share view, never the owner’s, and is revoked like a share link (DELETE /tracking/share with it as shareId) and when the order is anonymised. A share id keeps its own.',
        querystring: trackingQuerySchema,
        response: {
          200: calendarFeedResponseSchema,
          400: publicResponses[400],
          403: publicResponses[403],
          404: publicResponses[404],
          410: publicResponses[410],
        },
      },
    },
    async (request, reply) =>
      sendOk(reply, feedOf(pageOrigin, await app.domain.calendar.feedId(request.query.trackingId))),
  );
  app.get(
    SERVICE_PATHS.calendar,
    {
      config: {
        ...GUARDS_TRACKING_ID.config,
        budget: calendarCharter.budgets.feed,
        audiences: calendarCharter.audiences,
      },
      schema: {
        tags: ['tracking'],
        summary: 'The order’s calendar entry (RFC 5545), which moves with the estimate',
        description:
          'text/calendar with one event: UID stable for the order, SEQUENCE growing with every change of what it shows; after a final status it says delivered or cancelled.',
        querystring: calendarQuerySchema,
        response: {
          200: z.string().describe('text/calendar'),
          400: publicResponses[400],
          403: publicResponses[403],
          404: publicResponses[404],
          410: publicResponses[410],
        },
      },
    },
    async (request, reply) => {
      const { trackingId, lang } = request.query;
      const feed = await app.domain.calendar.entry(trackingId);
      const locale: Locale =
        lang && isSupportedLocale(lang) ? lang : defaultLocaleForCountry(feed.view.countryCode);
      // The share view, under the feed's view-only id: calendars sync to devices the recipient never checks.
      const pageUrl = `${pageOrigin}/${encodeURIComponent(feed.view.viewId)}/${locale}`;
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', 'inline; filename="parcel.ics"')
        .type('text/calendar; charset=utf-8')
        .send(icsOf(feed, await translations(locale), pageUrl));
    },
  );
}
