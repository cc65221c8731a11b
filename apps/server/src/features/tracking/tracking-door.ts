import { LINK_VALID_UNTIL_HEADER, SERVICE_PATHS, TRACKING_ID_PATTERN } from '@tracking/core';
import type { DoorAnswer, DoorRequest } from '../../platform/http/door';
import { requestSite } from '../../platform/security/request-site';

const PATHS = new Set([SERVICE_PATHS.tracking, `${SERVICE_PATHS.tracking}/`]);
const ID_PARAMETER = 'trackingId=';

/**
 * The id of `GET /tracking/?trackingId=ID` as the page asks for it: nothing else in the query, the id plain (no
 * percent-encoding) and of the tracking id's shape. Undefined for any other URL: the whole pipeline judges it.
 */
export function doorTrackingId(url: string): string | undefined {
  const query = url.indexOf('?');
  if (query < 0 || !PATHS.has(url.slice(0, query))) return undefined;
  if (!url.startsWith(ID_PARAMETER, query + 1)) return undefined;
  const id = url.slice(query + 1 + ID_PARAMETER.length);
  return TRACKING_ID_PATTERN.test(id) ? id : undefined;
}

/**
 * `GET /tracking/` for an order this instance holds, answered at the door (platform/http/door.ts) with the kept
 * bytes and the headers the route adds. Whatever the route or the guard must judge goes the whole way: another
 * site's call, a share id, an expired link, a first open to report, an odd query.
 */
export function trackingKeeper(
  keptAnswer: (trackingId: string) => { answer: Buffer; validUntil: Date } | undefined,
) {
  return (request: DoorRequest, admitted: () => boolean): DoorAnswer | undefined => {
    const trackingId = doorTrackingId(request.url);
    if (trackingId === undefined) return undefined;
    if (requestSite(request.headers, `${request.protocol}://${request.host}`) !== 'ours') return undefined;
    if (!admitted()) return undefined;
    const kept = keptAnswer(trackingId);
    if (!kept) return undefined;
    return {
      status: 200,
      headers: {
        'cache-control': 'no-store',
        'content-type': 'application/json; charset=utf-8',
        [LINK_VALID_UNTIL_HEADER]: kept.validUntil.toISOString(),
      },
      body: kept.answer,
      route: SERVICE_PATHS.tracking,
    };
  };
}
