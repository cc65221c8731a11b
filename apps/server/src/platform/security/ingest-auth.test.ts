import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../testing/test-app';
import { keyDigests, matchingKey } from './ingest-auth';

const key = 'k'.repeat(32);
const next = 'n'.repeat(32);

describe('matchingKey', () => {
  it.each([
    ['the right bearer key', `Bearer ${key}`, [key], true],
    ['either of two keys while rotating (old)', `Bearer ${key}`, [next, key], true],
    ['either of two keys while rotating (new)', `Bearer ${next}`, [next, key], true],
    ['a wrong key', `Bearer ${'x'.repeat(32)}`, [key, next], false],
    ['a prefix of the key', `Bearer ${key.slice(0, 10)}`, [key], false],
    ['the key without the Bearer scheme', key, [key], false],
    ['no header', undefined, [key], false],
    ['any header while ingest has no key', 'Bearer ', [], false],
  ])('%s -> %s', (_name, header, keys, expected) => {
    expect(matchingKey(header, keyDigests(keys)) !== undefined).toBe(expected);
  });

  it('tells the keys apart, so each key has its own idempotency keys', () => {
    const both = keyDigests([key, next]);
    expect(matchingKey(`Bearer ${key}`, both)?.hex).not.toEqual(matchingKey(`Bearer ${next}`, both)?.hex);
    expect(matchingKey(`Bearer ${next}`, both)?.hex).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('wrong ingest keys', () => {
  it('are answered 401 until an address has sent 3, then 429; the right key still passes there', async () => {
    const test = await startTestApp({ INGEST_MAX_KEY_FAILURES: '3', TRUST_PROXY: 'true' });
    const call = (address: string, key: string) =>
      test.app.inject({
        url: '/ingest/orders/AAAAAAAAAAAAAAAAAAAAAA',
        headers: { authorization: `Bearer ${key}`, 'x-forwarded-for': address },
      });
    const wrong = [];
    for (let attempt = 0; attempt < 4; attempt++)
      wrong.push((await call('198.51.100.1', 'w'.repeat(20))).statusCode);
    expect(wrong).toEqual([401, 401, 401, 429]);
    const refused = await call('198.51.100.1', 'w'.repeat(20));
    expect([refused.statusCode, refused.json().code]).toEqual([429, 'too_many_requests']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const right = String(test.config.ingestApiKeys[0]);
    expect((await call('198.51.100.1', right)).statusCode).toBe(404);
    expect((await call('198.51.100.2', right)).statusCode).toBe(404);
    await test.close();
  });

  it('count only when a Bearer credential is presented; what other sites make a browser send gets 403', async () => {
    const test = await startTestApp({ INGEST_MAX_KEY_FAILURES: '3', TRUST_PROXY: 'true' });
    const egress = { 'x-forwarded-for': '198.51.100.3' };
    const url = '/ingest/orders/AAAAAAAAAAAAAAAAAAAAAA';
    // An <img src=".../ingest/orders"> on any page, from browsers behind the provider's egress address.
    for (let attempt = 0; attempt < 20; attempt++) {
      const bare = await test.app.inject({
        url,
        headers: { ...egress, authorization: `Basic ${'x'.repeat(8)}` },
      });
      expect(bare.statusCode).toBe(401);
      expect((await test.app.inject({ url, headers: egress })).statusCode).toBe(401);
    }
    for (const site of ['cross-site', 'same-site']) {
      for (let attempt = 0; attempt < 5; attempt++) {
        const foreign = await test.app.inject({
          url,
          headers: {
            ...egress,
            'sec-fetch-site': site,
            'sec-fetch-dest': 'image',
            authorization: 'Bearer x',
          },
        });
        expect([foreign.statusCode, foreign.json().code]).toEqual([403, 'forbidden']);
      }
    }
    const right = String(test.config.ingestApiKeys[0]);
    const provider = await test.app.inject({ url, headers: { ...egress, authorization: `Bearer ${right}` } });
    expect(provider.statusCode).toBe(404);
    // Nothing above counted: a wrong Bearer key is still answered 401, not 429.
    const wrong = await test.app.inject({ url, headers: { ...egress, authorization: 'Bearer wrong' } });
    expect(wrong.statusCode).toBe(401);
    await test.close();
  });
});
