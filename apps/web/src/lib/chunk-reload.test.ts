import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, ChunkLoadError, loadChunk, type ChunkReloadDeps } from './chunk-reload';

function fakeDeps(alreadyReloaded: boolean, timeoutMs = 1000) {
  const store = new Map<string, string>(alreadyReloaded ? [[CHUNK_RELOAD_KEY, '1']] : []);
  const deps: ChunkReloadDeps = {
    storage: {
      getItem: (key) => store.get(key) ?? null,
      setItem: (key, value) => void store.set(key, value),
    },
    reload: vi.fn(),
    timeoutMs,
    online: () => true,
  };
  return { deps, store };
}

const settledWithin = async (promise: Promise<unknown>, ms: number) =>
  Promise.race([
    promise.then(
      () => 'settled',
      () => 'settled',
    ),
    new Promise((r) => setTimeout(() => r('pending'), ms)),
  ]);

describe('loadChunk', () => {
  it('returns the module when it loads', async () => {
    const { deps } = fakeDeps(false);
    await expect(loadChunk(async () => 'module', deps)).resolves.toBe('module');
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('reloads once on the first failure of the session and keeps waiting', async () => {
    const { deps, store } = fakeDeps(false);
    const result = loadChunk(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      deps,
    );
    expect(await settledWithin(result, 20)).toBe('pending');
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(store.has(CHUNK_RELOAD_KEY)).toBe(true);
  });

  it('throws instead of reloading again in the same session', async () => {
    const { deps } = fakeDeps(true);
    const failed = loadChunk(() => Promise.reject(new Error('gone')), deps);
    await expect(failed).rejects.toThrow('gone');
    // A ChunkLoadError: the part that needed the chunk can say so and offer to try again (OptionalPart).
    await expect(failed).rejects.toBeInstanceOf(ChunkLoadError);
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('throws without reloading while offline, and keeps the reload for a failure online', async () => {
    const { deps, store } = fakeDeps(false);
    deps.online = () => false;
    const offline = loadChunk(() => Promise.reject(new TypeError('Failed to fetch')), deps);
    await expect(offline).rejects.toBeInstanceOf(ChunkLoadError);
    expect(deps.reload).not.toHaveBeenCalled();
    expect(store.has(CHUNK_RELOAD_KEY)).toBe(false);

    deps.online = () => true;
    void loadChunk(() => Promise.reject(new TypeError('Failed to fetch')), deps);
    await vi.waitFor(() => expect(deps.reload).toHaveBeenCalledTimes(1));
  });

  it('counts a chunk that never arrives as failed', async () => {
    const { deps } = fakeDeps(false, 10);
    void loadChunk(() => new Promise(() => undefined), deps);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when session storage is unusable', async () => {
    const { deps } = fakeDeps(false);
    deps.storage.getItem = () => {
      throw new Error('SecurityError');
    };
    await expect(loadChunk(() => Promise.reject(new Error('gone')), deps)).rejects.toThrow('gone');
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('loads chunks where the browser denies storage (a framed page with third-party storage blocked)', async () => {
    const denied = Object.getOwnPropertyDescriptor(window, 'sessionStorage');
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    try {
      await expect(loadChunk(async () => 'module')).resolves.toBe('module');
      await expect(loadChunk(() => Promise.reject(new Error('gone')))).rejects.toThrow('gone');
    } finally {
      if (denied) Object.defineProperty(window, 'sessionStorage', denied);
    }
  });
});
