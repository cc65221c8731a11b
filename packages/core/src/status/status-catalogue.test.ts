import { describe, expect, it } from 'vitest';
import {
  DISPATCHED_STATUSES,
  FINAL_DELIVERY_STATUSES,
  STATUS_CODES,
  canChangePreferences,
  canChooseAnotherDay,
  canSavePreferences,
  isFinalStatus,
  isKnownStatus,
  isLiveStatus,
  statusGroup,
  statusOutcome,
  statusTextKeys,
} from './status-catalogue';

describe('status catalogue', () => {
  it.each([
    [0, 'received', false, false, true],
    [10, 'received', false, false, true],
    [40, 'inTransit', false, false, true],
    [80, 'outForDelivery', false, true, false],
    [82, 'outForDelivery', false, true, false],
    [90, 'delivered', true, false, false],
    [94, 'delivered', true, false, false],
    [92, 'notDelivered', true, false, false],
    [147, 'notDelivered', true, false, false],
    [120, 'pickup', false, false, true],
    [135, 'pickup', false, true, false],
    [140, 'pickup', true, false, false],
    [145, 'pickup', true, false, false],
  ] as const)('%s is %s, final %s, live %s, preferences open %s', (code, group, final, live, prefs) => {
    expect(statusGroup(code)).toBe(group);
    expect(isFinalStatus(code)).toBe(final);
    expect(isLiveStatus(code)).toBe(live);
    expect(canChangePreferences(code)).toBe(prefs);
  });

  const DAYS = ['2027-03-01', '2027-03-03'];
  it.each([
    ['before the driver leaves, days offered', 10, DAYS, false, true],
    ['before the driver leaves, no days', 40, [], false, true],
    ['pickup booked', 120, [], false, true],
    ['out for delivery, days offered', 80, DAYS, false, false],
    ['driver on the way to pick up', 135, DAYS, false, false],
    ['failed attempt, days offered', 92, DAYS, true, true],
    ['failed attempt, no days offered', 92, [], false, false],
    ['held at terminal, days offered', 147, DAYS, false, false],
    ['delivered, days offered', 91, DAYS, false, false],
    ['returned, days offered', 100, DAYS, false, false],
    ['picked up', 140, DAYS, false, false],
  ] as const)('%s: another day %s, preferences saved %s', (_case, statusCode, days, anotherDay, save) => {
    const order = { statusCode, availableDeliveryDates: days };
    expect(canChooseAnotherDay(order)).toBe(anotherDay);
    expect(canSavePreferences(order)).toBe(save);
  });

  it('knows 25 codes and no others', () => {
    expect(STATUS_CODES).toHaveLength(25);
    expect(isKnownStatus(50)).toBe(false);
    expect(statusGroup(50)).toBeUndefined();
  });

  it('combines the last two groups, then all three', () => {
    expect(FINAL_DELIVERY_STATUSES).toEqual([90, 91, 93, 94, 92, 100, 101, 102, 109, 110, 130, 147]);
    expect(DISPATCHED_STATUSES.slice(0, 3)).toEqual([80, 81, 82]);
    expect(DISPATCHED_STATUSES).toHaveLength(15);
  });

  it('names translation keys per code', () => {
    expect(statusTextKeys(81)).toEqual({ title: 'status.81.title', description: 'status.81.description' });
  });

  it.each([
    [10, 'open'],
    [81, 'open'],
    [135, 'open'],
    [90, 'success'],
    [94, 'success'],
    [140, 'success'],
    [92, 'recoverable'],
    [147, 'recoverable'],
    [100, 'failed'],
    [130, 'failed'],
    [145, 'failed'],
    [50, 'open'],
  ] as const)('%s ends as %s', (code, outcome) => {
    expect(statusOutcome(code)).toBe(outcome);
  });

  it('gives every final code an end, and no open code one', () => {
    for (const code of STATUS_CODES) {
      expect(statusOutcome(code) !== 'open').toBe(isFinalStatus(code));
    }
  });
});
