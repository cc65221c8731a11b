import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { BREAKPOINTS } from '../config/page-constants';
import { describe, expect, it } from 'vitest';

const sourceDir = path.resolve(import.meta.dirname, '..');
const allowed: readonly number[] = Object.values(BREAKPOINTS);

/** Every style sheet of the page, with its text. */
function styleSheets(): { file: string; css: string }[] {
  return readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => ({ file, css: readFileSync(path.join(sourceDir, file), 'utf8') }));
}

describe('media queries', () => {
  it('use only the breakpoints of the core rules (767, 768, 1023, 1280)', () => {
    const used = styleSheets().flatMap(({ file, css }) =>
      [...css.matchAll(/\((?:min|max)-width:\s*(\d+)px\)/g)].map((match) => ({
        file,
        width: Number(match[1]),
      })),
    );
    expect(used.length).toBeGreaterThan(5);
    expect(used.filter(({ width }) => !allowed.includes(width))).toEqual([]);
  });

  it('draw the lines where config/screens.ts does: 1023 px is desktop, never the top of a tablet rule', () => {
    const tabletTops = styleSheets().flatMap(({ file, css }) =>
      [...css.matchAll(/\(max-width:\s*(\d+)px\)/g)]
        .filter((match) => Number(match[1]) === BREAKPOINTS.desktopMin)
        .map(() => file),
    );
    expect(tabletTops).toEqual([]);
  });
});
