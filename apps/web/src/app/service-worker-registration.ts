import { SERVICE_PATHS } from '@tracking/core';

/** Built to dist/sw.js from src/service-worker/sw.ts; at the root, so its scope is every page. */
const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the service worker once the page has loaded, so its precache downloads compete with nothing the
 * first view needs. Not under `vite dev` (no worker is built), and not in the merchant preview (the dashboards'
 * frame, never read offline). A deploy reaches the page without this code: the browser checks /sw.js (no-cache)
 * on every navigation and the new worker takes over at once (sw.ts).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  if (window.location.pathname.startsWith(SERVICE_PATHS.preview)) return;
  const register = () =>
    void navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
