/** A lazily loaded page chunk that has not arrived after this long counts as failed (spec section 9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Map fitting padding, top-left and bottom-right, in pixels. */
export const MAP_PADDING = { topLeft: [15, 30], bottomRight: [15, 0] } as const;

/** Marker cluster additions are batched for this long. */
export const MARKER_CLUSTER_BATCH_MS = 50;

/** Text input default maximum length. */
export const INPUT_MAX_LENGTH = 200;

/** Tooltip default maximum width in pixels. */
export const TOOLTIP_MAX_WIDTH = 300;

/** Layout breakpoints in pixels: mobile up to 767, tablet 768-1023, desktop from 1023, condensed menu to 1280. */
export const BREAKPOINTS = {
  mobileMax: 767,
  tabletMin: 768,
  desktopMin: 1023,
  condensedMenuMax: 1280,
} as const;

/** Fragment of the preferences page that opens at its delivery-day choice. */
export const DELIVERY_DAY_ANCHOR = 'delivery-day';

/** Query flag of the order page that opens the whole timeline (its Expand link without the page's script). */
export const TIMELINE_EXPANDED_FLAG = 'timeline';

/** Query flag that skips the redirect to the preferences page. */
export const SKIP_PREFERENCES_FLAG = '__skip-pref__';

/**
 * Error reporting (spec section 9): breadcrumbs kept per event, events the transport buffers while offline, and
 * tracing off. Set explicitly so an SDK upgrade cannot change them; with tracing off the span limits never apply.
 */
export const ERROR_REPORTING = { maxBreadcrumbs: 100, transportBufferSize: 64, tracesSampleRate: 0 } as const;
