import { describe, expect, it } from 'vitest';
import { PAGE_DATA_ELEMENT_ID, pageDataElement, readPageData, type PageData } from './page-data';

const data: PageData = {
  trackingId: 'AAAAAAAAAAAAAAAAAAAAAA',
  locale: 'en_GB',
  translations: { note: '</script><script>alert(1)</script><!--' },
  order: null,
  error: { status: 404, code: 'not_found', message: 'Order not found' },
};

describe('the page data element', () => {
  it('cannot be closed or commented out by a value, and reads back as the same data', () => {
    const element = pageDataElement(data);
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    expect(element.slice(element.indexOf('>') + 1, -'</script>'.length)).not.toContain('<');
    document.body.innerHTML = element;
    expect(readPageData(document)).toEqual(data);
    // Read once: nothing of the order stays in the DOM.
    expect(document.getElementById(PAGE_DATA_ELEMENT_ID)).toBeNull();
  });

  it("writes the translations once per locale and each page's own data with them, escaped alike", () => {
    const other: PageData = {
      ...data,
      trackingId: 'BBBBBBBBBBBBBBBBBBBBBB',
      error: { status: 410, code: 'order_expired', message: '</script><!-- \u2028' },
    };
    for (const page of [data, other, data]) {
      const element = pageDataElement(page);
      expect(element.slice(element.indexOf('>') + 1, -'</script>'.length)).not.toMatch(/[<\u2028]/);
      document.body.innerHTML = element;
      expect(readPageData(document)).toEqual(page);
    }
  });

  it('is a JSON element, not a script the browser runs', () => {
    expect(pageDataElement(data)).toMatch(
      new RegExp(`^<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">`),
    );
  });

  it('is absent or unreadable: no data (the browser renders the page itself)', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readPageData(document)).toBeNull();
    document.body.innerHTML = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">{oops</script>`;
    expect(readPageData(document)).toBeNull();
  });
});
