import { INPUT_MAX_LENGTH } from '../../config/page-constants';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { TextInput } from './text-input';

function Harness({
  initial = '',
  maxLength,
  errorMessage,
}: {
  initial?: string;
  maxLength?: number;
  errorMessage?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <TextInput
      label="Door code"
      hint="Shared only with your driver"
      value={value}
      onChange={setValue}
      maxLength={maxLength}
      errorMessage={errorMessage}
    />
  );
}

describe('TextInput', () => {
  it('is named by its label and described by its hint', () => {
    renderPage(<Harness />);
    expect(screen.getByRole('textbox', { name: 'Door code' })).toHaveAccessibleDescription(
      'Shared only with your driver',
    );
  });

  it(`allows ${INPUT_MAX_LENGTH} characters by default and cuts what is longer`, async () => {
    renderPage(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Door code' });
    expect(input).toHaveAttribute('maxlength', String(INPUT_MAX_LENGTH));
    await userEvent.click(input);
    await userEvent.paste('x'.repeat(INPUT_MAX_LENGTH + 20));
    expect(input).toHaveValue('x'.repeat(INPUT_MAX_LENGTH));
  });

  it('cuts to a given maximum', async () => {
    renderPage(<Harness maxLength={4} />);
    const input = screen.getByRole('textbox', { name: 'Door code' });
    await userEvent.type(input, '123456');
    expect(input).toHaveValue('1234');
  });

  it('clears with its clear button and gives focus back to the field', async () => {
    renderPage(<Harness initial="4521" />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    const input = screen.getByRole('textbox', { name: 'Door code' });
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it('shows an error in place of the hint', () => {
    renderPage(<Harness errorMessage="Use digits only" />);
    const input = screen.getByRole('textbox', { name: 'Door code' });
    expect(input).toHaveAccessibleDescription('Use digits only');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Shared only with your driver')).toBeNull();
  });
});
