import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { englishI18n } from '../../test/render';
import { SelectList } from './select-list';
import type { SelectGroup } from './select-list-options';

const groups: SelectGroup[] = [
  {
    id: 'received',
    label: 'Received',
    options: [
      { id: '0', label: 'Order received' },
      { id: '10', label: 'At the terminal' },
    ],
  },
  {
    id: 'delivered',
    label: 'Delivered',
    options: [
      { id: '90', label: 'Delivered to your door', description: 'Code 90' },
      { id: '91', label: 'Delivered to a neighbour' },
    ],
  },
];

function Multiple({ initial = [] }: { initial?: string[] }) {
  const [value, setValue] = useState<Set<string>>(new Set(initial));
  return (
    <I18nextProvider i18n={englishI18n()}>
      <SelectList
        label="Statuses"
        groups={groups}
        selectionMode="multiple"
        value={value}
        onChange={setValue}
      />
      <output>{[...value].sort().join(',')}</output>
    </I18nextProvider>
  );
}

function Single() {
  const [value, setValue] = useState<string | null>('0');
  return (
    <I18nextProvider i18n={englishI18n()}>
      <SelectList label="Status" groups={groups} selectionMode="single" value={value} onChange={setValue} />
      <output>{value}</output>
    </I18nextProvider>
  );
}

const options = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('SelectList', () => {
  it('shows the options under their group titles, the list named by its label', () => {
    render(<Multiple />);
    const list = screen.getByRole('listbox', { name: 'Statuses' });
    const delivered = within(list).getByRole('group', { name: 'Delivered' });
    expect(within(delivered).getAllByRole('option')).toHaveLength(2);
    expect(screen.getByRole('option', { name: 'Delivered to your door' })).toHaveAccessibleDescription(
      'Code 90',
    );
  });

  it('filters by text whatever the case, hides emptied groups, and says when nothing matches', async () => {
    render(<Multiple />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Statuses' }), 'DELIVERED TO');
    expect(options()).toEqual(['Delivered to your doorCode 90', 'Delivered to a neighbour']);
    expect(screen.queryByRole('group', { name: 'Received' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox'), 'x');
    expect(screen.queryByRole('option', { name: /Delivered|received|terminal/ })).not.toBeInTheDocument();
    expect(screen.getByText('Nothing matches “DELIVERED TOx”')).toBeVisible();
  });

  it('selects several with Select all, then clears them with Deselect all', async () => {
    render(<Multiple initial={['10']} />);
    const selectAll = screen.getByRole('checkbox', { name: 'Select all' });
    expect(selectAll).toBePartiallyChecked();
    await userEvent.click(screen.getByText('Select all'));
    expect(screen.getByRole('status')).toHaveTextContent('0,10,90,91');
    expect(screen.getByText('4 of 4 selected')).toBeVisible();
    await userEvent.click(screen.getByText('Deselect all'));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('selects all of what the search shows and leaves hidden options alone', async () => {
    render(<Multiple initial={['0']} />);
    await userEvent.type(screen.getByRole('searchbox'), 'neighbour');
    await userEvent.click(screen.getByText('Select all'));
    expect(screen.getByRole('status')).toHaveTextContent('0,91');
  });

  it('goes from the search to the list with Tab, through it with the arrow keys, and toggles with Enter', async () => {
    render(<Multiple />);
    await userEvent.click(screen.getByRole('searchbox'));
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('option', { name: 'Order received' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('10');
    expect(screen.getByRole('option', { name: 'At the terminal' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps one choice in single mode, with no Select all row', async () => {
    render(<Single />);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Delivered to a neighbour' }));
    expect(screen.getByRole('status')).toHaveTextContent('91');
    await userEvent.click(screen.getByRole('option', { name: 'Delivered to a neighbour' }));
    expect(screen.getByRole('status')).toHaveTextContent('91');
  });
});
