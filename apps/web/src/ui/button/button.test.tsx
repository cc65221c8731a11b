import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BUTTON_VARIANTS, Button, buttonClassName } from './button';

describe('Button', () => {
  it('is a plain button that does not submit forms', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button onClick={onClick}>Continue</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('cannot be pressed when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Send
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('ignores presses and submits while loading, keeping its name and focus', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <Button type="submit" isLoading onClick={onClick}>
          Confirm
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Confirm' });
    await userEvent.click(button);
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();

    rerender(
      <form onSubmit={onSubmit}>
        <Button type="submit" onClick={onClick}>
          Confirm
        </Button>
      </form>,
    );
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('marks the active state for styling', () => {
    render(<Button isActive>Knock</Button>);
    expect(screen.getByRole('button', { name: 'Knock' })).toHaveAttribute('data-active', 'true');
  });

  it('gives every variant its own look', () => {
    const looks = BUTTON_VARIANTS.map((variant) => buttonClassName({ variant }));
    expect(new Set(looks).size).toBe(BUTTON_VARIANTS.length);
    expect(buttonClassName({ fullWidth: true })).not.toBe(buttonClassName());
    expect(buttonClassName({ size: 'small' })).not.toBe(buttonClassName());
  });
});
