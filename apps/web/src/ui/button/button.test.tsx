import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonClassName } from './button';

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

  it('gives different looks different classes', () => {
    expect(buttonClassName({ variant: 'primary' })).not.toBe(buttonClassName({ variant: 'secondary' }));
    expect(buttonClassName({ fullWidth: true })).not.toBe(buttonClassName());
  });
});
