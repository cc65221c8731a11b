import { createHash } from 'node:crypto';

/**
 * The style elements the page's libraries add while it runs, by their exact text: React Aria's scroll lock on
 * iOS (usePreventScroll) and its pressable rule (usePress). The page's policy lets them in by hash, the same for
 * every answer (library-styles.test.ts holds them to the installed react-aria).
 */
export const LIBRARY_STYLES = [
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
];

export const LIBRARY_STYLE_HASHES: readonly string[] = LIBRARY_STYLES.map(
  (css) => `sha256-${createHash('sha256').update(css).digest('base64')}`,
);
