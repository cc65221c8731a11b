import { render, screen } from '@testing-library/react';
import { Input, Label, TextField } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { FieldError, FieldErrorMessage } from './field-error';

describe('FieldErrorMessage', () => {
  it('shows the message with an icon screen readers skip', () => {
    render(<FieldErrorMessage id="e1">Choose an option</FieldErrorMessage>);
    const message = screen.getByText('Choose an option').parentElement;
    expect(message).toHaveAttribute('id', 'e1');
    expect(message?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('FieldError', () => {
  it('describes an invalid field and is absent while the field is valid', () => {
    const field = (isInvalid: boolean) => (
      <TextField isInvalid={isInvalid}>
        <Label>Door code</Label>
        <Input />
        <FieldError>Use digits only</FieldError>
      </TextField>
    );
    const { rerender } = render(field(true));
    expect(screen.getByRole('textbox', { name: 'Door code' })).toHaveAccessibleDescription('Use digits only');
    rerender(field(false));
    expect(screen.queryByText('Use digits only')).toBeNull();
  });
});
