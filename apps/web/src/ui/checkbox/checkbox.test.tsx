import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';

function Harness() {
  const [isSelected, setSelected] = useState(false);
  return (
    <Checkbox isSelected={isSelected} onChange={setSelected} description="The driver waits for you">
      Hand it to me in person
    </Checkbox>
  );
}

describe('Checkbox', () => {
  it('is named by its label, described by its description, and toggles on click and Space', async () => {
    render(<Harness />);
    const box = screen.getByRole('checkbox', { name: 'Hand it to me in person' });
    expect(box).toHaveAccessibleDescription('The driver waits for you');
    await userEvent.click(screen.getByText('Hand it to me in person'));
    expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('shows the indeterminate ("intermediate") state as mixed', () => {
    render(<Checkbox isIndeterminate>Some stops</Checkbox>);
    expect(screen.getByRole('checkbox', { name: 'Some stops' })).toBePartiallyChecked();
  });

  it('cannot be changed when disabled, and keeps its state', async () => {
    const onChange = vi.fn();
    render(
      <Checkbox isSelected isDisabled onChange={onChange}>
        Signature required
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox', { name: 'Signature required' });
    await userEvent.click(screen.getByText('Signature required'));
    expect(onChange).not.toHaveBeenCalled();
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
  });

  it('shows an error and marks itself invalid', () => {
    render(<Checkbox errorMessage="Could not be saved">In person</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'In person' });
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Could not be saved');
  });
});
