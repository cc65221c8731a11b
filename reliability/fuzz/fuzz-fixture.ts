import { SUPPORTED_LOCALES } from '@tracking/core';
import type { InjectOptions } from 'fastify';
import type { AppInstance } from '../../apps/server/src/platform/http/zod-provider';
import { orderBody } from '../../apps/server/src/testing/test-app';
import type { FuzzFixture } from './http-targets';

/** The payload of an ingest or public answer, read as JSON. */
async function payloadOf<T>(app: AppInstance, options: InjectOptions): Promise<T> {
  const response = await app.inject(options);
  if (response.statusCode >= 300) throw new Error(`seeding the fuzz fixture: ${response.body}`);
  return response.json<{ payload: T }>().payload;
}

/**
 * Real things for the generated inputs to name: orders in several states with a driver, their share links and
 * calendar ids, a recorded webhook event, the merchant account with two keys of its own, and two webhook
 * endpoints (sending to a closed port).
 */
export async function seedFixture(app: AppInstance, ingestKey: string): Promise<FuzzFixture> {
  const auth = { authorization: `Bearer ${ingestKey}` };
  const trackingIds: string[] = [];
  for (const [index, statusCode] of [10, 80, 100].entries()) {
    const order = await payloadOf<{ trackingId: string; accountId?: string }>(app, {
      method: 'POST',
      url: '/ingest/orders',
      headers: auth,
      payload: orderBody({ statusCode, driverId: 'van-1', externalId: `fuzz-${index}` }),
    });
    trackingIds.push(order.trackingId);
  }
  const shareIds: string[] = [];
  const calendarIds: string[] = [];
  for (const trackingId of trackingIds.slice(0, 2)) {
    const share = await payloadOf<{ shareId: string }>(app, {
      method: 'POST',
      url: `/tracking/share?trackingId=${trackingId}`,
    });
    shareIds.push(share.shareId);
    const calendar = await payloadOf<{ calendarId: string }>(app, {
      method: 'POST',
      url: `/tracking/calendar?trackingId=${trackingId}`,
    });
    calendarIds.push(calendar.calendarId);
  }
  // Feedback on the final order records a webhook event.
  await app.inject({
    method: 'POST',
    url: `/tracking/feedback?trackingId=${String(trackingIds[2])}`,
    payload: { rating: 4 },
  });
  const { events } = await payloadOf<{ events: { id: string }[] }>(app, {
    url: '/ingest/webhooks/events',
    headers: auth,
  });
  const { accounts } = await payloadOf<{ accounts: { id: string }[] }>(app, {
    url: '/ingest/accounts',
    headers: auth,
  });
  const accountIds = accounts.map((account) => account.id);
  const keys = [];
  const endpointIds = [];
  for (const name of ['fuzz-a', 'fuzz-b']) {
    keys.push(
      await payloadOf<{ id: string; key: string }>(app, {
        method: 'POST',
        url: `/ingest/accounts/${String(accountIds[0])}/keys`,
        headers: auth,
        payload: { name },
      }),
    );
    const endpoint = await payloadOf<{ id: string }>(app, {
      method: 'POST',
      url: '/ingest/webhooks/endpoints',
      headers: auth,
      payload: { url: `https://127.0.0.1:9/${name}`, events: ['feedback.received'] },
    });
    endpointIds.push(endpoint.id);
  }
  return {
    ingestKey,
    merchantKeys: keys.map((key) => key.key),
    ids: {
      // A tracking id, a share id and a calendar id each open an order's view on the public routes.
      trackingId: [...trackingIds, ...shareIds, ...calendarIds],
      shareId: shareIds,
      driverId: ['van-1', 'van-2'],
      id: events.map((event) => event.id),
      accountId: accountIds,
      keyId: keys.map((key) => key.id),
      endpointId: endpointIds,
      fileName: SUPPORTED_LOCALES.map((locale) => `${locale}.json`),
      lang: [...SUPPORTED_LOCALES],
    },
  };
}
