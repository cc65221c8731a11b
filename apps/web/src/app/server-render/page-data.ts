import type { ErrorCode, Locale, Order } from '@tracking/core';
import type { ServerFormAnswer } from '../../lib/server-form-answer';

/** The id of the `<script type="application/json">` element the server's HTML carries the page's data in. */
export const PAGE_DATA_ELEMENT_ID = 'tracking-page-data';

/** Why the order is not shown: the answer the service gave (404, 403 or 410) and its code. */
export interface PageDataError {
  status: number;
  code: ErrorCode;
  message: string;
}

/** What the browser starts from when it hydrates a server-rendered tracking page. */
export interface PageData {
  trackingId: string;
  locale: Locale;
  /** The locale's translations (public/locale/{locale}.json). */
  translations: Record<string, unknown>;
  /** The order as GET /tracking/ answers it, or null with the error when it cannot be shown. */
  order: Order | null;
  error: PageDataError | null;
  /** When the server rendered the page (ms since the epoch): hydration renders relative times as of then. */
  renderedAt?: number;
  /** The refusal of the preferences form posted without scripts, when this page answers one. */
  formAnswer?: ServerFormAnswer | null;
}

/** JSON in which `<` is escaped, so no value (an instruction, a merchant's name) can close the element. */
const elementJson = (value: unknown) =>
  JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');

/** Each locale's translations as element JSON, written once: they are the same objects on every render. */
const translationsJson = new WeakMap<object, string>();

/**
 * The data element's content: JSON no value can break out of. The element is not a script the browser runs (the
 * CSP allows it).
 */
export function pageDataElement(data: PageData): string {
  const { translations, ...rest } = data;
  let translationsText = translationsJson.get(translations);
  if (translationsText === undefined) {
    translationsText = elementJson(translations);
    translationsJson.set(translations, translationsText);
  }
  const json = `{"translations":${translationsText},${elementJson(rest).slice(1)}`;
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`;
}

/**
 * The data a server-rendered page carries, or null (a page the browser renders alone: vite dev, the preview).
 * The element is removed once read: the order lives in the query cache from then on, and a page whose link
 * lost its access must keep nothing of it in the DOM.
 */
export function readPageData(doc: Document): PageData | null {
  const element = doc.getElementById(PAGE_DATA_ELEMENT_ID);
  const text = element?.textContent;
  element?.remove();
  if (!text) return null;
  try {
    return JSON.parse(text) as PageData;
  } catch {
    return null;
  }
}
