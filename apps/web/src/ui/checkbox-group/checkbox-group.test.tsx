import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from '../checkbox';
import { CheckboxGroup } from './checkbox-group';

function Harness({ errorMessage }: { errorMessage?: string }) {
  const [value, setValue] = useState<string[]>(['sms']);
  return (
    <>
      <CheckboxGroup
        label="Tell me by"
        hint="Choose any"
        value={value}
        onChange={setValue}
        errorMessage={errorMessage}
      >
        <Checkbox value="sms">Text message</Checkbox>
        <Checkbox value="email">Email</Checkbox>
      </CheckboxGroup>
      <output>{value.join(',')}</output>
    </>
  );
}

describe('CheckboxGroup', () => {
  it('is a named group whose boxes add and remove their values', async () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Tell me by' });
    expect(group).toHaveAccessibleDescription('Choose any');
    await userEvent.click(screen.getByText('Email'));
    expect(screen.getByRole('status')).toHaveTextContent('sms,email');
    await userEvent.click(screen.getByText('Text message'));
    expect(screen.getByRole('status')).toHaveTextContent('email');
  });

  it('shows one error for the group in place of its hint', () => {
    render(<Harness errorMessage="Choose at least one" />);
    expect(screen.getByRole('group', { name: 'Tell me by' })).toHaveAccessibleDescription(
      'Choose at least one',
    );
  });
});
