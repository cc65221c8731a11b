import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../order/order-schema';
import { messageFromErrorBody, messageFromFailedResponse, readErrorBody } from './error-message';

describe('readErrorBody', () => {
  it.each([
    [{ message: 'Order not found' }],
    [{}],
    [{ message: 'x', extra: 1 }],
    [{ message: 'x', errors: [{ key: 'a', message: 'b', extra: true }] }],
    [{ errors: [] }],
    [null],
    [[]],
    ['text'],
    [42],
    [{ message: 42 }],
    [{ message: null }],
    [{ errors: 'nope' }],
    [{ errors: [{ key: 'a' }] }],
    [{ errors: [{ key: 1, message: 'b' }] }],
    [{ errors: [null] }],
  ])('%j is accepted exactly when errorBodySchema accepts it', (body) => {
    expect(readErrorBody(body) !== null).toBe(errorBodySchema.safeParse(body).success);
  });
});

describe('messageFromErrorBody', () => {
  it.each([
    [{ message: 'Order not found' }, 'Order not found'],
    [{}, 'Something went wrong!'],
    [{ message: '' }, 'Something went wrong!'],
    [null, 'Something went wrong!'],
    ['not an object', 'Something went wrong!'],
    [
      { message: 'Invalid body', errors: [{ key: 'rating', message: 'Too big' }] },
      'Invalid body (rating: Too big)',
    ],
    [
      {
        message: 'Invalid body',
        errors: [
          { key: 'rating', message: 'Too big' },
          { key: 'comment', message: 'Too long' },
        ],
      },
      'Invalid body (rating: Too big; comment: Too long)',
    ],
    [
      { errors: [{ key: 'trackingId', message: 'Required' }] },
      'Something went wrong! (trackingId: Required)',
    ],
    [{ message: 'Conflict', errors: [] }, 'Conflict'],
  ])('%j -> %s', (body, expected) => {
    expect(messageFromErrorBody(body)).toBe(expected);
  });
});

describe('messageFromFailedResponse', () => {
  it('uses the status text when the body is not JSON', () => {
    expect(messageFromFailedResponse({ statusText: 'Bad Gateway', json: undefined })).toBe('Bad Gateway');
  });
  it('falls back when there is no status text either', () => {
    expect(messageFromFailedResponse({ statusText: '', json: undefined })).toBe('Something went wrong!');
  });
  it('uses the JSON body when there is one', () => {
    expect(messageFromFailedResponse({ statusText: 'Gone', json: { message: 'Order has expired' } })).toBe(
      'Order has expired',
    );
  });
});
