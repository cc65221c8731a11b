import { preferencesBodySchema } from '@tracking/core/schemas';
import { describe, expect, it } from 'vitest';
import { preferencesFromForm } from './preferences-form';

describe('preferencesFromForm', () => {
  it.each([
    ['deliveryPreference=20', { deliveryPreference: 20, deliverInPerson: false, instructions: '' }, true],
    [
      'deliveryPreference=30&deliverInPerson=true&instructions=+Back+door+',
      { deliveryPreference: 30, deliverInPerson: true, instructions: 'Back door' },
      true,
    ],
    [
      'deliveryPreference=10&deliveryDate=2026-03-05',
      { deliveryPreference: 10, deliverInPerson: false, instructions: '', deliveryDate: '2026-03-05' },
      true,
    ],
    [
      'deliveryPreference=10&deliveryDate=',
      { deliveryPreference: 10, deliverInPerson: false, instructions: '', deliveryDate: null },
      true,
    ],
    ['instructions=x', { deliverInPerson: false, instructions: 'x' }, false],
    [
      'deliveryPreference=loud',
      { deliveryPreference: 'loud', deliverInPerson: false, instructions: '' },
      false,
    ],
    ['deliveryPreference=15', { deliveryPreference: 15, deliverInPerson: false, instructions: '' }, false],
    [
      'deliveryPreference=10&deliverInPerson=on',
      { deliveryPreference: 10, deliverInPerson: false, instructions: '' },
      true,
    ],
  ])('%s -> %j (valid: %s)', (form, body, valid) => {
    const parsed = preferencesFromForm(new URLSearchParams(form));
    expect(parsed).toEqual(body);
    expect(preferencesBodySchema.safeParse(parsed).success).toBe(valid);
  });
});
