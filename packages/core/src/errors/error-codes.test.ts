import { describe, expect, it } from 'vitest';
import { errorCodeForStatus, isAccessDeniedCode, isOrderGoneCode } from './error-codes';

describe('errorCodeForStatus', () => {
  it.each([
    [400, 'invalid_request'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'not_found'],
    [405, 'invalid_request'],
    [409, 'conflict'],
    [410, 'order_expired'],
    [413, 'payload_too_large'],
    [415, 'unsupported_media_type'],
    [422, 'idempotency_mismatch'],
    [429, 'too_many_requests'],
    [500, 'internal'],
    [503, 'unavailable'],
  ])('%i is %s', (status, code) => {
    expect(errorCodeForStatus(status)).toBe(code);
  });
});

describe('isAccessDeniedCode', () => {
  it.each([
    ['forbidden', true],
    ['order_expired', true],
    ['order_not_found', false],
    ['internal', false],
    [undefined, false],
    [null, false],
  ])('%s is %s', (code, denied) => {
    expect(isAccessDeniedCode(code)).toBe(denied);
  });
});

describe('isOrderGoneCode', () => {
  it.each([
    ['forbidden', true],
    ['order_expired', true],
    ['unauthorized', true],
    ['order_not_found', true],
    ['not_found', false],
    ['share_link_not_found', false],
    ['doorstep_photo_not_found', false],
    ['too_many_requests', false],
    ['internal', false],
    ['unavailable', false],
    [undefined, false],
  ])('%s is %s', (code, gone) => {
    expect(isOrderGoneCode(code)).toBe(gone);
  });
});
