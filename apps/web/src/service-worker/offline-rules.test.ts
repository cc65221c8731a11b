import { describe, expect, it } from 'vitest';
import {
  cacheAction,
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
    ['GET', `${ORIGIN}/tracking/?trackingId=${ID}`, 'cors', 'order'],
    ['GET', `${ORIGIN}/tracking?trackingId=${ID}`, 'same-origin', 'order'],
    // Not a tracking page, or one with a query that could change the answer.
    ['GET', `${ORIGIN}/`, 'navigate', null],
    ['GET', `${ORIGIN}/${ID}/en_GB?utm=x`, 'navigate', null],
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
});
