import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Outcome } from '../outcomes/outcome';
import { fieldErrorsFromZod, toAnswer } from './errors';

const schema = z.strictObject({
  rating: z.number().min(1),
  address: z.strictObject({ city: z.string().min(1) }),
});

function errorsFor(input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? [] : fieldErrorsFromZod(result.error);
}

describe('fieldErrorsFromZod', () => {
  it.each([
    [
      'one entry per bad field, keyed by its dotted path',
      { rating: 0, address: { city: '' } },
      ['rating', 'address.city'],
    ],
    [
      'unknown fields are named one by one',
      { rating: 1, address: { city: 'x', floor: 1 }, a: 1, b: 2 },
      ['address.floor', 'a', 'b'],
    ],
    ['a body that is not an object is keyed body', 'text', ['body']],
  ])('%s', (_name, input, keys) => {
    expect(errorsFor(input).map((error) => error.key)).toEqual(keys);
  });

  it('keeps the first message when a field has several problems', () => {
    const twice = z.object({ code: z.string().min(3).regex(/^\d+$/) });
    const result = twice.safeParse({ code: 'a' });
    expect(result.success ? [] : fieldErrorsFromZod(result.error)).toHaveLength(1);
  });
});

describe('toAnswer', () => {
  it.each([
    ['an outcome as it is, its status from the table', new Outcome('conflict', 'Busy'), 409, 'Busy'],
    [
      'a share link not found as its own 404',
      new Outcome('share_link_not_found', 'Share link not found'),
      404,
      'Share link not found',
    ],
    [
      'a Fastify body error with our message',
      Object.assign(new Error('x'), { statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' }),
      413,
      'Request body is too large',
    ],
    [
      'another framework client error as a bad request without its detail',
      Object.assign(new Error('internal detail'), { statusCode: 405 }),
      400,
      'Bad request',
    ],
    [
      'anything else as a bare 500',
      new Error('SQLITE_CORRUPT at /var/lib/db'),
      500,
      'Something went wrong on our side',
    ],
    [
      'a database that is away as a 503 without its detail',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      503,
      'The service cannot save or read data right now; try again shortly',
    ],
    [
      'a full disk as a 503 without its detail',
      Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' }),
      503,
      'The service cannot save or read data right now; try again shortly',
    ],
  ])('maps %s', (_name, error, status, message) => {
    const answer = toAnswer(error);
    expect({ statusCode: answer.statusCode, message: answer.outcome.message }).toEqual({
      statusCode: status,
      message,
    });
  });

  it('gives a database that is away the stable code unavailable', () => {
    const error = Object.assign(new Error('terminating connection'), { code: '57P01' });
    expect(toAnswer(error).outcome.toBody()).toEqual({
      message: 'The service cannot save or read data right now; try again shortly',
      code: 'unavailable',
    });
  });
});
