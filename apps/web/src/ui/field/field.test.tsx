import { render, screen } from '@testing-library/react';
import { Input, TextField } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { FieldHelp, FieldLabel } from './field';

function Field({ errorMessage }: { errorMessage?: string }) {
  return (
    <TextField isInvalid={Boolean(errorMessage)} validationBehavior="aria">
      <FieldLabel optionalText="optional">Door code</FieldLabel>
      <Input />
      <FieldHelp hint="We share it only with your driver" errorMessage={errorMessage} />
    </TextField>
  );
}

describe('FieldLabel and FieldHelp', () => {
  it('name the field, mark it optional and describe it with the hint', () => {
    render(<Field />);
    const input = screen.getByRole('textbox', { name: 'Door code (optional)' });
    expect(input).toHaveAccessibleDescription('We share it only with your driver');
  });

  it('show the error in place of the hint', () => {
    render(<Field errorMessage="Use digits only" />);
    const input = screen.getByRole('textbox', { name: 'Door code (optional)' });
    expect(input).toHaveAccessibleDescription('Use digits only');
    expect(input).toBeInvalid();
    expect(screen.queryByText('We share it only with your driver')).toBeNull();
  });
});
