import { describe, expect, it } from 'vitest';
import { localeFromFileName } from './locale-file';

describe('localeFromFileName', () => {
  it.each([
    ['en_GB.json', 'en_GB'],
    ['no_NO.json', 'no_NO'],
    ['et_EE.json', 'et_EE'],
    ['de_DE.json', undefined],
    ['en_gb.json', undefined],
    ['en_GB', undefined],
    ['en_GB.json.bak', undefined],
    ['../en_GB.json', undefined],
    ['..%2Fen_GB.json', undefined],
    ['constructor.json', undefined],
  ])('%s -> %s', (fileName, expected) => {
    expect(localeFromFileName(fileName)).toBe(expected);
  });
});
