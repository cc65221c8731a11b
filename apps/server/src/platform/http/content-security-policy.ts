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
  /** This answer's nonce for the style elements the page's libraries add (React Aria's scroll lock on iOS). */
  styleNonce: string;
  /** Hashes (`sha256-…`) of the style attributes a server-rendered page carries; none for the bare page. */
  styleAttributeHashes?: readonly string[];
}

const HASH_PATTERN = /^sha256-[A-Za-z0-9+/]+=*$/;

const NONCE_PATTERN = /^[A-Za-z0-9+/_-]+=*$/;
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

/** The server-rendered style attributes, each by its hash ('unsafe-hashes' lets hashes cover attributes). */
function styleAttributeSources(hashes: readonly string[]): string[] {
  const valid = hashes.filter((hash) => HASH_PATTERN.test(hash));
  return valid.length === 0 ? [] : ["'unsafe-hashes'", ...valid.map((hash) => `'${hash}'`)];
}

/**
 * The page's Content-Security-Policy: scripts and styles only from the service's own files (no inline text, so
 * injected markup cannot run or restyle the page; a style element carrying this answer's nonce, which injected
 * markup cannot know, is let through for the page's own libraries), images from itself, the tiles and https
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
    ['script-src', ["'self'"]],
    [
      'style-src',
      [
        "'self'",
        NONCE_PATTERN.test(input.styleNonce) ? `'nonce-${input.styleNonce}'` : undefined,
        ...styleAttributeSources(input.styleAttributeHashes ?? []),
      ],
    ],
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
