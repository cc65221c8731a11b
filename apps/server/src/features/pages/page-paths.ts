import { SERVICE_PATHS } from '@tracking/core';
/** Paths served by the service itself; everything else belongs to the page (SPA fallback). */
const SERVICE_PREFIXES = [
  SERVICE_PATHS.tracking,
  '/ingest',
  SERVICE_PATHS.locale,
  '/healthz',
  '/readyz',
  '/docs',
  SERVICE_PATHS.live,
  '/assets',
  '/demo',
];

/** True when a 404 on this path should be JSON rather than the page. */
function isServicePath(pathname: string): boolean {
  return SERVICE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** True for a browser navigation (GET or HEAD asking for HTML). */
export function isPageRequest(method: string, accept: string | undefined, pathname: string): boolean {
  return (
    (method === 'GET' || method === 'HEAD') &&
    (accept ?? '').includes('text/html') &&
    !isServicePath(pathname)
  );
}

/** The merchant preview (its frames included): a page only the browser renders. */
export function isPreviewPath(pathname: string): boolean {
  return pathname === SERVICE_PATHS.preview || pathname.startsWith(`${SERVICE_PATHS.preview}/`);
}
