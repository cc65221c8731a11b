/** What the page's policy depends on: the configured tile server, error reporting and preview origins. */
export interface PagePolicyInput {
  tileUrl: string;
  sentryDsn: string | null;
  previewOrigins: readonly string[];
  /** The host the browser asked for (Host, or X-Forwarded-Host from a trusted proxy). */
  host: string | undefined;
  /** Whether the browser reached the service over https (then the socket is wss). */
  secure: boolean;
  /** The merchant preview, which the configured dashboards may frame. */
  preview: boolean;
  /**
   * Hashes (`sha256-…`) of the inline styles a page may carry: the style elements and attributes of a
   * server-rendered page, and the style elements the page's libraries add (React Aria's, pages/library-styles).
   * The same for every answer of the page, so a page's bytes and policy are kept, not made per answer.
   */
  styleHashes?: readonly string[];
  /** Hashes of the inline scripts a page may run (the loader of a server-rendered page), likewise fixed. */
  scriptHashes?: readonly string[];
}

const HASH_PATTERN = /^sha256-[A-Za-z0-9+/]+=*$/;

const HOST_PATTERN = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The tile server's origin for img-src; a `{s}` subdomain becomes a wildcard. Undefined when not a URL. */
export function tileSource(tileUrl: string): string | undefined {
  const probe = tileUrl.replace(/\{s\}/g, 'tile-subdomain').replace(/\{[^}]*\}/g, '0');
  if (!URL.canParse(probe)) return undefined;
  const url = new URL(probe);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  return url.origin.replace('tile-subdomain', '*');
}

/** The origin error reports go to, from the DSN (https://key@o1.ingest.example.io/42). */
export function sentrySource(dsn: string | null): string | undefined {
  return dsn && URL.canParse(dsn) ? new URL(dsn).origin : undefined;
}

const validHashes = (hashes: readonly string[]) => hashes.filter((hash) => HASH_PATTERN.test(hash));

/** The inline styles, each by its hash ('unsafe-hashes' lets hashes cover attributes, not only elements). */
function inlineStyleSources(hashes: readonly string[]): string[] {
  const valid = validHashes(hashes);
  return valid.length === 0 ? [] : ["'unsafe-hashes'", ...valid.map((hash) => `'${hash}'`)];
}

/**
 * The page's Content-Security-Policy: scripts only from the service's own files (and inline where listed by
 * hash), styles from them and inline
 * only where a style's hash is listed (so injected markup cannot run or restyle the page: its text has no listed
 * hash), images from itself, the tiles and https
 * (merchant logos, proof photos), calls to itself, its live socket and error reporting, its own service worker and
 * manifest; framed by nobody, or for
 * the preview only by the configured dashboards. A Host that is not a plain host name is left out, not echoed.
 */
export function contentSecurityPolicy(input: PagePolicyInput): string {
  const socket =
    input.host && HOST_PATTERN.test(input.host)
      ? `${input.secure ? 'wss' : 'ws'}://${input.host}`
      : undefined;
  const frameAncestors = input.preview ? ["'self'", ...input.previewOrigins] : ["'none'"];
  const directives: [string, (string | undefined)[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...validHashes(input.scriptHashes ?? []).map((hash) => `'${hash}'`)]],
    ['style-src', ["'self'", ...inlineStyleSources(input.styleHashes ?? [])]],
    // blob: shows the doorstep photo, which the page fetches itself: the tracking API answers no <img> request.
    ['img-src', ["'self'", 'data:', 'blob:', 'https:', tileSource(input.tileUrl)]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", socket, sentrySource(input.sentryDsn)]],
    // The page's service worker (/sw.js) and web app manifest, both from the service itself.
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', frameAncestors],
  ];
  return directives
    .map(([name, sources]) => [name, ...new Set(sources.filter(Boolean))].join(' '))
    .join('; ');
}
