import { describe, expect, it } from 'vitest';
import { acceptedLanguages } from './accept-language';

describe('acceptedLanguages', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['da', ['da']],
    ['da, en-GB;q=0.8, en;q=0.7', ['da', 'en-GB', 'en']],
    ['en;q=0.5, sv-FI', ['sv-FI', 'en']],
    ['fi;q=0.9, et;q=0.9', ['fi', 'et']],
    ['de;q=0, nb', ['nb']],
    ['*, fi', ['fi']],
    ['x;q=abc, lv', ['lv']],
    ['<script>, es', ['es']],
  ])('%s -> %j', (header, expected) => {
    expect(acceptedLanguages(header)).toEqual(expected);
  });
});
