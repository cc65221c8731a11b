import { describe, expect, it } from 'vitest';
import { requestSite, type SiteHeaders } from './request-site';

const SERVICE = 'https://track.example.com';

describe('requestSite', () => {
  it.each<[string, SiteHeaders, 'ours' | 'foreign']>([
    ['the page fetching its order', { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'empty' }, 'ours'],
    [
      'an address typed in or a prefetch another site asked for',
      { 'sec-fetch-site': 'none', 'sec-fetch-dest': 'document' },
      'foreign',
    ],
    ['a non-browser client', {}, 'ours'],
    ['an old browser on our page', { origin: SERVICE, referer: `${SERVICE}/abc` }, 'ours'],
    ['an image on another site', { 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'image' }, 'foreign'],
    [
      'a fetch from a sibling subdomain',
      { 'sec-fetch-site': 'same-site', 'sec-fetch-dest': 'empty' },
      'foreign',
    ],
    [
      'a same-origin image (a logo aimed at the API)',
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'image' },
      'foreign',
    ],
    ['a same-origin script tag', { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'script' }, 'foreign'],
    ['a frame on our page', { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'iframe' }, 'foreign'],
    ['an old browser posting from elsewhere', { origin: 'https://evil.example' }, 'foreign'],
    ['an old browser loading an image from elsewhere', { referer: 'https://evil.example/page' }, 'foreign'],
    ['an unreadable Referer', { referer: 'not a url' }, 'foreign'],
    ['our origin on another port', { origin: 'https://track.example.com:8443' }, 'foreign'],
    ['an opaque origin (sandboxed frame)', { origin: 'null' }, 'foreign'],
  ])('%s is %s', (_name, headers, expected) => {
    expect(requestSite(headers, SERVICE)).toBe(expected);
  });
});
