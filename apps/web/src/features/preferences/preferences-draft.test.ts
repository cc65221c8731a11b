import { describe, expect, it } from 'vitest';
import {
  draftAtHydration,
  draftFromPosted,
  initialDraft,
  preferencesBody,
  type PreferencesDraft,
} from './preferences-draft';

describe('initialDraft', () => {
  it('starts with nothing chosen when nothing was saved', () => {
    expect(initialDraft(null)).toEqual({
      deliveryPreference: null,
      deliverInPerson: false,
      instructions: '',
      deliveryDate: null,
    });
  });

  it('starts from what was saved, cut to the instructions limit', () => {
    const saved = { deliveryPreference: 20 as const, deliverInPerson: true, instructions: 'x'.repeat(600) };
    expect(initialDraft(saved)).toEqual({ ...saved, instructions: 'x'.repeat(500), deliveryDate: null });
  });

  it('starts from the delivery day chosen before', () => {
    expect(initialDraft(null, '2026-03-12').deliveryDate).toBe('2026-03-12');
  });
});

describe('preferencesBody', () => {
  const draft = (changes: Partial<PreferencesDraft>): PreferencesDraft => ({
    deliveryPreference: 30,
    deliverInPerson: true,
    instructions: '  Door code 4521  ',
    deliveryDate: null,
    ...changes,
  });

  it.each([
    ['nothing chosen', draft({ deliveryPreference: null }), { kind: 'choice' }, null],
    [
      'a free choice',
      draft({}),
      { kind: 'choice' },
      { deliveryPreference: 30, deliverInPerson: true, instructions: 'Door code 4521' },
    ],
    [
      'in person required by the merchant',
      draft({ deliveryPreference: 10 }),
      { kind: 'required', requirement: 'signature' },
      { deliveryPreference: 10, deliverInPerson: false, instructions: 'Door code 4521' },
    ],
    [
      'always outside',
      draft({ deliveryPreference: 20, instructions: '' }),
      { kind: 'alwaysOutside' },
      { deliveryPreference: 20, deliverInPerson: false, instructions: '' },
    ],
  ] as const)('%s', (_case, value, choice, expected) => {
    expect(preferencesBody(value, choice)).toEqual(expected);
  });

  it.each([
    ['another day', '2026-03-12', { deliveryDate: '2026-03-12' }],
    ['the planned day', null, { deliveryDate: null }],
  ])('sends %s where days are offered', (_case, deliveryDate, expected) => {
    expect(preferencesBody(draft({ deliveryDate }), { kind: 'choice' }, true)).toMatchObject(expected);
  });

  it('leaves the day out where none is offered, so the service keeps what it has', () => {
    expect(preferencesBody(draft({ deliveryDate: '2026-03-12' }), { kind: 'choice' })).not.toHaveProperty(
      'deliveryDate',
    );
  });
});

describe('draftAtHydration', () => {
  const start = initialDraft({ deliveryPreference: 30, deliverInPerson: true, instructions: 'Saved' });
  /** Fields as a form would hold them: named values, and the names of fields it has without a value. */
  const fields = (values: Record<string, string>, without: string[] = []) => ({
    value: (name: string) => values[name] ?? null,
    has: (name: string) => name in values || without.includes(name),
  });

  it.each([
    [
      'nothing changed',
      fields({ deliveryPreference: '30', deliverInPerson: 'true', instructions: 'Saved' }),
      start,
    ],
    [
      'another choice, the box unticked and new instructions',
      fields({ deliveryPreference: '20', instructions: 'Blue gate' }, ['deliverInPerson']),
      { ...start, deliveryPreference: 20, deliverInPerson: false, instructions: 'Blue gate' },
    ],
    [
      'no in-person box on the form',
      fields({ deliveryPreference: '10', instructions: '' }),
      { ...start, deliveryPreference: 10, instructions: '' },
    ],
    [
      'no choice made, or one that is no code',
      fields({ deliveryPreference: '25', instructions: 'Saved' }),
      start,
    ],
    [
      'instructions past the limit',
      fields({ instructions: 'x'.repeat(520) }),
      { ...start, instructions: 'x'.repeat(500) },
    ],
  ])('%s', (_case, given, expected) => {
    expect(draftAtHydration(start, given)).toEqual(expected);
  });

  it('keeps the delivery day, which waits for the script', () => {
    expect(draftAtHydration({ ...start, deliveryDate: '2026-03-12' }, fields({})).deliveryDate).toBe(
      '2026-03-12',
    );
  });

  it('takes the day chosen in the plain list, and the planned day as none', () => {
    expect(draftAtHydration(start, fields({ deliveryDate: '2026-03-13' })).deliveryDate).toBe('2026-03-13');
    expect(
      draftAtHydration({ ...start, deliveryDate: '2026-03-12' }, fields({ deliveryDate: '' })).deliveryDate,
    ).toBe(null);
  });
});

describe('draftFromPosted', () => {
  it('shows what a refused form sent, not what was saved: an unticked box sent nothing', () => {
    const saved = initialDraft({ deliveryPreference: 30, deliverInPerson: true, instructions: 'Saved' });
    expect(
      draftFromPosted(saved, { deliveryPreference: '20', instructions: 'Typed', deliveryDate: '2026-03-13' }),
    ).toEqual({
      deliveryPreference: 20,
      deliverInPerson: false,
      instructions: 'Typed',
      deliveryDate: '2026-03-13',
    });
  });
});
