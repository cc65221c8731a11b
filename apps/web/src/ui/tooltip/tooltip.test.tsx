import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { matchMediaQuery, renderPage } from '../../test/render';
import { DESKTOP_QUERY, Tooltip } from './tooltip';

const originalMatchMedia = window.matchMedia;

function renderTooltip() {
  return renderPage(
    <>
      <p>Signature required</p>
      <Tooltip label="About signatures">Nordic Home asks for a signature on every delivery.</Tooltip>
    </>,
  );
}

describe('Tooltip', () => {
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
  });

  it('on desktop, pops up on keyboard focus and describes its button', async () => {
    matchMediaQuery(DESKTOP_QUERY);
    renderTooltip();
    await userEvent.tab();
    const trigger = screen.getByRole('button', { name: 'About signatures' });
    expect(trigger).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Nordic Home asks for a signature on every delivery.');
    expect(trigger).toHaveAccessibleDescription('Nordic Home asks for a signature on every delivery.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('on desktop, closes on Escape', async () => {
    matchMediaQuery(DESKTOP_QUERY);
    renderTooltip();
    await userEvent.tab();
    await screen.findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('on tablets and phones, opens a small dialog with a Close button that gives focus back', async () => {
    matchMediaQuery(null);
    renderTooltip();
    const trigger = screen.getByRole('button', { name: 'About signatures' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'About signatures' });
    expect(dialog).toHaveTextContent('Nordic Home asks for a signature on every delivery.');
    expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});
