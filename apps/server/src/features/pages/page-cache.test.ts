import { describe, expect, it } from 'vitest';
import { createPageCache, keptPage, PAGE_TTL_MS } from './page-cache';

const page = keptPage('<html><head><title>t</title></head><body>order</body></html>', []);

function cacheAt(start: number, maxBytes = 1024 * 1024) {
  const clock = { ms: start };
  const lookups: boolean[] = [];
  const cache = createPageCache({ maxBytes, now: () => clock.ms, onLookup: (hit) => lookups.push(hit) });
  return { cache, clock, lookups };
}

describe('the rendered pages kept for reuse', () => {
  it('gives a page back only for the view it was rendered from, and only for its address', () => {
    const { cache, lookups } = cacheAt(1_000);
    const view = Buffer.from('{"payload":{}}');
    cache.set('/a/en_GB', view, page);
    expect(cache.get('/a/en_GB', view)).toMatchObject(page);
    // The same bytes in another buffer are another read of the order: the view may have changed between them.
    expect(cache.get('/a/en_GB', Buffer.from('{"payload":{}}'))).toBeUndefined();
    expect(cache.get('/a/da_DK', view)).toBeUndefined();
    expect(lookups).toEqual([true, false, false]);
  });

  it.each([
    { after: PAGE_TTL_MS - 1, kept: true },
    { after: PAGE_TTL_MS + 1, kept: false },
  ])('keeps a page for $after ms: $kept', ({ after, kept }) => {
    const { cache, clock } = cacheAt(50_000);
    const view = Buffer.from('view');
    cache.set('/a/en_GB', view, page);
    clock.ms += after;
    expect(cache.get('/a/en_GB', view) !== undefined).toBe(kept);
  });

  it('keeps nothing with no memory given, and drops the least recently read past its bound', () => {
    const none = cacheAt(0, 0);
    const view = Buffer.from('view');
    none.cache.set('/a/en_GB', view, page);
    expect(none.cache.get('/a/en_GB', view)).toBeUndefined();

    const size = page.document.size + 200;
    const { cache } = cacheAt(0, size * 2);
    cache.set('/a/en_GB', view, page);
    cache.set('/b/en_GB', view, page);
    cache.get('/a/en_GB', view);
    cache.set('/c/en_GB', view, page);
    expect(['/a/en_GB', '/b/en_GB', '/c/en_GB'].map((address) => !!cache.get(address, view))).toEqual([
      true,
      false,
      true,
    ]);
  });
});
