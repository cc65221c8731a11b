import { describe, expect, it } from 'vitest';
import { trackingIdSchema } from '@tracking/core/schemas';
import { newTrackingId } from './tracking-id';

describe('newTrackingId', () => {
  it('makes 22 URL-safe characters that pass the edge check', () => {
    const id = newTrackingId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(trackingIdSchema.safeParse(id).success).toBe(true);
  });

  it('never repeats across many ids', () => {
    const ids = new Set(Array.from({ length: 10_000 }, newTrackingId));
    expect(ids.size).toBe(10_000);
  });
});

describe('trackingIdSchema', () => {
  it.each([
    ['', false],
    ['short', false],
    ['AAAAAAAAAAAAAAAAAAAAAA', true],
    ['AAAAAAAAAAAAAAAAAAAAA/', false],
    ['../../../../etc/passwd', false],
    ['AAAAAAAAAAAAAAAAAAAAAAA', false],
  ])('%j valid: %s', (value, valid) => {
    expect(trackingIdSchema.safeParse(value).success).toBe(valid);
  });
});
