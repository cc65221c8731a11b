import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INGEST_KEY, orderBody, startTestApp, type TestApp } from '../../testing/test-app';

const { streetAddress } = orderBody().deliveryAddress as { streetAddress: string };

/** The service with its production logger settings, its lines captured. */
describe('logs safe to keep', () => {
  const lines: string[] = [];
  let test: TestApp;
  let trackingId: string;

  beforeAll(async () => {
    test = await startTestApp(
      { LOG_LEVEL: 'debug' },
      { logStream: { write: (line: string) => void lines.push(line) } },
    );
    trackingId = await test.createOrder();
  });

  afterAll(() => test.close());

  const linesOf = (requestId: string) =>
    lines.filter((line) => (JSON.parse(line) as { reqId?: string }).reqId === requestId);

  it('leaves no trace of the tracking id, and every line of a request carries its x-request-id', async () => {
    const requests = [
      `/tracking/?trackingId=${trackingId}`,
      `/${trackingId}`,
      `/ingest/orders/${trackingId}`,
      `/tracking/?trackingId=${trackingId}x`,
    ];
    for (const [index, url] of requests.entries()) {
      const requestId = `trace-${index}.a_b`;
      const response = await test.app.inject({
        url,
        headers: { 'x-request-id': requestId, accept: 'text/html', authorization: `Bearer ${INGEST_KEY}` },
      });
      expect(response.headers['x-request-id']).toBe(requestId);
      const own = linesOf(requestId);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.join('\n')).toContain('#');
    }
    const all = lines.join('\n');
    expect(all).not.toContain(trackingId);
    expect(all).not.toContain(INGEST_KEY);
    expect(all).not.toContain(streetAddress);
    expect(all).not.toContain('127.0.0.1');
  });

  it('fingerprints ids and addresses the code itself puts in a log line', () => {
    const before = lines.length;
    test.app.log.error({ change: { kind: 'order', trackingId } }, 'order change listener failed');
    test.app.log.warn({ channel: `live:order:${trackingId}`, trackingIds: [trackingId] }, 'ignored');
    test.app.log.warn({ order: { deliveryAddress: orderBody().deliveryAddress } }, 'odd address');
    const written = lines.slice(before).join('\n');
    expect(written).not.toContain(trackingId);
    expect(written).not.toContain(streetAddress);
    expect(written).toContain('"change":{"kind":"order","trackingId":"#');
  });

  it('gives a request without a valid x-request-id a random one, and returns it', async () => {
    for (const given of [undefined, 'has space', 'x'.repeat(129), 'ünïcode']) {
      const response = await test.app.inject({
        url: '/healthz',
        headers: given === undefined ? {} : { 'x-request-id': given },
      });
      const id = response.headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(linesOf(String(id)).length).toBeGreaterThanOrEqual(2);
    }
  });
});
