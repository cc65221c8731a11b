import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  sentrySource,
  tileSource,
  type PagePolicyInput,
} from './content-security-policy';

const base: PagePolicyInput = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  sentryDsn: null,
  previewOrigins: ['https://dashboard.example.com'],
  host: 'track.example.com',
  secure: true,
  preview: false,
  styleHashes: ['sha256-YWJj'],
};

function directives(input: Partial<PagePolicyInput>): Record<string, string> {
  const policy = contentSecurityPolicy({ ...base, ...input });
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources.join(' ')];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it('allows scripts only from the service, and styles from it or inline by hash, never any inline', () => {
    const policy = directives({});
    expect(policy['script-src']).toBe("'self'");
    expect(policy['style-src']).toBe("'self' 'unsafe-hashes' 'sha256-YWJj'");
    expect(directives({ styleHashes: [] })['style-src']).toBe("'self'");
    expect(contentSecurityPolicy(base)).not.toMatch(/unsafe-(inline|eval)|nonce/);
  });

  it('leaves out a hash that could add a source', () => {
    expect(directives({ styleHashes: ["sha256-x' 'unsafe-inline"] })['style-src']).toBe("'self'");
  });

  it.each([
    [{ secure: true }, "'self' wss://track.example.com"],
    [{ secure: false, host: '127.0.0.1:8080' }, "'self' ws://127.0.0.1:8080"],
    [{ host: '[::1]:8080', secure: false }, "'self' ws://[::1]:8080"],
    [{ host: 'evil.com; script-src *' }, "'self'"],
    [{ host: undefined }, "'self'"],
    [
      { sentryDsn: 'https://key@o1.ingest.example.io/42' },
      "'self' wss://track.example.com https://o1.ingest.example.io",
    ],
  ])('connect-src for %j is %s', (input, expected) => {
    expect(directives(input)['connect-src']).toBe(expected);
  });

  it('lets the page register only its own service worker and read only its own manifest', () => {
    const policy = directives({});
    expect([policy['worker-src'], policy['manifest-src']]).toEqual(["'self'", "'self'"]);
    expect(directives({ preview: true })['worker-src']).toBe("'self'");
  });

  it('lets images come from the tile server, https (logos, proof photos), data and blob (the doorstep photo)', () => {
    expect(directives({ tileUrl: 'http://127.0.0.1:4319/{z}/{x}/{y}.png' })['img-src']).toBe(
      "'self' data: blob: https: http://127.0.0.1:4319",
    );
  });

  it.each([
    [false, "'none'"],
    [true, "'self' https://dashboard.example.com"],
  ])('frame-ancestors with preview %s is %s', (preview, expected) => {
    expect(directives({ preview })['frame-ancestors']).toBe(expected);
  });
});

describe('tileSource', () => {
  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['https://{s}.tile.example.com/{z}/{x}/{y}.png', 'https://*.tile.example.com'],
    ['http://127.0.0.1:4319/{z}/{x}/{y}.png', 'http://127.0.0.1:4319'],
    ['/tiles/{z}/{x}/{y}.png', undefined],
    ['javascript:alert(1)', undefined],
  ])('%s -> %s', (url, expected) => {
    expect(tileSource(url)).toBe(expected);
  });
});

describe('sentrySource', () => {
  it.each([
    ['https://abc@o1.ingest.sentry.io/42', 'https://o1.ingest.sentry.io'],
    [null, undefined],
    ['not a url', undefined],
  ])('%s -> %s', (dsn, expected) => {
    expect(sentrySource(dsn)).toBe(expected);
  });
});
