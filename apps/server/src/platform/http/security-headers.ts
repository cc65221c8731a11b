import { SERVICE_PATHS } from '@tracking/core';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config/config';
import type { AppInstance } from './zod-provider';
import { contentSecurityPolicy } from './content-security-policy';

const ONE_YEAR_S = 31_536_000;

/** The merchant preview, framed by the provider's dashboards. */
const PREVIEW_PREFIX = SERVICE_PATHS.preview;

const isPreviewPath = (pathname: string) =>
  pathname === PREVIEW_PREFIX || pathname.startsWith(`${PREVIEW_PREFIX}/`);

/**
 * Headers on every answer: no MIME sniffing, no Referer (the URL holds the tracking id), not indexed, not
 * framed (but the preview, by its dashboards), and HSTS once the browser came over https (directly, or as a
 * trusted proxy says with X-Forwarded-Proto).
 */
export function registerSecurityHeaders(app: AppInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const preview = isPreviewPath(request.url.split('?', 1)[0] ?? '/');
    reply.headers(securityHeaders({ preview, https: request.protocol === 'https' }));
    done();
  });
}

/** The headers of every answer, by whether it is the preview's (framed) and whether it came over https. */
function securityHeadersOf({ preview, https }: { preview: boolean; https: boolean }): Record<string, string> {
  return {
    ...(!preview && { 'x-frame-options': 'DENY' }),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-robots-tag': 'noindex',
    ...(https && { 'strict-transport-security': `max-age=${ONE_YEAR_S}` }),
  };
}

/** Built once each: the hook and the tracking door (an answer given before the hooks) send the same set. */
const NOT_FRAMED = Object.freeze(securityHeadersOf({ preview: false, https: false }));
const NOT_FRAMED_HTTPS = Object.freeze(securityHeadersOf({ preview: false, https: true }));
const PREVIEW = Object.freeze(securityHeadersOf({ preview: true, https: false }));
const PREVIEW_HTTPS = Object.freeze(securityHeadersOf({ preview: true, https: true }));

/** The headers every answer carries (see registerSecurityHeaders). */
export function securityHeaders({
  preview,
  https,
}: {
  preview: boolean;
  https: boolean;
}): Readonly<Record<string, string>> {
  if (preview) return https ? PREVIEW_HTTPS : PREVIEW;
  return https ? NOT_FRAMED_HTTPS : NOT_FRAMED;
}

/** What a page's policy reads of its request (Fastify's, or the door's reading of a raw one). */
type PolicyRequest = Pick<FastifyRequest, 'url' | 'host'> & { readonly protocol: string };

/**
 * The page's policy for a request: CSP (its inline styles and scripts by hash), and no framing except the
 * preview by its dashboards.
 */
export function pagePolicy(
  request: PolicyRequest,
  config: Config,
  styleHashes: readonly string[],
  scriptHashes: readonly string[] = [],
): string {
  const pathname = request.url.split('?', 1)[0] ?? '/';
  const { tileUrl, sentryDsn, previewOrigins } = config.runtime;
  return contentSecurityPolicy({
    tileUrl,
    sentryDsn,
    previewOrigins,
    host: request.host,
    secure: request.protocol === 'https',
    preview: isPreviewPath(pathname),
    styleHashes,
    scriptHashes,
  });
}

/** What the page's policy depends on besides its hashes: its host, https, and whether it is the preview. */
export function pagePolicyKey(request: PolicyRequest): string {
  return `${request.protocol} ${request.host} ${isPreviewPath(request.url.split('?', 1)[0] ?? '/')}`;
}
