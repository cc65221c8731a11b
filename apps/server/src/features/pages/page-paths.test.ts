import { describe, expect, it } from 'vitest';
import { isPageRequest } from './page-paths';

const html = 'text/html,application/xhtml+xml';

describe('isPageRequest', () => {
  it.each([
    ['GET', html, '/', true],
    ['GET', html, '/AAAAAAAAAAAAAAAAAAAAAA', true],
    ['GET', html, '/AAAAAAAAAAAAAAAAAAAAAA/da_DK/preferences', true],
    ['GET', html, '/___preview___/x', true],
    ['HEAD', html, '/AAAAAAAAAAAAAAAAAAAAAA/en_GB', true],
    ['GET', html, '/trackingAAAAAAAAAAAAAA', true],
    ['GET', 'application/json', '/AAAAAAAAAAAAAAAAAAAAAA', false],
    ['GET', undefined, '/AAAAAAAAAAAAAAAAAAAAAA', false],
    ['POST', html, '/AAAAAAAAAAAAAAAAAAAAAA', false],
    ['GET', html, '/tracking/nothing', false],
    ['GET', html, '/ingest/orders', false],
    ['GET', html, '/assets/missing.js', false],
    ['GET', html, '/locale/de_DE.json', false],
  ])('%s %s %s -> %s', (method, accept, pathname, expected) => {
    expect(isPageRequest(method, accept, pathname)).toBe(expected);
  });
});
