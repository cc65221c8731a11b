import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIBRARY_STYLES } from './library-styles';

const require = createRequire(import.meta.url);
const reactAria = path.dirname(require.resolve('react-aria/package.json', { paths: [process.cwd()] }));

/** The text a library file gives a style element (`style.textContent = \`…\`.trim()`), its constants filled in. */
function styleText(file: string, constants: Record<string, string> = {}): string {
  const source = readFileSync(path.join(reactAria, 'dist/private', file), 'utf8');
  const literal = /textContent = `([^`]*)`\.trim\(\)/.exec(source)?.[1] ?? '';
  return literal.replace(/\$\{[^}]*\$var\$(\w+)\}/g, (_, name: string) => constants[name] ?? '').trim();
}

describe('the style elements React Aria adds, let in by hash', () => {
  it('are the installed library’s, letter for letter', () => {
    const pressable = /PRESSABLE_ATTRIBUTE = '([^']+)'/.exec(
      readFileSync(path.join(reactAria, 'dist/private/interactions/usePress.mjs'), 'utf8'),
    )?.[1];
    expect(LIBRARY_STYLES).toEqual([
      styleText('overlays/usePreventScroll.mjs'),
      styleText('interactions/usePress.mjs', { PRESSABLE_ATTRIBUTE: pressable ?? '' }),
    ]);
  });
});
