import { describe, expect, it } from 'vitest';
import { pushReason, windowNarrowed, type PushFacts, type Pushed } from './push-rules';

const settings = { stopsAway: 3, etaShiftMinutes: 10 };
const nothing: Pushed = { reasons: [], eta: null, window: null };
const live = (stopsBefore: number | null, eta: string | null = '2026-03-10T14:00:00.000Z'): PushFacts => ({
  statusCode: 80,
  stopsBefore,
  eta,
  window: null,
  availableDeliveryDates: ['2026-03-12'],
});
const after = (...reasons: Pushed['reasons']): Pushed => ({
  ...nothing,
  reasons,
  eta: '2026-03-10T14:00:00.000Z',
});
const window = (start: string, end: string) => ({
  start: `2026-03-10T${start}:00.000Z`,
  end: `2026-03-10T${end}:00.000Z`,
});

describe('pushReason', () => {
  it.each<[string, PushFacts, Pushed, string | undefined]>([
    ['nothing while in transit', { ...live(null), statusCode: 20 }, nothing, undefined],
    ['out for delivery first', live(8), nothing, 'out_for_delivery'],
    ['nothing more while far', live(8), after('out_for_delivery'), undefined],
    ['4 stops away is not yet near', live(4), after('out_for_delivery'), undefined],
    ['3 stops away', live(3), after('out_for_delivery'), 'stops_away'],
    ['once only', live(2), after('out_for_delivery', 'stops_away'), undefined],
    ['the stop before yours', live(1), after('out_for_delivery', 'stops_away'), 'next_stop'],
    ['straight to the stop before', live(1), after('out_for_delivery'), 'next_stop'],
    ['then nothing at 0', live(0), after('out_for_delivery', 'stops_away', 'next_stop'), undefined],
    [
      'estimate moved 11 minutes',
      live(6, '2026-03-10T14:11:00.000Z'),
      after('out_for_delivery'),
      'eta_shift',
    ],
    ['estimate moved 10 minutes', live(6, '2026-03-10T13:50:00.000Z'), after('out_for_delivery'), undefined],
    ['delivered', { ...live(null), statusCode: 91 }, after('out_for_delivery'), 'delivered'],
    ['delivered once', { ...live(null), statusCode: 91 }, after('delivered'), undefined],
    [
      'failed attempt with days to choose',
      { ...live(null), statusCode: 92 },
      after('out_for_delivery'),
      'failed_attempt',
    ],
    [
      'failed attempt with no day offered',
      { ...live(null), statusCode: 92, availableDeliveryDates: [] },
      after('out_for_delivery'),
      undefined,
    ],
    [
      'window set before the day',
      { ...live(null), statusCode: 20, window: window('10:00', '14:00') },
      nothing,
      'window',
    ],
  ])('%s', (_, facts, pushed, reason) => {
    expect(pushReason(facts, pushed, settings)).toBe(reason);
  });
});

describe('windowNarrowed', () => {
  it.each([
    [null, window('10:00', '14:00'), true],
    [window('10:00', '14:00'), window('11:00', '13:00'), true],
    [window('10:00', '14:00'), window('10:00', '14:00'), false],
    [window('10:00', '14:00'), window('09:00', '12:00'), false],
    [window('10:00', '14:00'), null, false],
  ])('%o -> %o: %s', (before, next, narrowed) => {
    expect(windowNarrowed(before, next)).toBe(narrowed);
  });
});
