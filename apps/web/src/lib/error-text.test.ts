import { ERROR_CODES } from '@tracking/core';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorText } from './error-text';

const t = ((key: string) => key) as TFunction;

describe('errorText', () => {
  it.each([
    [
      'a refusal with a code',
      new ApiError('Too many feedback sends', 429, [], 'too_many_requests'),
      'errors.code.too_many_requests',
    ],
    ['a refusal with only a status', new ApiError('Conflict', 409), 'errors.code.conflict'],
    ['no answer at all', new ApiError('Failed to fetch', 0), 'errors.generic'],
    ['an error that is not a call', new Error('boom'), 'errors.generic'],
  ])('%s: %s', (_case, error, key) => {
    expect(errorText(error, t)).toBe(key);
  });

  it('never shows the service message, whatever the code', () => {
    for (const code of ERROR_CODES) {
      expect(errorText(new ApiError('English from the service', 400, [], code), t)).toBe(
        `errors.code.${code}`,
      );
    }
  });
});
