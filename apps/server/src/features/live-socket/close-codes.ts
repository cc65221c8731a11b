/** Close codes of the live socket; the page reconnects after any code but 1000 unless it got `unauthorized`. */
export const CLOSE_CODES = {
  /** The order reached a final status: nothing more will happen. */
  final: 1000,
  /** The service is restarting: reconnect (to another instance). */
  restart: 1012,
  /** The client fell too far behind; it may reconnect and get a fresh snapshot. */
  tooSlow: 1013,
  /** The tracking id gives no access (sent after an `unauthorized` message). */
  unauthorized: 4401,
} as const;

const REASONS: Record<number, string> = {
  [CLOSE_CODES.final]: 'final status',
  [CLOSE_CODES.restart]: 'service restart',
  [CLOSE_CODES.tooSlow]: 'too slow',
  [CLOSE_CODES.unauthorized]: 'unauthorized',
};

export function closeReason(code: number): string {
  return REASONS[code] ?? '';
}
