import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RadioGroup } from './radio-group';

const options = [
  { value: 'knock', label: 'Knock', description: 'A knock on the door' },
  { value: 'bell', label: 'Doorbell' },
  { value: 'none', label: 'Nothing' },
] as const;

function Harness({ errorMessage, isDisabled }: { errorMessage?: string; isDisabled?: boolean }) {
  const [value, setValue] = useState<(typeof options)[number]['value'] | null>(null);
  return (
    <RadioGroup
      label="At the door"
      hint="The driver does this when they arrive"
      options={options}
      value={value}
      onChange={setValue}
      errorMessage={errorMessage}
      isDisabled={isDisabled}
      appearance="cards"
    />
  );
}

describe('RadioGroup', () => {
  it('is a named radio group with a described option per choice', () => {
    render(<Harness />);
    const group = screen.getByRole('radiogroup', { name: 'At the door' });
    expect(group).toHaveAccessibleDescription('The driver does this when they arrive');
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    // Each option is described by its own line, then by the group's hint.
    expect(screen.getByRole('radio', { name: 'Knock' })).toHaveAccessibleDescription(
      'A knock on the door The driver does this when they arrive',
    );
  });

  it('chooses by click and moves the choice with the arrow keys', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByText('Knock'));
    expect(screen.getByRole('radio', { name: 'Knock' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Doorbell' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Doorbell' })).toHaveFocus();
  });

  it('shows an error for the group in place of the hint', () => {
    render(<Harness errorMessage="Choose what the driver does" />);
    const group = screen.getByRole('radiogroup', { name: 'At the door' });
    expect(group).toHaveAccessibleDescription('Choose what the driver does');
    expect(group).toHaveAttribute('aria-invalid', 'true');
  });

  it('cannot be changed when disabled', async () => {
    render(<Harness isDisabled />);
    await userEvent.click(screen.getByText('Knock'));
    expect(screen.getByRole('radio', { name: 'Knock' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Knock' })).toBeDisabled();
  });
});
