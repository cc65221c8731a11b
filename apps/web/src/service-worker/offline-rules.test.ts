import { describe, expect, it } from 'vitest';
import {
  cacheAction,
  copyUrl,
  entryTarget,
  isUsableCopy,
  offlineKind,
  OFFLINE_COPY_MAX_AGE_MS,
  trackingIdOf,
} from './offline-rules';

const ORIGIN = 'https://track.example.com';
const ID = 'AAAAAAAAAAAAAAAAAAAAAA';

describe('offlineKind', () => {
  it.each([
    ['GET', `${ORIGIN}/${ID}`, 'navigate', 'page'],
    ['GET', `${ORIGIN}/${ID}/en_GB`, 'navigate', 'page'],
    ['GET', `${ORIGIN}/${ID}/da_DK/live-tracking`, 'navigate', 'page'],
    ['GET', `${ORIGIN}/${ID}/da_DK/preferences`, 'navigate', 'page'],
    // A query names the same page (the skip flag, a campaign tag): kept under its path (copyUrl).
    ['GET', `${ORIGIN}/${ID}/en_GB?utm=x`, 'navigate', 'page'],
    ['GET', `${ORIGIN}/${ID}?__skip-pref__=1`, 'navigate', 'page'],
    ['GET', `${ORIGIN}/tracking/?trackingId=${ID}`, 'cors', 'order'],
    ['GET', `${ORIGIN}/tracking?trackingId=${ID}`, 'same-origin', 'order'],
    // Not a tracking page.
    ['GET', `${ORIGIN}/`, 'navigate', null],
    ['GET', `${ORIGIN}/${ID}/en_GB/other`, 'navigate', null],
    ['GET', `${ORIGIN}/${ID}x/en_GB`, 'navigate', null],
    ['GET', `${ORIGIN}/___preview___/${ID}`, 'navigate', null],
    ['GET', `${ORIGIN}/tracking/?trackingId=${ID}`, 'navigate', null],
    // Never kept: writes, other hosts, other endpoints, the ingest API, photos, locale files.
    ['POST', `${ORIGIN}/${ID}/en_GB/preferences`, 'navigate', null],
    ['PUT', `${ORIGIN}/tracking/?trackingId=${ID}`, 'cors', null],
    ['DELETE', `${ORIGIN}/tracking/?trackingId=${ID}`, 'cors', null],
    ['GET', `https://evil.example.com/tracking/?trackingId=${ID}`, 'cors', null],
    ['GET', `https://u:p@track.example.com/tracking/?trackingId=${ID}`, 'cors', null],
    ['GET', `${ORIGIN}/tracking/?trackingId=short`, 'cors', null],
    ['GET', `${ORIGIN}/tracking/?trackingId=${ID}&trackingId=${ID}`, 'cors', null],
    ['GET', `${ORIGIN}/tracking/?trackingId=${ID}&lang=da`, 'cors', null],
    ['GET', `${ORIGIN}/tracking/`, 'cors', null],
    ['GET', `${ORIGIN}/tracking/preferences?trackingId=${ID}`, 'cors', null],
    ['GET', `${ORIGIN}/tracking/share?trackingId=${ID}`, 'cors', null],
    ['GET', `${ORIGIN}/tracking/doorstep?trackingId=${ID}`, 'cors', null],
    ['GET', `${ORIGIN}/tracking/calendar.ics?trackingId=${ID}`, 'cors', null],
    ['GET', `${ORIGIN}/ingest/orders/${ID}`, 'cors', null],
    ['GET', `${ORIGIN}/ingest/orders?trackingId=${ID}`, 'cors', null],
    ['GET', `${ORIGIN}/locale/da_DK.json`, 'cors', null],
    ['GET', `${ORIGIN}/ws?trackingId=${ID}`, 'websocket', null],
    ['GET', 'not a url', 'cors', null],
  ])('%s %s (%s) -> %s', (method, url, mode, expected) => {
    expect(offlineKind({ method, url, mode }, ORIGIN)).toBe(expected);
  });
});

