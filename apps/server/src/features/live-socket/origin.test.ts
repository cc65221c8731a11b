import { describe, expect, it } from 'vitest';
import { isOriginAllowed } from './origin';

const host = 'track.example.com';

describe('isOriginAllowed', () => {
  it.each([
    ['no Origin (not a browser)', undefined, [], true],
    ['the same origin', 'https://track.example.com', [], true],
    ['the same origin with a port', 'http://localhost:8080', [], true, 'localhost:8080'],
    ['a listed origin', 'https://app.example.com', ['https://app.example.com'], true],
    ['everything allowed', 'https://anywhere.test', ['*'], true],
    ['a foreign origin', 'https://evil.test', ['https://app.example.com'], false],
    ['a look-alike host', 'https://track.example.com.evil.test', [], false],
    ['an opaque origin', 'null', [], false],
    ['garbage', 'not a url', [], false],
    ['same host, other port', 'https://track.example.com:8443', [], false],
    ['the default port written out', 'https://track.example.com:443', [], true],
    ['the same origin, asked again (remembered)', 'https://track.example.com', [], true],
    ['garbage, asked again (remembered)', 'not a url', [], false],
    ['a remembered origin against another host', 'https://track.example.com', [], false, 'other.example'],
  ])('%s', (_name, origin, allowed, expected, requestHost = host) => {
    expect(isOriginAllowed(origin, requestHost, allowed)).toBe(expected);
  });
});
