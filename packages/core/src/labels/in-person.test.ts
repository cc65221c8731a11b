import { describe, expect, it } from 'vitest';
import { inPersonChoice, inPersonToStore } from './in-person';

const none = { idCheck: false, signature: false, deliveryInPerson: false };

describe('inPersonChoice', () => {
  it.each([
    ['an id check', { ...none, idCheck: true }, false, { kind: 'required', requirement: 'idCheck' }],
    ['a signature', { ...none, signature: true }, true, { kind: 'required', requirement: 'signature' }],
    [
      'the merchant in-person flag',
      { ...none, deliveryInPerson: true },
      false,
      { kind: 'required', requirement: 'inPerson' },
    ],
    ['an account that always delivers outside', none, true, { kind: 'alwaysOutside' }],
    ['no requirement', none, false, { kind: 'choice' }],
  ] as const)('%s', (_name, requirements, alwaysDeliverOutside, expected) => {
    expect(inPersonChoice(requirements, { alwaysDeliverOutside })).toEqual(expected);
  });
});

describe('inPersonToStore', () => {
  const required = { kind: 'required', requirement: 'signature' } as const;
  it.each([
    ['required, not asked', required, undefined, true],
    ['required, asked not to', required, false, true],
    ['always outside, asked', { kind: 'alwaysOutside' } as const, true, 'refused'],
    ['always outside, not asked', { kind: 'alwaysOutside' } as const, false, false],
    ['a free choice, asked', { kind: 'choice' } as const, true, true],
    ['a free choice, left out', { kind: 'choice' } as const, undefined, false],
  ] as const)('%s', (_name, choice, asked, expected) => {
    expect(inPersonToStore(choice, asked)).toBe(expected);
  });
});
