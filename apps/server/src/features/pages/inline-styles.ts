import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A style sheet of the build, to be written into pages: its text and the CSP hash that lets it apply. */
export interface InlineSheet {
  css: string;
  hash: string;
}

/** The build's style sheets by their path under the page's root (`assets/index-abc.css`). */
export type InlineSheets = ReadonlyMap<string, InlineSheet>;

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g;

/**
 * Reads every style sheet of the build once, at start. A sheet whose text could end a style element is left out
 * (it stays a link).
 */
export function loadInlineSheets(webDist: string): InlineSheets {
  const assets = path.join(webDist, 'assets');
  const sheets = new Map<string, InlineSheet>();
  if (!existsSync(assets)) return sheets;
  for (const name of readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8').match(
    /assets\/[\w.-]+\.css/g,
  ) ?? []) {
    if (sheets.has(name)) continue;
    const css = readFileSync(path.join(webDist, name), 'utf8');
    if (/<\/style/i.test(css)) continue;
    sheets.set(name, { css, hash: `sha256-${createHash('sha256').update(css).digest('base64')}` });
  }
  return sheets;
}

/**
 * The document with its style sheet links written in as style elements: the page paints from its first bytes,
 * without a round trip per sheet. Each link stays, disabled (not fetched, not applied), so the page's script sees
 * the sheet as present and does not fetch it again when it loads the route's chunk. Returns the hashes the CSP
 * needs for them.
 */
export function inlineStyleSheets(html: string, sheets: InlineSheets): { html: string; hashes: string[] } {
  const hashes: string[] = [];
  const inlined = html.replace(STYLESHEET_LINK, (link, file: string) => {
    const sheet = sheets.get(file);
    if (!sheet) return link;
    hashes.push(sheet.hash);
    return `<style>${sheet.css}</style>${link.slice(0, -1)} disabled>`;
  });
  return { html: inlined, hashes };
}
