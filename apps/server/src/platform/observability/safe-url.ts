import { SERVICE_PATHS } from '@tracking/core';
import type { Fingerprint } from './fingerprint';

/** Path segments the service itself names; any other segment may be an id and is fingerprinted. */
const KNOWN_SEGMENTS = new Set([
  ...Object.values(SERVICE_PATHS).flatMap((path) => path.split('/')),
  ...['ingest', 'orders', 'events', 'anonymise', 'drivers', 'positions', 'route', 'accounts'],
  ...['healthz', 'readyz', 'docs', 'json', 'yaml', 'static', 'assets', 'demo'],
]);

/** Query parameters whose values are never secret. */
const PLAIN_PARAMETERS = new Set(['user_type', 'locale', 'lang']);

/** A file name (`en.json`, `index-4f2a.js`): tracking ids and other keys never hold a dot. */
const FILE_NAME = /^[\w-]+(\.[\w-]+)+$/;

function safeSegment(segment: string, fingerprint: Fingerprint): string {
  if (segment === '' || KNOWN_SEGMENTS.has(segment) || FILE_NAME.test(segment)) return segment;
  return fingerprint(segment);
}

/**
 * The request URL as it may be logged: every path segment the service does not name itself and every query
 * value but a few plain ones become fingerprints, so tracking ids (in the page path, `?trackingId=`, ingest
 * paths) and any other key never reach the logs, while one recipient's lines still share a fingerprint.
 */
export function safeUrl(url: string, fingerprint: Fingerprint): string {
  const queryStart = url.indexOf('?');
  const pathname = queryStart < 0 ? url : url.slice(0, queryStart);
  const path = pathname
    .split('/')
    .map((segment) => safeSegment(segment, fingerprint))
    .join('/');
  if (queryStart < 0) return path;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair.length > 0 ? fingerprint(pair) : pair;
      const name = pair.slice(0, equals);
      const value = pair.slice(equals + 1);
      return PLAIN_PARAMETERS.has(name) ? pair : `${name}=${fingerprint(value)}`;
    })
    .join('&');
  return `${path}?${query}`;
}
