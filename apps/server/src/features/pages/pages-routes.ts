import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { routeNotFound } from '../../platform/http/errors';
import { pagePolicy } from '../../platform/http/security-headers';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../platform/http/zod-provider';
import type { DoorKeeper } from '../../platform/http/door';
import { injectRuntimeConfig, NOT_BUILT_PAGE } from './index-html';
import { LIBRARY_STYLE_HASHES } from './library-styles';
import { isPageRequest, isPreviewPath } from './page-paths';
import { createPageCache } from './page-cache';
import { providerManifest } from './web-app-manifest';
import { loadServerRender } from './server-render';
import { registerTrackingPages } from './tracking-pages';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files beside index.html (icons, robots.txt) keep their names across builds, so they may change. */
const UNHASHED = 'public, max-age=3600';
/**
 * The page's service worker: asked again on every navigation (the browser compares it byte by byte), so a deploy
 * reaches the next page load; it fetches only from the service itself.
 */
const SERVICE_WORKER = 'sw.js';
const SERVICE_WORKER_POLICY = "default-src 'self'";

/** The bare page at / asked for by a fetch (the service worker keeping its shell), not by a navigation. */
const isShellFetch = (request: FastifyRequest, pathname: string) =>
  pathname === '/' && request.headers['sec-fetch-mode'] !== 'navigate';

/**
 * The built page: hashed assets cached for a year, the service worker revalidated on each use, other files
 * for an hour, the tracking pages rendered by the
 * service (tracking-pages.ts), and index.html (with the runtime config filled in, read once at start) for every
 * other page path so the page's router takes over.
 */
export async function registerWebRoutes(
  app: AppInstance,
  options: {
    now: () => Date;
    pageLookup?: (hit: boolean) => void;
    /** Where a kept page is answered before the hooks (platform/http/door.ts). */
    door?: (keeper: DoorKeeper) => void;
  },
) {
  const { webDist, runtime } = app.config;
  const indexFile = path.join(webDist, 'index.html');
  const built = existsSync(indexFile);
  const page = built ? injectRuntimeConfig(readFileSync(indexFile, 'utf8'), runtime) : NOT_BUILT_PAGE;
  const builtLocales = path.join(webDist, 'locale');
  const render = built
    ? await loadServerRender({
        webDist,
        localeDir: existsSync(builtLocales) ? builtLocales : app.config.localeSourceDir,
        runtime,
      })
    : null;
  if (built && !render)
    app.log.warn({ webDist }, 'the page has no server render: the browser renders it alone');

  /** index.html as built, for the browser to render: no-cache (no order in it); its libraries' styles by hash. */
  const sendBarePage = (request: FastifyRequest, reply: FastifyReply, status = built ? 200 : 503) =>
    reply
      .status(status)
      .header('content-security-policy', pagePolicy(request, app.config, LIBRARY_STYLE_HASHES))
      .header('cache-control', built ? 'no-cache' : 'no-store')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(page);

  const manifestFile = path.join(webDist, 'manifest.webmanifest');
  if (built && existsSync(manifestFile)) {
    const manifest = providerManifest(readFileSync(manifestFile, 'utf8'), app.config.providerName);
    app.get('/manifest.webmanifest', { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', UNHASHED).type('application/manifest+json').send(manifest),
    );
  }

  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: false,
      cacheControl: false,
      // The page build writes .br and .gz beside every asset: a phone on a slow link gets a third of the bytes.
      preCompressed: true,
      // Only file names reach the disk; folders and index.html fall through to the page route.
      allowedPath: (pathname) =>
        /\.\w+$/.test(pathname) && pathname !== '/index.html' && pathname !== '/manifest.webmanifest',
      setHeaders: (reply, filePath) => {
        const file = path.relative(webDist, filePath);
        if (file === SERVICE_WORKER) {
          reply.header('cache-control', 'no-cache');
          reply.header('content-security-policy', SERVICE_WORKER_POLICY);
          return;
        }
        reply.header('cache-control', file.startsWith(`assets${path.sep}`) ? IMMUTABLE : UNHASHED);
      },
    });
  } else {
    app.log.warn({ webDist }, 'the page is not built: page routes answer a "not built" notice');
  }

  const pages = createPageCache({
    maxBytes: app.config.pageCacheBytes,
    now: () => options.now().getTime(),
    onLookup: options.pageLookup,
  });
  const { answerUnknownPage, keeper } = registerTrackingPages(app, {
    render,
    pages,
    template: page,
    sendBarePage,
  });
  options.door?.(keeper);

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    if (!isPageRequest(request.method, request.headers.accept, pathname)) throw routeNotFound();
    // The merchant preview is drawn by the page's script alone; so is the page's shell, which its service worker
    // fetches at / (not a navigation) to keep for offline use. Every other address is a page nobody has.
    if (isPreviewPath(pathname) || isShellFetch(request, pathname)) return sendBarePage(request, reply);
    return answerUnknownPage(request, reply);
  });
}
