import { describe, expect, it } from 'vitest';
import { orderedStatuses, statusAfterChoice, statusGroups, stepStatus } from './status-steps';

describe('statusGroups', () => {
  it('groups every status by its status group, named by its title', () => {
    const groups = statusGroups((key, values) => (values ? `${key} ${JSON.stringify(values)}` : key));
    expect(groups.map((group) => group.id)).toEqual([
      'received',
      'inTransit',
      'outForDelivery',
      'delivered',
      'notDelivered',
      'pickup',
    ]);
    expect(groups[2]?.options[0]).toEqual({
      id: '80',
      label: 'status.80.title',
      description: 'preview.statusCode {"code":80}',
    });
  });
});

describe('stepping through the chosen statuses', () => {
  it('orders them as the journey goes', () => {
    expect(orderedStatuses(new Set(['90', '10', '135', '80']))).toEqual([10, 80, 90, 135]);
  });

  it.each([
    [[10, 80, 90], 80, 1, 90],
    [[10, 80, 90], 90, 1, 10],
    [[10, 80, 90], 10, -1, 90],
    [[10, 80, 90], 40, 1, 10],
    [[], 40, 1, 40],
  ] as const)('in %j from %i by %i is %i', (chosen, current, step, expected) => {
    expect(stepStatus(chosen, current, step)).toBe(expected);
  });

  it.each([
    [['10'], ['10', '92'], 10, 92],
    [['10', '92'], ['10'], 92, 10],
    [['10', '92'], ['10'], 10, 10],
    [['10'], [], 10, 10],
  ])('from %j to %j while showing %i shows %i', (before, after, current, expected) => {
    expect(statusAfterChoice(new Set(before), new Set(after), current)).toBe(expected);
  });
});
