import { describe, expect, it } from 'vitest';
import { runtimeConfigSchema } from '@tracking/core/schemas';
import { escapeHtmlAttribute, injectRuntimeConfig } from './index-html';

const config = runtimeConfigSchema.parse({ helpUrl: 'https://help.example.com/{lang}?a=1&b="2"</script>' });

function readMeta(html: string): unknown {
  const content = /content="([^"]*)"/.exec(html)?.[1] ?? '';
  const decoded = content
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
  return JSON.parse(decoded);
}

describe('injectRuntimeConfig', () => {
  it('fills the empty meta element with the config, readable back as the same JSON', () => {
    const html = '<html><head><meta name="runtime-config" content=""><title>x</title></head></html>';
    const result = injectRuntimeConfig(html, config);
    expect(readMeta(result)).toEqual(config);
    expect(result).toContain('<title>x</title>');
  });

  it('never lets a value break out of the attribute or the element', () => {
    const result = injectRuntimeConfig('<head><meta name="runtime-config" content=""></head>', config);
    expect(result).not.toContain('</script>');
    expect(result.match(/"/g)?.length).toBe(4);
  });

  it('adds the element to head when the page lacks it', () => {
    const result = injectRuntimeConfig('<html><head><title>x</title></head></html>', config);
    expect(result).toMatch(/<meta name="runtime-config" content="[^"]+"><\/head>/);
  });

  it('replaces a meta element written with other attribute order and quotes', () => {
    const html = "<head><meta content='' name='runtime-config' /></head>";
    expect(readMeta(injectRuntimeConfig(html, config))).toEqual(config);
  });
});

describe('escapeHtmlAttribute', () => {
  it('escapes every character that could end or open markup', () => {
    expect(escapeHtmlAttribute(`<a href="x" title='y'>&`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;',
    );
  });
});
