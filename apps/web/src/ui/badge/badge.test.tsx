import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge';

describe('Badge', () => {
  it('shows its text in the chosen look', () => {
    render(<Badge variant="success">Delivered</Badge>);
    expect(screen.getByText('Delivered')).toHaveAttribute('data-variant', 'success');
  });

  it('is neutral unless told otherwise', () => {
    render(<Badge>Home delivery</Badge>);
    expect(screen.getByText('Home delivery')).toHaveAttribute('data-variant', 'neutral');
  });
});
