import { describe, expect, it } from 'vitest';
import { mountApp } from './mount';

describe('mountApp', () => {
  it("fails with 'no root element' when the page has no #root", () => {
    const doc = document.implementation.createHTMLDocument();
    expect(() => mountApp(doc, null)).toThrow(new Error('no root element'));
  });
});
