import { describe, expect, it } from 'vitest';
import { cutToLength } from './cut-to-length';

describe('cutToLength', () => {
  it.each([
    ['no maximum', 'ring twice', undefined, 'ring twice', false],
    ['shorter', 'ring', 10, 'ring', false],
    ['exactly the maximum', 'ring twice', 10, 'ring twice', false],
    ['longer', 'ring twice, please', 10, 'ring twice', true],
    ['empty', '', 5, '', false],
    ['a zero maximum', 'x', 0, '', true],
  ])('%s', (_case, text, maxLength, value, wasCut) => {
    expect(cutToLength(text, maxLength)).toEqual({ value, wasCut });
  });
});
