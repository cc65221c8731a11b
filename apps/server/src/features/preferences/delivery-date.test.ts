import { afterEach, beforeEach, expect, it } from 'vitest';
import { orderSchema } from '@tracking/core/schemas';
import { orderBody, startTestApp, type TestApp } from '../../testing/test-app';
import { describeEachEngine } from '../../testing/test-engines';

const OFFERED = ['2026-03-12', '2026-03-11', '2026-03-13'];

describeEachEngine('delivery days', (engine) => {
  let test: TestApp;
  beforeEach(async () => {
    test = await startTestApp({}, { engine });
  });
  afterEach(() => test.close());

  const save = (trackingId: string, body: object) =>
    test.app.inject({
      method: 'POST',
      url: `/tracking/preferences?trackingId=${trackingId}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const read = async (trackingId: string) =>
    orderSchema.parse((await test.app.inject(`/tracking/?trackingId=${trackingId}`)).json().payload);

  it('serves the offered days oldest first, and no choice yet', async () => {
    const trackingId = await test.createOrder({ availableDeliveryDates: OFFERED });
    expect(await read(trackingId)).toMatchObject({
      availableDeliveryDates: ['2026-03-11', '2026-03-12', '2026-03-13'],
      deliveryDate: null,
    });
    const ingestView = (await test.ingest('GET', `/ingest/orders/${trackingId}`)).json().payload;
    expect(ingestView.availableDeliveryDates).toEqual(['2026-03-11', '2026-03-12', '2026-03-13']);
  });

  it('serves an order created without offered days with none', async () => {
    const trackingId = await test.createOrder();
    expect(await read(trackingId)).toMatchObject({ availableDeliveryDates: [], deliveryDate: null });
  });

  it.each([
    [['2026-02-30'], 'availableDeliveryDates.0'],
    [['2026-03-11', '2026-03-11'], 'availableDeliveryDates'],
    ['2026-03-11', 'availableDeliveryDates'],
    [['11.03.2026'], 'availableDeliveryDates.0'],
  ])('ingest refuses offered days %j naming %s', async (availableDeliveryDates, key) => {
    const response = await test.ingest('POST', '/ingest/orders', {
      ...orderBody({ availableDeliveryDates }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { key: string }) => error.key)).toContain(key);
  });

  it('keeps a chosen offered day across a restart, and the provider sees it', async () => {
    const trackingId = await test.createOrder({ availableDeliveryDates: OFFERED });
    const response = await save(trackingId, { deliveryPreference: 20, deliveryDate: '2026-03-12' });
    expect(response.statusCode).toBe(200);
    expect(response.json().payload.deliveryDate).toBe('2026-03-12');

    await test.restart();
    expect((await read(trackingId)).deliveryDate).toBe('2026-03-12');
    const ingestView = (await test.ingest('GET', `/ingest/orders/${trackingId}`)).json().payload;
    expect(ingestView.deliveryDate).toBe('2026-03-12');
  });

  it.each([
    ['a day that is not offered', { availableDeliveryDates: OFFERED }, '2026-03-14'],
    ['any day when none is offered', {}, '2026-03-12'],
  ])('refuses %s with 400 naming deliveryDate, and saves nothing', async (_case, order, deliveryDate) => {
    const trackingId = await test.createOrder(order);
    const response = await save(trackingId, { deliveryPreference: 20, deliveryDate });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Invalid request',
      code: 'invalid_request',
      errors: [{ key: 'deliveryDate', message: 'Must be one of the offered delivery days' }],
    });
    expect(await read(trackingId)).toMatchObject({ hasConfirmedPreferences: false, deliveryDate: null });
  });

  it('refuses a malformed day as a field error too', async () => {
    const trackingId = await test.createOrder({ availableDeliveryDates: OFFERED });
    const response = await save(trackingId, { deliveryPreference: 20, deliveryDate: '12/03/2026' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { key: string }) => error.key)).toEqual(['deliveryDate']);
  });

  it('keeps the chosen day when a later save leaves it out, and goes back to the planned day on null', async () => {
    const trackingId = await test.createOrder({ availableDeliveryDates: OFFERED });
    await save(trackingId, { deliveryPreference: 20, deliveryDate: '2026-03-13' });
    await save(trackingId, { deliveryPreference: 30, instructions: 'Back door' });
    expect(await read(trackingId)).toMatchObject({
      deliveryDate: '2026-03-13',
      deliveryPreferences: { deliveryPreference: 30 },
    });
    await save(trackingId, { deliveryPreference: 30, deliveryDate: null });
    expect((await read(trackingId)).deliveryDate).toBeNull();
  });

  it('drops the chosen day when the provider no longer offers it, and keeps it while it does', async () => {
    const trackingId = await test.createOrder({ availableDeliveryDates: OFFERED });
    await save(trackingId, { deliveryPreference: 20, deliveryDate: '2026-03-12' });
    await test.ingest('PATCH', `/ingest/orders/${trackingId}`, {
      availableDeliveryDates: ['2026-03-12', '2026-03-16'],
    });
    expect((await read(trackingId)).deliveryDate).toBe('2026-03-12');
    await test.ingest('PATCH', `/ingest/orders/${trackingId}`, { availableDeliveryDates: ['2026-03-16'] });
    expect(await read(trackingId)).toMatchObject({
      availableDeliveryDates: ['2026-03-16'],
      deliveryDate: null,
    });
  });

  it('takes another offered day after a failed attempt, and the provider sees it', async () => {
    const trackingId = await test.createOrder({ availableDeliveryDates: OFFERED, statusCode: 80 });
    await test.ingest('POST', `/ingest/orders/${trackingId}/events`, { statusCode: 92 });
    const response = await save(trackingId, { deliveryPreference: 30, deliveryDate: '2026-03-13' });
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({ statusCode: 92, deliveryDate: '2026-03-13' });
    const ingestView = (await test.ingest('GET', `/ingest/orders/${trackingId}`)).json().payload;
    expect(ingestView.deliveryDate).toBe('2026-03-13');
    const notOffered = await save(trackingId, { deliveryPreference: 30, deliveryDate: '2026-03-14' });
    expect(notOffered.json().errors).toEqual([
      { key: 'deliveryDate', message: 'Must be one of the offered delivery days' },
    ]);
  });

  it.each([
    ['a failed attempt without offered days', 92, []],
    ['an order delivered at the door', 91, OFFERED],
    ['an order held at the terminal', 147, OFFERED],
  ])('refuses a day for %s with 409', async (_case, statusCode, availableDeliveryDates) => {
    const trackingId = await test.createOrder({ availableDeliveryDates, statusCode });
    const response = await save(trackingId, { deliveryPreference: 20, deliveryDate: '2026-03-12' });
    expect([response.statusCode, response.json()]).toEqual([
      409,
      { message: 'Preferences can no longer be changed', code: 'conflict' },
    ]);
    expect((await read(trackingId)).deliveryDate).toBeNull();
  });

  it('refuses a day once preferences can no longer change, like every preference', async () => {
    const trackingId = await test.createOrder({ availableDeliveryDates: OFFERED, statusCode: 80 });
    const response = await save(trackingId, { deliveryPreference: 20, deliveryDate: '2026-03-12' });
    expect(response.statusCode).toBe(409);
  });
});
