import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import { TextArea } from './text-area';

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
    <TextArea
      label="Instructions"
      hint="For example: the door code"
      value={value}
      onChange={setValue}
      maxLength={maxLength}
      errorMessage={errorMessage}
    />
  );
}

describe('TextArea', () => {
  afterEach(() => vi.useRealTimers());

  it('is a multi-line field named by its label, described by its hint and what is left', () => {
    renderPage(<Harness maxLength={20} />);
    const field = screen.getByRole('textbox', { name: 'Instructions' });
    expect(field.tagName).toBe('TEXTAREA');
    expect(field).toHaveAccessibleDescription('For example: the door code 20 characters left');
  });

  it('counts down what is left as the recipient types', async () => {
    renderPage(<Harness maxLength={20} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Instructions' }), 'Ring twice');
    expect(screen.getByText('10 characters left')).toBeInTheDocument();
  });

  it('cuts pasted text to the maximum and says so', async () => {
    renderPage(<Harness maxLength={10} />);
    const field = screen.getByRole('textbox', { name: 'Instructions' });
    await userEvent.click(field);
    await userEvent.paste('Ring twice, the bell is quiet');
    expect(field).toHaveValue('Ring twice');
    expect(screen.getByText('Shortened to 10 characters')).toBeInTheDocument();
  });

  it('cuts a value given longer than the maximum', () => {
    renderPage(<Harness initial="Leave it by the back door" maxLength={5} />);
    expect(screen.getByRole('textbox', { name: 'Instructions' })).toHaveValue('Leave');
  });

  it('announces what is left politely, only once typing pauses', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage(<Harness maxLength={20} />);
    const live = document.querySelector('[aria-live="polite"]');
    expect(live).toHaveTextContent('');
    await userEvent.type(screen.getByRole('textbox', { name: 'Instructions' }), 'abc');
    expect(live).toHaveTextContent('');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(live).toHaveTextContent('17 characters left');
  });

  it('has no counter without a maximum', () => {
    renderPage(<Harness />);
    expect(screen.queryByText(/characters left/)).toBeNull();
  });

  it('shows an error in place of the hint', () => {
    renderPage(<Harness maxLength={20} errorMessage="Too long" />);
    const field = screen.getByRole('textbox', { name: 'Instructions' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Too long 20 characters left');
  });
});
