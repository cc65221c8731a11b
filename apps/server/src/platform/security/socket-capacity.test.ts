import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultMaxSockets, RESERVED_DESCRIPTORS } from './socket-capacity';

const dir = mkdtempSync(path.join(tmpdir(), 'limits-'));
function limits(openFiles: string): string {
  const file = path.join(dir, `limits-${openFiles}`);
  writeFileSync(
    file,
    [
      'Limit                     Soft Limit           Hard Limit           Units     ',
      'Max processes             95000                95000                processes ',
      `Max open files            ${openFiles.padEnd(21)}20000                files     `,
    ].join('\n'),
  );
  return file;
}

describe('defaultMaxSockets', () => {
  it.each([
    ['the soft open-file limit less the reserve', limits('20000'), 20000 - RESERVED_DESCRIPTORS],
    ['a tiny limit still allows one socket', limits('100'), 1],
    ['no limit: a fixed cap', limits('unlimited'), 50_000],
    ['no limits file (not Linux): a fixed cap', path.join(dir, 'missing'), 50_000],
  ])('%s', (_name, file, expected) => {
    expect(defaultMaxSockets(file)).toBe(expected);
  });
});
