import { describe, expect, it } from 'vitest';
import { anOrder } from '@tracking/core/testing';
import type { Order } from '@tracking/core';
import { timelineSteps as stepsOf, visibleSteps } from './timeline-steps';

/** The steps of the fixture order with the given changes (a delivery window among its facts). */
const timelineSteps = (changes: Partial<Order>) => stepsOf(anOrder(changes));

const event = (statusCode: number, hour: number, imageUrls: string[] = []) => ({
  statusCode,
  at: `2026-03-03T${String(hour).padStart(2, '0')}:00:00.000Z`,
  imageUrls,
});
const shape = (steps: ReturnType<typeof timelineSteps>) => steps.map((step) => [step.statusCode, step.state]);

describe('timelineSteps', () => {
  it.each([
    [
      'just created',
      0,
      [event(0, 8)],
      'delivery',
      [
        [0, 'active'],
        [30, 'default'],
        [80, 'default'],
        [90, 'dashed'],
      ],
    ],
    [
      'in transit',
      30,
      [event(0, 8), event(10, 9), event(30, 10)],
      'delivery',
      [
        [0, 'done'],
        [10, 'done'],
        [30, 'active'],
        [80, 'default'],
        [90, 'dashed'],
      ],
    ],
    [
      'out for delivery',
      81,
      [event(80, 9), event(81, 11)],
      'delivery',
      [
        [80, 'done'],
        [81, 'active'],
        [90, 'dashed'],
      ],
    ],
    [
      'delivered',
      91,
      [event(80, 9), event(91, 12)],
      'delivery_pickup',
      [
        [80, 'done'],
        [91, 'done'],
      ],
    ],
    [
      'attempt failed',
      92,
      [event(80, 9), event(92, 12)],
      'delivery',
      [
        [80, 'done'],
        [92, 'warning'],
      ],
    ],
    [
      'returned',
      100,
      [event(92, 9), event(100, 12)],
      'delivery',
      [
        [92, 'warning'],
        [100, 'error'],
      ],
    ],
    [
      'pickup booked',
      120,
      [event(120, 9)],
      'pickup',
      [
        [120, 'active'],
        [135, 'default'],
        [140, 'dashed'],
      ],
    ],
    [
      'pickup on the way',
      135,
      [event(120, 9), event(135, 10)],
      'pickup',
      [
        [120, 'done'],
        [135, 'active'],
        [140, 'dashed'],
      ],
    ],
    [
      'picked up',
      140,
      [event(135, 9), event(140, 10)],
      'pickup',
      [
        [135, 'done'],
        [140, 'done'],
      ],
    ],
    [
      'no event for the current status',
      40,
      [event(10, 9)],
      'delivery',
      [
        [10, 'done'],
        [40, 'active'],
        [80, 'default'],
        [90, 'dashed'],
      ],
    ],
    [
      'events out of order',
      80,
      [event(80, 11), event(10, 9)],
      'delivery',
      [
        [10, 'done'],
        [80, 'active'],
        [90, 'dashed'],
      ],
    ],
    ['unknown status', 55, [event(55, 9)], 'delivery', [[55, 'active']]],
  ] as const)('%s', (_case, statusCode, events, serviceType, expected) => {
    expect(shape(timelineSteps({ statusCode, events: [...events], serviceType }))).toEqual(expected);
  });

  const OFFERED = ['2027-03-03', '2027-03-05'];
  it.each([
    [
      'a failed attempt with offered days: another day',
      92,
      [event(80, 9), event(92, 12)],
      OFFERED,
      [null, 'chooseAnotherDay'],
    ],
    [
      'a failed attempt without offered days: nothing to do',
      92,
      [event(80, 9), event(92, 12)],
      [],
      [null, null],
    ],
    [
      'an earlier failed attempt, now out again: nothing to do',
      80,
      [event(92, 9), event(80, 12)],
      OFFERED,
      [null, null, null],
    ],
    [
      'a proof-of-delivery photo: view it',
      91,
      [event(80, 9), event(91, 12, ['/pod/1.jpg'])],
      [],
      [null, 'viewPhoto'],
    ],
    ['a delivery without a photo: nothing to do', 91, [event(80, 9), event(91, 12)], [], [null, null]],
  ] as const)('%s', (_case, statusCode, events, availableDeliveryDates, actions) => {
    const steps = timelineSteps({
      statusCode,
      events: [...events],
      availableDeliveryDates: [...availableDeliveryDates],
    });
    expect(steps.map((step) => step.action)).toEqual(actions);
  });

  it('lists the facts of each step: the window on the live step, the place where it was left', () => {
    const window = { start: '2026-03-03T13:00:00.000Z', end: '2026-03-03T15:00:00.000Z' };
    const live = timelineSteps({
      statusCode: 81,
      deliveryWindow: window,
      events: [event(80, 9), event(81, 10)],
    });
    expect(live.map((step) => step.facts)).toEqual([[], [{ kind: 'window', ...window }], []]);
    const left = timelineSteps({ statusCode: 91, events: [event(81, 9), event(91, 12)] });
    expect(left.map((step) => step.facts)).toEqual([[], [{ kind: 'place', place: 'door' }]]);
  });

  it('keeps only proof images that are safe to show', () => {
    const steps = timelineSteps({
      statusCode: 91,
      serviceType: 'delivery',
      events: [
        event(91, 12, [
          'https://img.example.com/pod.jpg',
          'javascript:alert(1)',
          '//evil.example/x.jpg',
          '/pod/2.jpg',
        ]),
      ],
    });
    expect(steps[0]?.imageUrls).toEqual(['https://img.example.com/pod.jpg', '/pod/2.jpg']);
  });

  it('gives the time of each reached step and none to the steps ahead, and marks the current one', () => {
    const steps = timelineSteps({
      statusCode: 80,
      serviceType: 'delivery',
      events: [event(10, 8), event(80, 9)],
    });
    expect(steps.map((step) => step.at)).toEqual([
      '2026-03-03T08:00:00.000Z',
      '2026-03-03T09:00:00.000Z',
      null,
    ]);
    expect(steps.map((step) => step.current)).toEqual([false, true, false]);
  });
});

describe('visibleSteps', () => {
  const long = timelineSteps({
    statusCode: 81,
    serviceType: 'delivery',
    events: [
      event(0, 6),
      event(10, 7),
      event(20, 8),
      event(30, 9),
      event(40, 10),
      event(80, 11),
      event(81, 12),
    ],
  });

  it('folds all but the three latest reached steps and keeps the steps ahead', () => {
    const { steps, hidden } = visibleSteps(long, false);
    expect(hidden).toBe(4);
    expect(steps.map((step) => step.statusCode)).toEqual([40, 80, 81, 90]);
  });

  it('shows everything when expanded or short', () => {
    expect(visibleSteps(long, true)).toEqual({ steps: long, hidden: 0 });
    const short = long.slice(4);
    expect(visibleSteps(short, false).hidden).toBe(0);
  });
});
