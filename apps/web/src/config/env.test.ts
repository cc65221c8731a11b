import { RUNTIME_CONFIG_DEFAULTS } from '@tracking/core';
import { runtimeConfigSchema } from '@tracking/core/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readRuntimeConfig } from './env';

function documentWith(content: string | null): Document {
  const doc = document.implementation.createHTMLDocument();
  if (content !== null) {
    const meta = doc.createElement('meta');
    meta.name = 'runtime-config';
    meta.content = content;
    doc.head.append(meta);
  }
  return doc;
}

describe('readRuntimeConfig', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives the defaults when the meta is missing or empty (vite dev)', () => {
    expect(readRuntimeConfig(documentWith(null))).toEqual(RUNTIME_CONFIG_DEFAULTS);
    expect(readRuntimeConfig(documentWith(''))).toEqual(RUNTIME_CONFIG_DEFAULTS);
  });

  it('reads what the service writes: a full config parsed by runtimeConfigSchema', () => {
    const written = runtimeConfigSchema.parse({
      appDownloadUrl: 'https://get.example.org/app',
      helpUrl: 'https://help.example.org/{lang}',
      sentryDsn: 'https://key@sentry.example.org/1',
      previewOrigins: ['https://dashboard.example.org'],
    });
    expect(readRuntimeConfig(documentWith(JSON.stringify(written)))).toEqual(written);
  });

  it.each([
    ['not JSON', '{oops', 'not JSON'],
    ['not an object', '[1,2]', 'not an object'],
  ])('falls back to the defaults and says why for %s', (_case, content, reason) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(readRuntimeConfig(documentWith(content))).toEqual(RUNTIME_CONFIG_DEFAULTS);
    expect(logged.mock.calls[0]?.[0]).toContain(reason);
  });

  it('keeps the good fields and replaces each bad one by its default, naming it', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const config = readRuntimeConfig(
      documentWith(
        JSON.stringify({
          appDownloadUrl: 'javascript:alert(1)',
          helpUrl: 'https://help.example.org/{lang}',
          previewOrigins: 'https://x.example',
        }),
      ),
    );
    expect(config.appDownloadUrl).toBe(RUNTIME_CONFIG_DEFAULTS.appDownloadUrl);
    expect(config.previewOrigins).toEqual([]);
    expect(config.helpUrl).toBe('https://help.example.org/{lang}');
    expect(logged.mock.calls[0]?.[0]).toContain('appDownloadUrl, previewOrigins');
  });
});
