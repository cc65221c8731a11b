import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { englishI18n } from '../../../test/render';
import { doorstepErrorText } from './doorstep-text';

const t = englishI18n().t;

describe('doorstepErrorText', () => {
  it.each([
    ['a photo over 10 MB (413)', new ApiError('Payload Too Large', 413), 'The photo is larger than 10 MB.'],
    [
      'a file that is no photo (400 naming photo)',
      new ApiError('Invalid request', 400, [{ key: 'photo', message: 'Must be…' }]),
      'That file is not a photo we can use.',
    ],
    [
      "too late (409): its code says so in the page's words",
      new ApiError('Preferences can no longer be changed', 409),
      'This can no longer be changed',
    ],
    ['no answer at all', new TypeError('Failed to fetch'), 'Something went wrong'],
  ])('%s', (_name, error, expected) => {
    expect(doorstepErrorText(error, t)).toContain(expected);
  });
});
