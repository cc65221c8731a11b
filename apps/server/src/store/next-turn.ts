/**
 * Resolves on a later turn of the event loop, after the I/O waiting now: long store work (SQLite runs on the main
 * thread) goes in pieces with this between them, so no socket or request waits for all of it.
 */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
