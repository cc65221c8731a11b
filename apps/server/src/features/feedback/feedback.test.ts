import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { describeEachEngine } from '../../testing/test-engines';

describeEachEngine('feedback', (engine) => {
  let now = new Date('2026-03-10T12:00:00.000Z');
  let test: TestApp;
  beforeEach(async () => {
    test = await startTestApp({}, { now: () => now, engine });
  });
  afterEach(() => test.close());

  const send = (trackingId: string, payload: object) =>
    test.app.inject({ method: 'POST', url: `/tracking/feedback?trackingId=${trackingId}`, payload });

  describe('POST /tracking/feedback', () => {
    it('answers 409 before the order is final', async () => {
      const trackingId = await test.createOrder({ statusCode: 81 });
      const response = await send(trackingId, { rating: 5 });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: 'Feedback can be sent once the order is final',
        code: 'conflict',
      });
    });

    it('accepts feedback on a final order; sending again replaces it and the history is kept', async () => {
      const trackingId = await test.createOrder({ statusCode: 90 });
      const first = await send(trackingId, { rating: 2, comment: 'Left in the rain' });
      expect(first.statusCode).toBe(200);
      expect(first.json().payload.feedback).toEqual({
        rating: 2,
        comment: 'Left in the rain',
        at: now.toISOString(),
      });

      now = new Date('2026-03-10T13:00:00.000Z');
      await send(trackingId, { rating: 4 });
      const order = (await test.app.inject(`/tracking/?trackingId=${trackingId}`)).json().payload;
      expect(order.feedback).toEqual({ rating: 4, comment: '', at: '2026-03-10T13:00:00.000Z' });
      expect(await test.app.store.listFeedback(trackingId)).toEqual([
        { rating: 2, comment: 'Left in the rain', at: '2026-03-10T12:00:00.000Z' },
        { rating: 4, comment: '', at: '2026-03-10T13:00:00.000Z' },
      ]);
    });

    it('takes 5 sends an hour (then 429, the last accepted one stands) and keeps the newest 20', async () => {
      const trackingId = await test.createOrder({ statusCode: 90 });
      const start = now.getTime();
      const statuses: number[] = [];
      for (let hour = 0; hour < 6; hour++) {
        for (let minute = 0; minute < 7; minute++) {
          now = new Date(start + hour * 3_600_000 + minute * 60_000);
          statuses.push(
            (await send(trackingId, { rating: 1 + (minute % 5), comment: `h${hour}m${minute}` })).statusCode,
          );
        }
      }
      expect(statuses.slice(0, 7)).toEqual([200, 200, 200, 200, 200, 429, 429]);
      expect(statuses.filter((status) => status === 200)).toHaveLength(30);
      const refused = (await send(trackingId, { rating: 1 })).json();
      expect(refused).toEqual({
        message: 'Feedback was sent too often for this order; the last one stands',
        code: 'too_many_requests',
      });
      const order = (await test.app.inject(`/tracking/?trackingId=${trackingId}`)).json().payload;
      expect(order.feedback.comment).toBe('h5m4');
      const kept = await test.app.store.listFeedback(trackingId);
      expect(kept).toHaveLength(20);
      expect(kept.at(-1)?.comment).toBe('h5m4');
      expect(kept[0]?.comment).toBe('h2m0');
    });

    it('refuses a rating outside 1-5 and a comment over 1000 characters, naming each field', async () => {
      const trackingId = await test.createOrder({ statusCode: 90 });
      const response = await send(trackingId, { rating: 6, comment: 'x'.repeat(1001) });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((error: { key: string }) => error.key)).toEqual([
        'rating',
        'comment',
      ]);
    });

    it('answers 410 on an expired link', async () => {
      const trackingId = await test.createOrder({ statusCode: 90 });
      now = new Date('2026-05-01T00:00:00.000Z');
      const response = await send(trackingId, { rating: 5 });
      expect([response.statusCode, response.json()]).toEqual([
        410,
        { message: 'Order has expired', code: 'order_expired' },
      ]);
    });
  });
});
