import i18next from 'i18next';
import { afterAll, describe, expect, it, vi } from 'vitest';
import english from '../../public/locale/en_GB.json';
import finnish from '../../public/locale/fi_FI.json';
import { initI18n, retryFailedLocale } from './i18n';

/** A locale file the test answers by hand, one request at a time, in the order it chooses. */
function heldFetch() {
  const held: { url: string; answer: (status: number, body: unknown) => void }[] = [];
  const fetchImpl = vi.fn(
    (url: string) =>
      new Promise<Response>((resolve) => {
        held.push({
          url,
          answer: (status, body) => resolve(new Response(JSON.stringify(body), { status })),
        });
      }),
  );
  return { held, fetchImpl };
}

const settled = () => vi.waitFor(() => undefined);
const heading = () => i18next.t('header.language');

describe('retryFailedLocale', () => {
  afterAll(() => vi.unstubAllGlobals());

  it('asks for a failed locale one load at a time, so a late refusal cannot undo a later success', async () => {
    const { held, fetchImpl } = heldFetch();
    vi.stubGlobal('fetch', fetchImpl);
    await initI18n('en_GB', english);
    const switching = i18next.changeLanguage('fi_FI');
    await vi.waitFor(() => expect(held).toHaveLength(1));
    held[0]?.answer(404, {});
    await switching;
    // The file is missing: English stands in.
    expect(heading()).toBe(english.header.language);

    // Two quick navigations: the second finds the first one's retry under way and does not ask alongside it.
    void retryFailedLocale();
    await vi.waitFor(() => expect(held).toHaveLength(2));
    void retryFailedLocale();
    await settled();
    expect(held).toHaveLength(2);

    // The first retry is refused late; the navigation that came during it asks once more, after it.
    held[1]?.answer(404, {});
    await vi.waitFor(() => expect(held).toHaveLength(3));
    held[2]?.answer(200, finnish);
    await vi.waitFor(() => expect(heading()).toBe(finnish.header.language));
    expect(document.documentElement.lang).toBe('fi-FI');

    // Nothing more is asked: one retry for the navigations made during a load, not one each.
    await settled();
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(held.every(({ url }) => url === '/locale/fi_FI.json')).toBe(true);
  });
});
