import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name of what holds it', () => {
    render(
      <button type="button">
        <VisuallyHidden>Close</VisuallyHidden>×
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close×' })).toBeInTheDocument();
  });
});
