import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  SUPPORTED_LOCALES,
  type ErrorCode,
  type Locale,
  type Order,
  type RuntimeConfig,
} from '@tracking/core';
import { loadInlineSheets, type InlineSheets } from './inline-styles';
import type { Manifest } from './page-document';

/** The refusal of a form posted without scripts, shown by the page rendered again (web: lib/server-form-answer). */
export interface FormAnswer {
  status: number;
  code: ErrorCode;
  message: string;
  errors: { key: string; message: string }[];
  /** What the form sent in its own fields, shown again (web: the form's draft starts from it). */
  fields?: Record<string, string>;
}

/** What the browser hydrates from (apps/web/src/app/server-render/page-data.ts, the page's side of it). */
export interface PageData {
  trackingId: string;
  locale: Locale;
  translations: Record<string, unknown>;
  order: Order | null;
  error: { status: number; code: ErrorCode; message: string } | null;
  formAnswer?: FormAnswer | null;
}

/** The page's server render (apps/web/src/entry-server.tsx), as its `vite build --ssr` exports it. */
export interface ServerRenderModule {
  prepareServerRender(config: RuntimeConfig): Promise<void>;
  renderPage(
    location: string,
    data: PageData,
  ): Promise<{ title: string | null; rootHtml: string; dataElement: string }>;
  trackingRedirect(
    location: { trackingId: string; lang: string | undefined; rest: string; search: string },
    order: Order,
  ): { kind: 'redirect'; to: string } | { kind: 'stay'; locale: Locale };
  initialLocale(pathname: string, browserLanguages: readonly string[]): Locale;
  pageModules(rest: string, order: Pick<Order, 'statusCode' | 'etaHistory'> | null): string[];
}

/** The server render with what it needs from the build: the manifest and every locale's translations. */
export interface ServerRender {
  module: ServerRenderModule;
  manifest: Manifest;
  translations: Record<Locale, Record<string, unknown>>;
  /** The build's style sheets, written into each page. */
  sheets: InlineSheets;
}

/** Where the server render's build lies: beside the page's build (apps/web/dist -> apps/web/dist-ssr). */
export const serverRenderDir = (webDist: string) => `${webDist}-ssr`;

/**
 * Loads the server render once at start, or null when the page was built without it (the page then renders
 * in the browser alone, as before).
 */
export async function loadServerRender(options: {
  webDist: string;
  localeDir: string;
  runtime: RuntimeConfig;
}): Promise<ServerRender | null> {
  const entry = path.join(serverRenderDir(options.webDist), 'entry-server.js');
  const manifestFile = path.join(options.webDist, '.vite', 'manifest.json');
  if (!existsSync(entry) || !existsSync(manifestFile)) return null;
  const module = (await import(pathToFileURL(entry).href)) as ServerRenderModule;
  await module.prepareServerRender(options.runtime);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const translations = Object.fromEntries(
    SUPPORTED_LOCALES.map((locale) => [
      locale,
      JSON.parse(readFileSync(path.join(options.localeDir, `${locale}.json`), 'utf8')) as Record<
        string,
        unknown
      >,
    ]),
  ) as Record<Locale, Record<string, unknown>>;
  return { module, manifest, translations, sheets: loadInlineSheets(options.webDist) };
}
