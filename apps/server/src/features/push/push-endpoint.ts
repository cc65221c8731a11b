import { isIP } from 'node:net';

export interface EndpointRules {
  /** Exact hosts, or `*.domain` for any host below it (never the domain itself, never an IP address). */
  hosts: readonly string[];
  /** PUSH_ALLOW_HTTP: only tests set it, for a push service on loopback. */
  allowHttp: boolean;
}

/** Loopback, private, link-local, unique-local and unspecified addresses: never reached from a client's word. */
function isPrivateAddress(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  const version = isIP(bare);
  if (version === 4) {
    const [a = 0, b = 0] = bare.split('.').map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b < 32) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b < 128)
    );
  }
  if (version === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
    if (mapped?.[1]) return isPrivateAddress(mapped[1]);
    return bare === '::' || bare === '::1' || /^f[cd]/.test(bare) || /^fe[89ab]/.test(bare);
  }
  return false;
}

const hostMatches = (host: string, pattern: string) =>
  pattern.startsWith('*.') ? isIP(host) === 0 && host.endsWith(pattern.slice(1)) : host === pattern;

/**
 * Whether the service may post to a subscription's endpoint: https (http only where PUSH_ALLOW_HTTP is set), on
 * one of the push services' hosts, with no credentials, and not a private address unless that exact address is
 * listed (tests list 127.0.0.1). So the service never posts to an address a client chose.
 */
export function isAllowedEndpoint(endpoint: string, rules: EndpointRules): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.protocol !== 'https:' && !(rules.allowHttp && url.protocol === 'http:')) return false;
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  const listed = rules.hosts.some((pattern) => hostMatches(host, pattern.toLowerCase()));
  if (!listed) return false;
  return !isPrivateAddress(host) || rules.hosts.includes(host);
}
