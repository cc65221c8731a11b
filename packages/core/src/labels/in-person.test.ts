import { describe, expect, it } from 'vitest';
import { atTheDoor, inPersonChoice, inPersonToStore } from './in-person';

const flags = (idCheck: boolean, signature: boolean, deliveryInPerson: boolean) => ({
  idCheck,
  signature,
  deliveryInPerson,
});

describe('inPersonChoice', () => {
  it.each([
    ['nothing required', flags(false, false, false), false, { kind: 'choice' }],
    ['an id check', flags(true, false, false), false, { kind: 'required', requirement: 'idCheck' }],
    [
      'id check before signature',
      flags(true, true, true),
      false,
      { kind: 'required', requirement: 'idCheck' },
    ],
    ['a signature', flags(false, true, false), false, { kind: 'required', requirement: 'signature' }],
    ['in person', flags(false, false, true), false, { kind: 'required', requirement: 'inPerson' }],
    ['always outside', flags(false, false, false), true, { kind: 'alwaysOutside' }],
    [
      'a requirement over always outside',
      flags(false, true, false),
      true,
      { kind: 'required', requirement: 'signature' },
    ],
  ] as const)('%s', (_case, flags, alwaysDeliverOutside, expected) => {
    expect(inPersonChoice(flags, { alwaysDeliverOutside })).toEqual(expected);
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

describe('atTheDoor', () => {
  const none = flags(false, false, false);
  it.each([
    ['nothing required, outside chosen', none, false, false, 'outsideDoor'],
    ['nothing required, in person chosen', none, false, true, 'inPerson'],
    ['always outside, nothing chosen', none, true, false, 'outsideDoor'],
    ['in person chosen before the account switched to always outside', none, true, true, 'outsideDoor'],
    ['an id check forces the hand-over', flags(true, false, false), false, false, 'idCheck'],
    ['a signature, over always outside', flags(false, true, false), true, false, 'signature'],
    ['the merchant’s in person, over always outside', flags(false, false, true), true, false, 'inPerson'],
    [
      'the merchant’s in person, the recipient chose outside',
      flags(false, false, true),
      false,
      false,
      'inPerson',
    ],
    ['a signature beats the recipient’s in person', flags(false, true, false), false, true, 'signature'],
  ] as const)('%s', (_name, requirements, alwaysDeliverOutside, chose, expected) => {
    expect(atTheDoor(requirements, { alwaysDeliverOutside }, chose)).toBe(expected);
  });
});
