import { mergeLiveMessage, type LiveUpdate, type Order } from '@tracking/core';
import { anOrder } from '@tracking/core/testing';
import { describe, expect, it } from 'vitest';
import { noteLiveUpdate, withLiveUpdates } from './live-journal';

/** A request the test answers when it likes. */
function pending() {
  let answer: (value: Order) => void = () => undefined;
  const promise = new Promise<Order>((resolve) => (answer = resolve));
  return { promise, answer };
}

/** Notes an update as live-connections.ts does: the change that merges it. */
const note = (trackingId: string, update: LiveUpdate) =>
  noteLiveUpdate(trackingId, (order) => mergeLiveMessage(order, update));

const AT_PARK = { lat: 55.7, lng: 12.5 };

describe('withLiveUpdates', () => {
  it('applies the updates that arrived while the request was under way to its answer', async () => {
    const request = pending();
    const answered = withLiveUpdates('T1', () => request.promise);
    note('T1', { type: 'locationUpdate', driverLocation: AT_PARK, timeDiff: 60_000 });
    note('T1', { type: 'routeUpdate', stopsBefore: 1 });
    request.answer(anOrder({ trackingId: 'T1', timeDiff: 0, stopsBefore: 3 }));
    expect(await answered).toMatchObject({ driverLocation: AT_PARK, timeDiff: 60_000, stopsBefore: 1 });
  });

  it.each([
    ['before the request', 'before'],
    ['after the answer', 'after'],
    ["for another order's request", 'other'],
  ] as const)('leaves the answer as it is for an update %s', async (_case, when) => {
    const update = { type: 'locationUpdate', timeDiff: 60_000 } as const;
    if (when === 'before') note('T2', update);
    const answered = withLiveUpdates('T2', () => Promise.resolve(anOrder({ timeDiff: 0 })));
    if (when === 'other') note('T3', update);
    const answer = await answered;
    if (when === 'after') note('T2', update);
    expect(answer.timeDiff).toBe(0);
  });

  it('keeps the updates for every request under way, and forgets them once none is', async () => {
    const first = pending();
    const second = pending();
    const firstAnswer = withLiveUpdates('T4', () => first.promise);
    note('T4', { type: 'routeUpdate', stopsBefore: 2 });
    const secondAnswer = withLiveUpdates('T4', () => second.promise);
    note('T4', { type: 'routeUpdate', timeDiff: 5 });
    first.answer(anOrder({ stopsBefore: 9, timeDiff: 0 }));
    second.answer(anOrder({ stopsBefore: 9, timeDiff: 0 }));
    expect(await firstAnswer).toMatchObject({ stopsBefore: 2, timeDiff: 5 });
    expect(await secondAnswer).toMatchObject({ stopsBefore: 9, timeDiff: 5 });
    note('T4', { type: 'routeUpdate', timeDiff: 7 });
    expect((await withLiveUpdates('T4', () => Promise.resolve(anOrder({ timeDiff: 0 })))).timeDiff).toBe(0);
  });

  it('passes a failed request on', async () => {
    await expect(withLiveUpdates('T5', () => Promise.reject(new Error('offline')))).rejects.toThrow(
      'offline',
    );
    note('T5', { type: 'routeUpdate', timeDiff: 5 });
    expect((await withLiveUpdates('T5', () => Promise.resolve(anOrder({ timeDiff: 0 })))).timeDiff).toBe(0);
  });
});
