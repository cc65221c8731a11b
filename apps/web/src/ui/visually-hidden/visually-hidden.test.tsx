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

describe('VisuallyHidden as a block', () => {
  it('holds block content such as a table, still read by screen readers', () => {
    render(
      <VisuallyHidden as="div">
        <table>
          <caption>Estimates</caption>
          <tbody>
            <tr>
              <td>13:10</td>
            </tr>
          </tbody>
        </table>
      </VisuallyHidden>,
    );
    expect(screen.getByRole('table', { name: 'Estimates' }).parentElement?.tagName).toBe('DIV');
  });
});
