import { describe, expect, it } from 'vitest';
import { feedbackBodySchema, preferencesBodySchema } from './order-schema';

describe('preferencesBodySchema', () => {
  it.each([
    [{ deliveryPreference: 10 }, true],
    [{ deliveryPreference: 20, deliverInPerson: true, instructions: 'Back door' }, true],
    [{ deliveryPreference: 30, instructions: 'x'.repeat(500) }, true],
    [{ deliveryPreference: 30, instructions: 'x'.repeat(501) }, false],
    [{ deliveryPreference: 15 }, false],
    [{ deliveryPreference: '10' }, false],
    [{}, false],
    [{ deliveryPreference: 10, extra: true }, false],
  ])('%j valid %s', (body, valid) => expect(preferencesBodySchema.safeParse(body).success).toBe(valid));
});

describe('feedbackBodySchema', () => {
  it.each([
    [{ rating: 1 }, true],
    [{ rating: 5, comment: 'Great' }, true],
    [{ rating: 0 }, false],
    [{ rating: 6 }, false],
    [{ rating: 4.5 }, false],
    [{ rating: 3, comment: 'x'.repeat(1001) }, false],
  ])('%j valid %s', (body, valid) => expect(feedbackBodySchema.safeParse(body).success).toBe(valid));
});
