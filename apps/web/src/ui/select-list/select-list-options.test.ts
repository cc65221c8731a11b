import { describe, expect, it } from 'vitest';
import { filterGroups, optionIds, selectAllState, toggleAll, type SelectGroup } from './select-list-options';

const groups: SelectGroup[] = [
  {
    id: 'received',
    label: 'Received',
    options: [
      { id: '0', label: 'Order received' },
      { id: '10', label: 'Parcel at the terminal' },
    ],
  },
  {
    id: 'delivered',
    label: 'Delivered',
    options: [
      { id: '90', label: 'Delivered to your door' },
      { id: '91', label: 'Delivered to a neighbour' },
    ],
  },
];

describe('filterGroups', () => {
  it.each([
    ['', ['0', '10', '90', '91']],
    ['   ', ['0', '10', '90', '91']],
    ['DELIVERED', ['90', '91']],
    ['delivered to', ['90', '91']],
    ['parcel', ['10']],
    ['Neighbour', ['91']],
    ['x-ray', []],
  ])('%j keeps %j', (query, ids) => expect(optionIds(filterGroups(groups, query))).toEqual(ids));

  it('drops a group with no match and keeps the titles of the others', () => {
    expect(filterGroups(groups, 'terminal')).toEqual([
      { id: 'received', label: 'Received', options: [{ id: '10', label: 'Parcel at the terminal' }] },
    ]);
  });

  it('matches letters outside ASCII whatever their case', () => {
    const nordic = [{ id: 'g', options: [{ id: 'ø', label: 'ØSTERBRO' }] }];
    expect(optionIds(filterGroups(nordic, 'østerbro'))).toEqual(['ø']);
  });
});

describe('selectAllState and toggleAll', () => {
  it.each([
    [['0', '10'], [], 'none', ['0', '10']],
    [['0', '10'], ['10'], 'some', ['0', '10']],
    [['0', '10'], ['0', '10'], 'all', []],
    [[], [], 'none', []],
  ])('shown %j selected %j is %s; the row makes it %j', (shown, selected, state, after) => {
    expect(selectAllState(shown, new Set(selected))).toBe(state);
    expect([...toggleAll(shown, new Set(selected))].sort()).toEqual(after);
  });

  it('leaves options the search hides as they were', () => {
    expect([...toggleAll(['90'], new Set(['0']))].sort()).toEqual(['0', '90']);
    expect([...toggleAll(['90'], new Set(['0', '90']))]).toEqual(['0']);
  });
});
