import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLiveServer, type LiveServer } from '../../testing/live-test-support';
import { trustFunction, type TrustProxy } from '../security/trust-proxy';
import { RawDoorRequest } from './raw-door';

const FORWARDED = [
  {},
  { 'x-forwarded-for': '203.0.113.9' },
  { 'x-forwarded-for': '203.0.113.9, 10.1.2.3', 'x-forwarded-host': 'a.example, b.example' },
  { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'track.example' },
  { 'x-forwarded-for': '2001:db8::1,198.51.100.4', 'x-forwarded-proto': 'http, https' },
];
const TRUSTS: TrustProxy[] = [false, true, 1, 2, ['loopback'], ['10.0.0.0/8']];

describe('RawDoorRequest', () => {
  it.each(TRUSTS)('reads address, host and scheme as Fastify does (TRUST_PROXY %j)', async (trust) => {
    const isTrusted = trustFunction(trust);
    const app = Fastify({ trustProxy: isTrusted });
    app.get('/', (request) => {
      const raw = new RawDoorRequest(request.raw, isTrusted);
      return {
        fastify: { ip: request.ip, host: request.host, protocol: request.protocol },
        door: { ip: raw.ip, host: raw.host, protocol: raw.protocol },
      };
    });
    for (const headers of FORWARDED) {
      const read = (await app.inject({ url: '/', headers: { host: 'service.local', ...headers } })).json<{
        fastify: unknown;
        door: unknown;
      }>();
      expect(read.door, JSON.stringify(headers)).toEqual(read.fastify);
    }
    await app.close();
  });
});

/** The service listening, its log lines kept: what a reload over a real connection meets. */
describe("the server's own door", () => {
  const lines: Record<string, unknown>[] = [];
  let live: LiveServer;
  beforeAll(async () => {
    live = await startLiveServer(
      { TRUST_PROXY: 'loopback', LOG_LEVEL: 'info', ENUMERATION_MAX_MISSES: '3' },
      {
        logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
        now: () => new Date('2026-03-10T12:00:00.000Z'),
      },
    );
  });
  afterAll(() => live.close());

  const track = (trackingId: string, headers: Record<string, string> = {}) =>
    fetch(`${live.baseUrl}/tracking/?trackingId=${trackingId}`, { headers });
  const headersOf = (response: Response) => {
    const { 'x-request-id': _id, date: _date, ...rest } = Object.fromEntries(response.headers);
    return rest;
  };

  it('answers a reload before Fastify with the bytes and headers of the whole pipeline', async () => {
    const trackingId = await live.test.createOrder();
    const first = await track(trackingId);
    const firstBody = await first.text();
    const hook = vi.spyOn(live.test.app.domain.views, 'keptAnswer');
    const reload = await track(trackingId, { 'x-request-id': 'reload-1' });
    expect(reload.status).toBe(200);
    expect(await reload.text()).toBe(firstBody);
    expect(headersOf(reload)).toEqual(headersOf(first));
    expect(reload.headers.get('x-request-id')).toBe('reload-1');
    // Answered in the server's handler: Fastify's hook never asked the views again.
    expect(hook.mock.results.filter((result) => result.value !== undefined)).toHaveLength(1);
    const own = lines.filter((line) => line.reqId === 'reload-1');
    expect(own).toEqual([expect.objectContaining({ msg: 'request completed', res: { statusCode: 200 } })]);
    expect(JSON.stringify(own)).not.toContain(trackingId);
    const text = await live.test.app.metrics.registry.metrics();
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/tracking",status="200"} 2',
    );
  });

  it('leaves what the pipeline must judge to it: a prefetch, another site, a blocked address', async () => {
    const trackingId = await live.test.createOrder();
    await track(trackingId);
    expect((await track(trackingId, { 'sec-purpose': 'prefetch' })).status).toBe(503);
    expect((await track(trackingId, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    for (let miss = 0; miss < 3; miss++)
      expect((await track('A'.repeat(22), { 'x-forwarded-for': '203.0.113.5' })).status).toBe(404);
    const blocked = await track(trackingId, { 'x-forwarded-for': '203.0.113.5' });
    expect(blocked.status).toBe(429);
    expect((await track(trackingId, { 'x-forwarded-for': '203.0.113.6' })).status).toBe(200);
  });
});
