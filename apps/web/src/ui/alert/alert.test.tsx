import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert } from './alert';

describe('Alert', () => {
  it('shows its heading and supporting text', () => {
    render(
      <Alert variant="warning" heading="Delivery attempt failed">
        The driver will try again tomorrow.
      </Alert>,
    );
    expect(screen.getByText('Delivery attempt failed')).toBeInTheDocument();
    expect(screen.getByText('The driver will try again tomorrow.')).toBeInTheDocument();
  });

  it('interrupts screen readers only when asked to', () => {
    const { rerender } = render(<Alert variant="error" heading="Could not send" />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<Alert variant="error" heading="Could not send" role="alert" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not send');
  });
});

describe('Alert variants', () => {
  it.each(['primary', 'error', 'warning', 'success'] as const)(
    '%s shows an icon beside its heading',
    (variant) => {
      const { container } = render(<Alert variant={variant} heading="Heading" />);
      expect(container.firstChild).toHaveAttribute('data-variant', variant);
      expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    },
  );
});
