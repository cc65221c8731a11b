import { afterEach, beforeEach, expect, it } from 'vitest';
import { webhookEventSchema } from '@tracking/core/schemas';
import { INGEST_KEY, orderBody, startTestApp, type TestApp } from './testing/test-app';
import { describeEachEngine } from './testing/test-engines';
import { findInDatabase } from './testing/database-rows';
import { multipartForm } from './testing/multipart-form';
import { smallPhoto } from './testing/test-photos';
import { RECIPIENT_EVENTS, TEST_WEBHOOK_SECRET, WebhookReceiver } from './testing/webhook-receiver';

/** What the recipient gave away, each string unique enough that any copy of it is found. */
const PERSON = {
  street: 'Lindenallee 77b',
  postalCode: 'PZ 40417',
  city: 'Nordhafen-Ost',
  pickupStreet: 'Speicherstrasse 9',
  instructions: 'Ring twice at the side door',
  doorCode: '4711#93',
  comment: 'Left by the blue gate',
  disputeMessage: 'Not at the blue gate, neighbour 5518 has it',
  resolutionMessage: 'Courier 5518 will collect it from the neighbour',
  proofPhoto: 'pod.example.com/proof-5518.jpg',
  pushEndpoint: 'fcm.googleapis.com/fcm/send/phone-of-person-5518',
  pushKey: 'BPJ5tSJuFVoiRfFz-mQEFiMdoNeeIMxvWqAe3qAXsq1CPW5bypuEpF9Kx56V2gNAXU2XPi7RxIiFJZxUMf-wqhk',
};

