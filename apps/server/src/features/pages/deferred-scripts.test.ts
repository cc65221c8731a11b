import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deferScripts, SCRIPT_LOADER, SCRIPT_LOADER_HASH } from './deferred-scripts';

const HEAD =
  '<head><title>t</title><script type="module" crossorigin src="/assets/index-a1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-b2.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index-c3.css" disabled>' +
  '<link rel="modulepreload" crossorigin href="/assets/order-route-d4.js"></head>';

describe('deferScripts', () => {
  it.each([
    {
      case: 'the entry and its preloads move to the loader at the end of the body, in order',
      html: `<html>${HEAD}<body><div id="root">x</div></body></html>`,
      expected:
        '<html><head><title>t</title><link rel="stylesheet" crossorigin href="/assets/index-c3.css" disabled></head>' +
        '<body><div id="root">x</div><script data-entry="/assets/index-a1.js" ' +
        `data-preload="/assets/react-b2.js /assets/order-route-d4.js">${SCRIPT_LOADER}</script></body></html>`,
    },
    {
      case: 'a page without an entry script stays as it is',
      html: '<html><head><link rel="modulepreload" crossorigin href="/assets/a.js"></head><body></body></html>',
      expected:
        '<html><head><link rel="modulepreload" crossorigin href="/assets/a.js"></head><body></body></html>',
    },
    {
      case: 'a script from elsewhere is not an entry',
      html: '<head><script type="module" crossorigin src="https://cdn.example/x.js"></script></head><body></body>',
      expected:
        '<head><script type="module" crossorigin src="https://cdn.example/x.js"></script></head><body></body>',
    },
  ])('$case', ({ html, expected }) => {
    expect(deferScripts(html)).toBe(expected);
  });

  it('lets the loader run by the hash of its text', () => {
    expect(SCRIPT_LOADER_HASH).toBe(`sha256-${createHash('sha256').update(SCRIPT_LOADER).digest('base64')}`);
  });
});
