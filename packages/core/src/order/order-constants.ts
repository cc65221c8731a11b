/** What moved an estimate: a driver position, a new route, or a change of the order. */
export const ESTIMATE_CAUSES = ['position', 'route', 'order'] as const;
export type EstimateCause = (typeof ESTIMATE_CAUSES)[number];

/** At most this many estimates come with an order: enough for a day's chart, small enough for every load. */
export const ETA_HISTORY_LIMIT = 50;

/** Live household share links an order may have at once (POST /tracking/share refuses the next with 409). */
export const MAX_SHARE_LINKS = 5;
