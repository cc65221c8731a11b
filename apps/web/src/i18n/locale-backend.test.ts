import { describe, expect, it, vi } from 'vitest';
import english from '../../public/locale/en_GB.json';
import { LOCALE_MAX_RETRIES, fetchLocale, localeBackend } from './locale-backend';

const answering = (status: number, body: string) => async () => new Response(body, { status });

describe('fetchLocale', () => {
  it.each([
    ['a translation file', answering(200, '{"a":"b"}'), { ok: true, translations: { a: 'b' } }],
    ['a 404', answering(404, '{}'), { ok: false, retry: false }],
    ['a 503', answering(503, 'busy'), { ok: false, retry: true }],
    ['a page that is not JSON', answering(200, '<html>'), { ok: false, retry: false }],
    ['JSON that is not a file of keys', answering(200, '[1]'), { ok: false, retry: false }],
    [
      'no answer',
      async () => {
        throw new TypeError('Failed to fetch');
      },
      { ok: false, retry: true },
    ],
  ] as const)('%s', async (_case, fetchImpl, expected) => {
    expect(await fetchLocale('/locale/da_DK.json', fetchImpl as typeof fetch)).toMatchObject(expected);
  });

  it('sends the JSON content type', async () => {
    const fetchImpl = vi.fn(async (_url: string, _init?: RequestInit) => new Response('{}'));
    await fetchLocale('/locale/da_DK.json', fetchImpl as unknown as typeof fetch);
    expect(new Headers(fetchImpl.mock.calls[0]?.[1]?.headers).get('content-type')).toBe('application/json');
  });
});

describe('localeBackend', () => {
  function read(status: number, times: number) {
    vi.stubGlobal('fetch', answering(status, 'busy'));
    const onFallback = vi.fn();
    const backend = localeBackend({ loadPath: (locale) => `/locale/${locale}.json`, onFallback });
    const answers: unknown[][] = [];
    const once = () =>
      new Promise<void>((resolve) =>
        backend.read('da_DK', 'translation', (...args) => {
          answers.push(args);
          resolve();
        }),
      );
    return {
      onFallback,
      answers,
      run: async () => {
        for (let time = 0; time < times; time++) await once();
      },
    };
  }

  it('asks i18next to retry a 5xx, then answers English and says so', async () => {
    const { onFallback, answers, run } = read(503, LOCALE_MAX_RETRIES + 1);
    await run();
    expect(answers.slice(0, LOCALE_MAX_RETRIES).every(([, retry]) => retry === true)).toBe(true);
    expect(answers.at(-1)).toEqual([null, english]);
    expect(onFallback).toHaveBeenCalledWith('da_DK');
    vi.unstubAllGlobals();
  });

  it('answers English at once for a 4xx', async () => {
    const { onFallback, answers, run } = read(404, 1);
    await run();
    expect(answers).toEqual([[null, english]]);
    expect(onFallback).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
