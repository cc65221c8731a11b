import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageSpinner, Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status with its label as accessible name', () => {
    render(<Spinner label="Loading" />);
    expect(screen.getByRole('status', { name: 'Loading' })).toHaveTextContent('Loading');
  });

  it('has a page variant that wraps the spinner', () => {
    render(<PageSpinner label="Indlæser" />);
    expect(screen.getByTestId('page-spinner')).toContainElement(screen.getByRole('status'));
    expect(screen.getByRole('status')).toHaveTextContent('Indlæser');
  });
});
