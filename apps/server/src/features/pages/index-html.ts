import { RUNTIME_CONFIG_META_NAME, type RuntimeConfig } from '@tracking/core';

/** Escapes text for a double- or single-quoted HTML attribute value. */
export function escapeHtmlAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

const META_PATTERN = new RegExp(`<meta\\s[^>]*name=["']${RUNTIME_CONFIG_META_NAME}["'][^>]*>`, 'i');

/**
 * index.html with the runtime config in its `<meta name="runtime-config" content="...">` element, so one build
 * runs anywhere. The element is added to <head> when the page lacks it.
 */
export function injectRuntimeConfig(html: string, config: RuntimeConfig): string {
  const meta = `<meta name="${RUNTIME_CONFIG_META_NAME}" content="${escapeHtmlAttribute(JSON.stringify(config))}">`;
  if (META_PATTERN.test(html)) return html.replace(META_PATTERN, () => meta);
  return html.replace(/<\/head>/i, () => `${meta}</head>`);
}

/** What the page's routes answer while apps/web has not been built: the API still works. */
export const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Parcel tracking</title></head>
<body><h1>The tracking page is not built</h1>
<p>The service and its API are running. Build the page with <code>npm run build -w @tracking/web</code>
and restart, or start everything with <code>npm start</code>.</p></body></html>
`;
