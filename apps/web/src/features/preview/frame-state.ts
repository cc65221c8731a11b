import { isKnownStatus } from '@tracking/core';
import { readPreviewQuery, type PreviewInput } from './preview-input';

/** Which page of the tracking link a device frame shows. */
export const PREVIEW_PAGES = ['order', 'preferences', 'map'] as const;
export type PreviewPageKind = (typeof PREVIEW_PAGES)[number];

/** What a device frame shows: the merchant's input on a sample order at a status, on one page. */
export interface FrameState {
  input: PreviewInput;
  statusCode: number;
  page: PreviewPageKind;
}

/** The message the preview sends its frames (same origin only) when what they show changes. */
export const FRAME_STATE_MESSAGE = 'tracking-preview:frame-state';

/**
 * What a frame tells the preview once it listens: its code may run long after the frame's load event, and every
 * change sent before then is lost, so the preview answers with what the frame should show now.
 */
export const FRAME_READY_MESSAGE = 'tracking-preview:frame-ready';

/** The query string of a frame: the preview's own parameters plus the status and the page. */
export function frameSearch({ input, statusCode, page }: FrameState): string {
  const params = new URLSearchParams({ locale: input.locale, name: input.merchantName });
  if (input.theme) params.set('theme', JSON.stringify(input.theme));
  if (input.logo) params.set('logo', input.logo);
  params.set('status', String(statusCode));
  params.set('page', page);
  return `?${params.toString()}`;
}

/**
 * What a frame shows, read from its query string with the same checks as the preview's address (a frame can be
 * opened on its own): an unknown status or page falls back to out for delivery on the order page.
 */
export function readFrameState(search: string, base: PreviewInput): FrameState {
  const params = new URLSearchParams(search);
  const status = params.get('status') ?? '';
  const page = params.get('page');
  return {
    input: readPreviewQuery(search, base).input,
    statusCode: /^\d{1,3}$/.test(status) && isKnownStatus(Number(status)) ? Number(status) : 80,
    page: PREVIEW_PAGES.find((kind) => kind === page) ?? 'order',
  };
}
