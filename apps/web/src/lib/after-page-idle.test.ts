import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPageIdle } from './after-page-idle';

describe('afterPageIdle', () => {
  afterEach(() => vi.restoreAllMocks());

  it('waits for the load event, then for an idle moment', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    let idle: IdleRequestCallback = () => {};
    window.requestIdleCallback = vi.fn((callback: IdleRequestCallback) => {
      idle = callback;
      return 1;
    });
    window.cancelIdleCallback = vi.fn();
    const task = vi.fn();
    afterPageIdle(task);
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(task).not.toHaveBeenCalled();
    idle({ didTimeout: false, timeRemaining: () => 10 });
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    window.requestIdleCallback = vi.fn(() => 7);
    window.cancelIdleCallback = vi.fn();
    const cancel = afterPageIdle(vi.fn());
    cancel();
    expect(window.cancelIdleCallback).toHaveBeenCalledWith(7);
  });
});
