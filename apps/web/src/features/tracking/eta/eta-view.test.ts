import { describe, expect, it } from 'vitest';
import { etaView } from './eta-view';

const now = new Date(2026, 2, 3, 12, 0, 0);
const at = (hours: number, minutes = 0, day = 3) => new Date(2026, 2, day, hours, minutes).toISOString();
const order = (
  statusCode: number,
  promisedTime: string | null,
  timeDiff = 0,
  window: [string, string] | null = null,
) => ({
  statusCode,
  promisedTime,
  timeDiff,
  deliveryWindow: window && { start: window[0], end: window[1] },
  events: [
    { statusCode: 10, at: at(8), imageUrls: [] },
    { statusCode: 90, at: at(11, 42), imageUrls: [] },
  ],
});

describe('etaView', () => {
  it.each([
    [
      'later today, hours',
      order(80, at(13, 30)),
      { kind: 'countdown', parts: { kind: 'hours', hours: 1, minutes: 30 } },
    ],
    [
      'later today, minutes',
      order(81, at(12, 20)),
      { kind: 'countdown', parts: { kind: 'minutes', minutes: 20 } },
    ],
    ['exactly 5 minutes', order(82, at(12, 5)), { kind: 'countdown', parts: { kind: 'soon' } }],
    ['late', order(82, at(11, 0)), { kind: 'countdown', parts: { kind: 'soon' } }],
    [
      'delay pushes it on',
      order(80, at(12, 20), 60 * 60_000),
      { kind: 'countdown', parts: { kind: 'hours', hours: 1, minutes: 20 } },
    ],
    ['tomorrow', order(10, at(9, 0, 4)), { kind: 'day' }],
    ['not yet on the way, later today', order(40, at(15, 0)), { kind: 'day' }],
    ['delay past midnight', order(40, at(23, 0), 2 * 60 * 60_000), { kind: 'day' }],
    [
      'on the way, past midnight',
      order(81, at(0, 30, 4)),
      { kind: 'countdown', parts: { kind: 'hours', hours: 12, minutes: 30 } },
    ],
    ['a pickup driver on the way', order(135, at(12, 40)), { kind: 'countdown' }],
  ] as const)('%s', (_case, facts, expected) => {
    expect(etaView(facts, now)).toMatchObject(expected);
  });

  it('adds the delay to the arrival it shows', () => {
    const view = etaView(order(80, at(13), 15 * 60_000), now);
    expect(view.kind === 'countdown' && view.arrival.getTime()).toBe(new Date(2026, 2, 3, 13, 15).getTime());
  });

  it.each([
    [90, true],
    [91, true],
    [140, true],
    [92, false],
    [100, false],
    [145, false],
  ])('final status %s ends the countdown (delivered: %s) at the last event', (code, delivered) => {
    expect(etaView(order(code, at(13)), now)).toEqual({ kind: 'final', delivered, at: at(11, 42) });
  });

  it('falls back to the window, then to unknown', () => {
    expect(etaView(order(10, null, 0, [at(14), at(16)]), now)).toEqual({ kind: 'window', start: at(14) });
    expect(etaView(order(10, null), now)).toEqual({ kind: 'unknown' });
  });
});