describe('trackingIdOf', () => {
  it.each([
    ['page', `${ORIGIN}/${ID}`],
    ['page', `${ORIGIN}/${ID}/sv_SE/live-tracking`],
    ['order', `${ORIGIN}/tracking/?trackingId=${ID}`],
  ] as const)('%s %s', (kind, url) => {
    expect(trackingIdOf(kind, url)).toBe(ID);
  });
});

describe('cacheAction', () => {
  it.each([
    [200, 'store'],
    [403, 'drop'],
    [404, 'drop'],
    [410, 'drop'],
    [204, 'keep'],
    [302, 'keep'],
    [400, 'keep'],
    [429, 'keep'],
    [500, 'keep'],
    [503, 'keep'],
  ])('%i -> %s', (status, expected) => {
    expect(cacheAction(status)).toBe(expected);
  });
});

describe('isUsableCopy', () => {
  const now = Date.UTC(2026, 2, 5, 12);
  it.each([
    ['saved just now', now, true],
    ['saved a day ago', now - 86_400_000, true],
    ['saved just under a week ago', now - OFFLINE_COPY_MAX_AGE_MS + 1, true],
    ['saved a week ago', now - OFFLINE_COPY_MAX_AGE_MS, false],
    ['saved in the future (clock moved back)', now + 60_000, false],
    ['without a saved time', Number.NaN, false],
  ])('%s -> %s', (_name, savedAt, expected) => {
    expect(isUsableCopy(savedAt, now)).toBe(expected);
  });

  // A share link's copy (any link's) never answers past the time its link surely opened the order.
  it.each([
    ['the link valid for days yet', now + 3 * 86_400_000, true],
    ['the link valid a minute more', now + 60_000, true],
    ['the link expiring now', now, false],
    ['the link expired an hour ago', now - 3_600_000, false],
    ['no validity given', Number.NaN, true],
  ])('saved a day ago, %s -> %s', (_name, validUntil, expected) => {
    expect(isUsableCopy(now - 86_400_000, now, validUntil)).toBe(expected);
  });
});

describe('copyUrl', () => {
  it.each([
    ['page', `${ORIGIN}/${ID}/en_GB?__skip-pref__=1&utm_source=sms`, `${ORIGIN}/${ID}/en_GB`],
    ['page', `${ORIGIN}/${ID}/en_GB/live-tracking`, `${ORIGIN}/${ID}/en_GB/live-tracking`],
    ['order', `${ORIGIN}/tracking/?trackingId=${ID}`, `${ORIGIN}/tracking/?trackingId=${ID}`],
  ] as const)('a %s at %s is kept as %s', (kind, url, expected) => {
    expect(copyUrl(kind, url)).toBe(expected);
  });
});

describe('entryTarget', () => {
  const OTHER = 'BBBBBBBBBBBBBBBBBBBBBB';
  const kept = (path: string, savedAt: number) => ({ url: `${ORIGIN}${path}`, savedAt });

  it.each([
    ['the order page kept', [kept(`/${ID}/da_DK`, 1)], `${ORIGIN}/${ID}/da_DK`],
    [
      'the order page before its map, and the newest of two languages',
      [kept(`/${ID}/da_DK/live-tracking`, 9), kept(`/${ID}/da_DK`, 1), kept(`/${ID}/en_GB`, 5)],
      `${ORIGIN}/${ID}/en_GB`,
    ],
    [
      'another page of the order when that is all',
      [kept(`/${ID}/fi_FI/preferences`, 1)],
      `${ORIGIN}/${ID}/fi_FI/preferences`,
    ],
    ['nothing for another order', [kept(`/${OTHER}/da_DK`, 1)], null],
    ['nothing when nothing is kept', [], null],
  ])('/{id} goes to %s', (_case, pages, expected) => {
    expect(entryTarget(`${ORIGIN}/${ID}`, pages)).toBe(expected);
  });

  it("keeps the link's query, and leaves every other page alone", () => {
    const pages = [kept(`/${ID}/da_DK`, 1)];
    expect(entryTarget(`${ORIGIN}/${ID}?utm_source=sms`, pages)).toBe(`${ORIGIN}/${ID}/da_DK?utm_source=sms`);
    expect(entryTarget(`${ORIGIN}/${ID}/sv_SE`, pages)).toBeNull();
  });
});
