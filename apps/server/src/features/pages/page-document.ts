import { createHash } from 'node:crypto';
import { escapeHtmlAttribute } from './index-html';

/** The files a manifest entry names: its chunk, its static imports' chunks (recursively) and their CSS. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** What a rendered page needs in its <head>: the chunks to preload and the style sheets to link. */
export interface PageAssets {
  modules: string[];
  styles: string[];
}

function collect(manifest: Manifest, key: string, assets: PageAssets, seen: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  assets.modules.push(chunk.file);
  assets.styles.push(...(chunk.css ?? []));
  for (const imported of chunk.imports ?? []) collect(manifest, imported, assets, seen);
}

/**
 * The manifest key of a source module: the key itself, or the one that ends with it (dependencies' keys are
 * relative to the build, e.g. `../../node_modules/dayjs/locale/da.js` for `dayjs/locale/da.js`).
 */
function manifestKey(manifest: Manifest, source: string): string | undefined {
  if (source in manifest) return source;
  return Object.keys(manifest).find((key) => key.endsWith(`/${source}`));
}

/**
 * The chunks and style sheets a page's modules need beyond what index.html already loads (the entry and its
 * static imports): exactly the route's, each once.
 */
export function pageAssets(manifest: Manifest, sources: readonly string[]): PageAssets {
  const entry: PageAssets = { modules: [], styles: [] };
  const seen = new Set<string>();
  collect(manifest, 'index.html', entry, seen);
  const page: PageAssets = { modules: [], styles: [] };
  for (const source of sources) {
    const key = manifestKey(manifest, source);
    if (key) collect(manifest, key, page, seen);
  }
  const styles = new Set(entry.styles);
  return { modules: page.modules, styles: [...new Set(page.styles)].filter((file) => !styles.has(file)) };
}

/** The markup a server-rendered tracking page adds to index.html. */
export interface RenderedDocument {
  /** The page's <html lang> (a BCP 47 tag). */
  lang: string;
  /** The text of the page's title, as HTML (React escaped it). */
  titleHtml: string | null;
  rootHtml: string;
  dataElement: string;
  assets: PageAssets;
}

/** index.html (with its runtime config) filled with a rendered page: lang, title, preloads, #root and data. */
export function fillDocument(template: string, page: RenderedDocument): string {
  const head = [
    ...page.assets.styles.map(
      (file) => `<link rel="stylesheet" crossorigin href="/${escapeHtmlAttribute(file)}">`,
    ),
    ...page.assets.modules.map(
      (file) => `<link rel="modulepreload" crossorigin href="/${escapeHtmlAttribute(file)}">`,
    ),
  ].join('');
  let html = template.replace(/<html\b[^>]*>/i, () => `<html lang="${escapeHtmlAttribute(page.lang)}">`);
  if (page.titleHtml !== null)
    html = html.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${page.titleHtml}</title>`);
  html = html.replace(/<\/head>/i, () => `${head}</head>`);
  return html.replace(
    /<div id="root"><\/div>/,
    () => `<div id="root">${page.rootHtml}</div>${page.dataElement}`,
  );
}

const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/g;

/** Decodes the entities React writes in an attribute value, giving the text the browser hashes. */
function decodeAttribute(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/**
 * The CSP hashes of the style attributes in server-rendered markup (React writes the page's own inline styles,
 * e.g. the merchant's colours, as attributes). Each is let through by its hash with 'unsafe-hashes'; any other
 * style attribute, such as one injected into a text, stays blocked.
 */
export function styleAttributeHashes(markup: string): string[] {
  const hashes = new Set<string>();
  for (const match of markup.matchAll(STYLE_ATTRIBUTE)) {
    const value = decodeAttribute(match[1] ?? '');
    hashes.add(`sha256-${createHash('sha256').update(value).digest('base64')}`);
  }
  return [...hashes];
}