describeEachEngine('anonymising reaches every copy of a recipient’s data', (engine) => {
  let receiver: WebhookReceiver;
  let test: TestApp;

  beforeEach(async () => {
    receiver = await WebhookReceiver.start();
    // An hour between attempts: an event the receiver refuses stays pending through the test.
    const webhooks = {
      WEBHOOK_URL: receiver.url,
      WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      WEBHOOK_EVENTS: RECIPIENT_EVENTS,
    };
    test = await startTestApp(
      { ...webhooks, WEBHOOK_RETRY_BASE_MS: '3600000', WEBHOOK_COALESCE_MS: '0' },
      { engine },
    );
  });
  afterEach(async () => {
    await test.close();
    await receiver.stop();
  });

  const tracking = (method: 'GET' | 'POST', path: string, trackingId: string, payload?: object) =>
    test.app.inject({ method, url: `/tracking/${path}?trackingId=${trackingId}`, payload });
  const idempotentCreate = () =>
    test.app.inject({
      method: 'POST',
      url: '/ingest/orders',
      headers: { authorization: `Bearer ${INGEST_KEY}`, 'idempotency-key': 'create-5518' },
      payload: orderBody({
        externalId: 'shop-5518',
        driverId: 'van-p',
        deliveryAddress: {
          streetAddress: PERSON.street,
          postalCode: PERSON.postalCode,
          city: PERSON.city,
          country_code: 'DK',
        },
        pickupAddress: {
          streetAddress: PERSON.pickupStreet,
          postalCode: '1620',
          city: 'Aarhus',
          country_code: 'DK',
        },
      }),
    });
  const listEvents = async (status: string) =>
    (await test.ingest('GET', `/ingest/webhooks/events?status=${status}`)).json<{
      payload: { events: { payload: unknown }[] };
    }>().payload.events;

  /** An order with every kind of personal data the service keeps, each copy where the features put it. */
  async function fullyFilledOrder(): Promise<{ trackingId: string; photo: Buffer }> {
    const created = await idempotentCreate();
    expect(created.statusCode).toBe(201);
    const trackingId = created.json<{ payload: { trackingId: string } }>().payload.trackingId;
    const instructions = `${PERSON.instructions}, door code ${PERSON.doorCode}`;
    const preferences = { deliveryPreference: 30, instructions };
    expect((await tracking('POST', 'preferences', trackingId, preferences)).statusCode).toBe(200);
    const form = await multipartForm({
      photo: { bytes: await smallPhoto(), name: 'door.jpg', type: 'image/jpeg' },
      lat: '55.6761',
      lng: '12.5683',
    });
    const doorstep = { method: 'PUT' as const, url: `/tracking/doorstep?trackingId=${trackingId}`, ...form };
    expect((await test.app.inject(doorstep)).statusCode).toBe(200);
    for (const _ of [1, 2]) expect((await tracking('POST', 'share', trackingId)).statusCode).toBe(201);
    const subscription = {
      endpoint: `https://${PERSON.pushEndpoint}`,
      keys: { p256dh: PERSON.pushKey, auth: 'ZHyTZsbhOkTAlrAlpSiBCg' },
    };
    const subscribed = await tracking('POST', 'push', trackingId, { subscription, lang: 'da_DK' });
    expect(subscribed.statusCode).toBe(201);
    const calendar = await test.app.inject(`/tracking/calendar.ics?trackingId=${trackingId}&lang=en_GB`);
    expect(calendar.statusCode).toBe(200);
    expect(await test.app.store.findCalendarState(trackingId)).toBeDefined();
    await test.ingest('PUT', '/ingest/drivers/van-p/route', { stops: [{ trackingId }] });
    await test.app.store.saveEstimates([], [estimateOf(trackingId)]);
    // Both preferences.updated events delivered; the events from now on are refused and stay pending.
    await receiver.waitFor(2);
    await expect.poll(() => listEvents('delivered')).toHaveLength(2);
    receiver.fallback = 500;
    const location = { lat: 55.67612, lng: 12.56835 };
    const delivered = { statusCode: 90, imageUrls: [`https://${PERSON.proofPhoto}`], location };
    expect((await test.ingest('POST', `/ingest/orders/${trackingId}/events`, delivered)).statusCode).toBe(
      201,
    );
    const feedback = { rating: 2, comment: PERSON.comment };
    expect((await tracking('POST', 'feedback', trackingId, feedback)).statusCode).toBe(200);
    const dispute = { reason: 'wrong_place', message: PERSON.disputeMessage };
    expect((await tracking('POST', 'dispute', trackingId, dispute)).statusCode).toBe(201);
    const resolution = { outcome: 'redelivery', message: PERSON.resolutionMessage };
    const resolved = await test.ingest('POST', `/ingest/orders/${trackingId}/dispute/resolution`, resolution);
    expect(resolved.statusCode).toBe(200);
    await receiver.waitFor(3);
    expect(await listEvents('pending')).toHaveLength(1);
    const stored = await test.app.store.findDoorstepPhoto(trackingId);
    if (!stored) throw new Error('no doorstep photo stored');
    return { trackingId, photo: stored.photo };
  }

  it('leaves none of the recipient’s strings, nor the photo’s bytes, in any table', async () => {
    const { trackingId, photo } = await fullyFilledOrder();
    // The photo as stored (WebP the service encoded): a stretch from its middle marks any copy of it.
    const needles = { ...PERSON, photoBytes: photo.subarray(photo.length / 2 - 16, photo.length / 2 + 16) };
    const before = new Set((await findInDatabase(test.config.database, needles)).map((hit) => hit.needle));
    expect([...before].sort()).toEqual(Object.keys(needles).sort());

    expect((await test.ingest('POST', `/ingest/orders/${trackingId}/anonymise`)).statusCode).toBe(200);

    expect(await findInDatabase(test.config.database, needles)).toEqual([]);
    expect(await test.app.store.listShareLinks(trackingId)).toEqual([]);
    expect(await test.app.store.findCalendarState(trackingId)).toBeUndefined();
    expect(await test.app.store.listEstimates(trackingId, 10)).toEqual([]);
    expect(await test.app.store.listRoute('van-p')).toEqual([]);
  });

  it('sends the pending events reduced to ids, then order.anonymised; a replayed create shows the wiped order', async () => {
    const { trackingId } = await fullyFilledOrder();
    await test.ingest('POST', `/ingest/orders/${trackingId}/anonymise`);

    const pending = (await listEvents('pending')).map((event) => webhookEventSchema.parse(event.payload));
    expect(pending.map((event) => [event.type, event.data])).toEqual([
      ['feedback.received', { trackingId, externalId: 'shop-5518', rating: 2, comment: '' }],
      ['order.anonymised', { trackingId, externalId: 'shop-5518', anonymisedAt: expect.any(String) }],
    ]);
    const replay = await idempotentCreate();
    expect(replay.json().payload.deliveryAddress).toMatchObject({ streetAddress: '', postalCode: '' });
  });
});

function estimateOf(trackingId: string) {
  const at = new Date().toISOString();
  return {
    trackingId,
    at,
    cause: 'position' as const,
    arrivalAt: at,
    timeDiffMs: 0,
    stopsBefore: 0,
    distanceMeters: 40,
    speedKmh: 12,
    driverLat: 55.6762,
    driverLng: 12.5684,
  };
}
