import { feedbackBodySchema } from '@tracking/core/schemas';
import { describe, expect, it } from 'vitest';
import { feedbackFromForm } from './feedback-form';

describe('feedbackFromForm', () => {
  it.each([
    ['rating=4', { rating: 4 }, true],
    ['rating=5&comment=+Dry+and+safe+', { rating: 5, comment: 'Dry and safe' }, true],
    ['rating=3&comment=+++', { rating: 3 }, true],
    ['comment=No+stars', { comment: 'No stars' }, false],
    ['rating=six', { rating: 'six' }, false],
    ['rating=9', { rating: 9 }, false],
    [`rating=2&comment=${'x'.repeat(3000)}`, { rating: 2, comment: 'x'.repeat(1000) }, true],
  ])('%s', (form, body, valid) => {
    const parsed = feedbackFromForm(new URLSearchParams(form));
    expect(parsed).toEqual(body);
    expect(feedbackBodySchema.safeParse(parsed).success).toBe(valid);
  });
});
