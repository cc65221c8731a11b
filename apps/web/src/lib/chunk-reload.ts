import { CHUNK_LOAD_TIMEOUT_MS } from '../config/page-constants';

/** sessionStorage key remembering that this tab already reloaded for a failed chunk. */
export const CHUNK_RELOAD_KEY = 'tracking:chunk-reloaded';

export interface ChunkReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  timeoutMs: number;
  /** Whether the browser has a network: a chunk missed offline says nothing about a deploy. */
  online: () => boolean;
}

/**
 * The tab's sessionStorage, read when needed: merely reading window.sessionStorage throws where the browser denies
 * storage, as in a merchant dashboard framing the preview with third-party storage blocked.
 */
const sessionStorageOfTab: ChunkReloadDeps['storage'] = {
  getItem: (key) => window.sessionStorage.getItem(key),
  setItem: (key, value) => window.sessionStorage.setItem(key, value),
};

const browserDeps = (): ChunkReloadDeps => ({
  storage: sessionStorageOfTab,
  reload: () => window.location.reload(),
  timeoutMs: CHUNK_LOAD_TIMEOUT_MS,
  online: () => navigator.onLine,
});

/**
 * A chunk that could not be loaded, after the session's one reload: a part of the page that needs it can say so
 * and offer to try again (ui/error-boundary's OptionalPart) instead of taking the page down.
 */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super(String(cause), { cause });
    this.name = 'ChunkLoadError';
  }
}

/** Rejects when the promise has not settled in time: a chunk that hangs counts as failed. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`chunk not loaded within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** True the first time in this browser session; storage that cannot be used counts as "already done". */
function claimReload(storage: ChunkReloadDeps['storage']): boolean {
  try {
    if (storage.getItem(CHUNK_RELOAD_KEY) !== null) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    return true;
  } catch {
    return false;
  }
}

/**
 * Loads a lazy chunk. After a deploy the old chunk names are gone, so the first failure in a session reloads
 * the page (fresh index.html, fresh names) and waits for it; a later failure throws a ChunkLoadError (to the
 * part that needed the chunk, or to the error page), so a broken deploy never loops. Offline, a failure throws
 * at once and keeps the session's reload: reloading then would swap the page on screen for the browser's own
 * offline page.
 */
export async function loadChunk<T>(
  load: () => Promise<T>,
  deps: ChunkReloadDeps = browserDeps(),
): Promise<T> {
  try {
    return await withTimeout(load(), deps.timeoutMs);
  } catch (error) {
    if (!deps.online() || !claimReload(deps.storage)) throw new ChunkLoadError(error);
    deps.reload();
    return new Promise<T>(() => undefined);
  }
}
