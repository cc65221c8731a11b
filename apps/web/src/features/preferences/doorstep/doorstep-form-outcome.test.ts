import { describe, expect, it } from 'vitest';
import { doorstepFormError, doorstepFormOutcome } from './doorstep-form-outcome';

describe('doorstepFormOutcome', () => {
  it.each([
    ['?doorstep=saved', 'saved'],
    ['?a=1&doorstep=tooBig', 'tooBig'],
    ['?doorstep=conflict', 'conflict'],
    ['?doorstep=<b>', null],
    ['', null],
  ] as const)('%s is %s', (search, outcome) => {
    expect(doorstepFormOutcome(search)).toBe(outcome);
  });
});

describe('doorstepFormError', () => {
  it('names a refusal as the request would have', () => {
    expect(doorstepFormError('saved')).toBeNull();
    expect(doorstepFormError('tooBig')?.status).toBe(413);
    expect(doorstepFormError('photo')?.fieldErrors).toEqual([{ key: 'photo', message: '' }]);
    expect(doorstepFormError('conflict')).toMatchObject({ status: 409, code: 'conflict' });
  });
});
