/** The longest an idle task waits for an idle moment once the page has loaded. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Runs `task` once the page has loaded and the main thread is idle (or after a short wait where the browser
 * has no idle callbacks), so optional work never competes with what the page needs first. Returns a cancel.
 */
export function afterPageIdle(task: () => void): () => void {
  let cancelIdle = () => {};
  const schedule = () => {
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const timer = setTimeout(task, IDLE_TIMEOUT_MS / 3);
      cancelIdle = () => clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') {
    schedule();
    return () => cancelIdle();
  }
  window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}
