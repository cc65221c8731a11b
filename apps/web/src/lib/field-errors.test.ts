import { describe, expect, it } from 'vitest';
import { formErrors } from './field-errors';

const FIELDS = ['deliveryPreference', 'deliverInPerson', 'instructions'] as const;
const error = (key: string) => ({ key, message: `${key} is wrong` });

describe('formErrors', () => {
  it.each([
    ['no errors', [], [], []],
    ['one field', ['instructions'], ['instructions'], []],
    ['every field', [...FIELDS], [...FIELDS], []],
    ['a path under a field', ['instructions.0'], ['instructions'], []],
    ['a field named twice', ['instructions', 'instructions'], ['instructions'], []],
    ['an unknown key', ['colour'], [], ['colour']],
    ['a key that only starts like a field', ['instructionsExtra'], [], ['instructionsExtra']],
    ['fields and an unknown key', ['deliveryPreference', 'colour'], ['deliveryPreference'], ['colour']],
  ])('%s', (_case, keys, fields, other) => {
    const sorted = formErrors(keys.map(error), FIELDS);
    expect([...sorted.fields]).toEqual(fields);
    expect(sorted.other.map((entry) => entry.key)).toEqual(other);
  });
});
