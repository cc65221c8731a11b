import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { checkHandshake, plainLiveQuery, undecodedPairs } from './handshake';

const ID = 'AbCdEfGhIjKlMnOpQrSt-_';

describe('plainLiveQuery', () => {
  it.each([
    [`trackingId=${ID}&user_type=trackingV2`, { trackingId: ID }],
    [`user_type=trackingV2&trackingId=${ID}&v=3`, { trackingId: ID }],
    ['user_type=trackingV2', { trackingId: '' }],
    [`trackingId=${ID}`, undefined],
    [`trackingId=${ID}&user_type=trackingV1`, undefined],
    [`trackingId=${ID}&trackingId=${ID}&user_type=trackingV2`, undefined],
    [`trackingId=${ID}&user_type=trackingV2&user_type=trackingV2`, undefined],
  ])('%s -> %o (undefined: the schema judges it)', (query, expected) => {
    expect(plainLiveQuery(new URLSearchParams(query))).toEqual(expected);
  });
});

describe('undecodedPairs', () => {
  it.each([
    `trackingId=${ID}&user_type=trackingV2`,
    '',
    '&&a=1&&',
    'a&b=&=c&d==e',
    'trackingId&user_type=trackingV2',
  ])('splits %j as URLSearchParams does', (query) => {
    expect(undecodedPairs(query)).toEqual([...new URLSearchParams(query)]);
  });

  it.each(['trackingId=a%2Db', 'trackingId=a+b', 'a%3D=1'])(
    'leaves %j, which needs decoding, to URLSearchParams',
    (query) => {
      expect(undecodedPairs(query)).toBeUndefined();
    },
  );
});

describe('checkHandshake', () => {
  const handshake = (url: string, origin?: string) =>
    checkHandshake(
      { url, headers: { host: 'track.example.com', ...(origin ? { origin } : {}) } } as IncomingMessage,
      [],
    );
  const refusedWith = (result: ReturnType<typeof handshake>) =>
    'refused' in result ? result.refused.code : { trackingId: result.trackingId };

  it.each([
    [`/ws?trackingId=${ID}&user_type=trackingV2`, { trackingId: ID }],
    [`/ws/?user_type=trackingV2&trackingId=${ID}`, { trackingId: ID }],
    ['/ws?trackingId=a%2Db&user_type=trackingV2', { trackingId: 'a-b' }],
    ['/ws?trackingId=a+b&user_type=trackingV2', { trackingId: 'a b' }],
    [`/ws/../ws?trackingId=${ID}&user_type=trackingV2`, { trackingId: ID }],
    ['/ws?user_type=trackingV2', { trackingId: '' }],
    [`/wsx?trackingId=${ID}&user_type=trackingV2`, 'not_found'],
    [`/ws?trackingId=${ID}`, 'invalid_request'],
    [`/ws?trackingId=${ID}&user_type=trackingV1`, 'invalid_request'],
  ])('%s -> %o', (url, expected) => {
    expect(refusedWith(handshake(url))).toEqual(expected);
    expect(refusedWith(handshake(url, 'https://track.example.com'))).toEqual(expected);
  });

  it.each([`/ws?trackingId=${ID}&user_type=trackingV2`, '/ws?trackingId=a%2Db&user_type=trackingV2'])(
    'refuses %s from a foreign origin',
    (url) => {
      expect(refusedWith(handshake(url, 'https://evil.test'))).toBe('forbidden');
    },
  );
});
