import { describe, expect, it } from 'vitest';
import { plainLiveQuery } from './handshake';

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
