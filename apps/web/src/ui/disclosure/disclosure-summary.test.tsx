import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DisclosureSummary } from './disclosure-summary';

describe('DisclosureSummary', () => {
  it('opens its details by the browser alone, keeping its own class and name', async () => {
    render(
      <details>
        <DisclosureSummary className="own" aria-label="Menu">
          ☰
        </DisclosureSummary>
        <p>Opened text</p>
      </details>,
    );
    const summary = screen.getByText('☰');
    expect(summary.tagName).toBe('SUMMARY');
    expect(summary.classList).toContain('own');
    expect(summary.classList.length).toBe(2);
    expect(summary).toHaveAttribute('aria-label', 'Menu');
    await userEvent.click(summary);
    expect(summary.closest('details')).toHaveAttribute('open');
  });
});
