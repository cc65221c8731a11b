import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { Dialog, type DialogSize } from './dialog';

function Harness({ size, footer, map }: { size?: DialogSize; footer?: ReactNode; map?: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open photo
      </button>
      <Dialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        title="Proof of delivery"
        supportingText="Taken by the driver at 14:02"
        size={size}
        footer={footer}
        map={map}
      >
        <p>Parcel at the door</p>
        <button type="button">Zoom</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens as a named modal dialog and closes with its close button', async () => {
    renderPage(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open photo' }));
    const dialog = screen.getByRole('dialog', { name: 'Proof of delivery' });
    expect(dialog).toHaveTextContent('Parcel at the door');
    expect(dialog).toHaveTextContent('Taken by the driver at 14:02');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    renderPage(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open photo' });
    await userEvent.click(opener);
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('keeps Tab inside the dialog', async () => {
    renderPage(<Harness footer={<button type="button">Download</button>} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open photo' }));
    const dialog = screen.getByRole('dialog');
    for (let press = 0; press < 5; press += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it.each(['small', 'medium', 'large', 'full'] as const)('comes in the %s size', async (size) => {
    renderPage(<Harness size={size} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open photo' }));
    expect(screen.getByRole('dialog').closest('[data-size]')).toHaveAttribute('data-size', size);
  });

  it('shows an optional footer and map', async () => {
    renderPage(
      <Harness
        footer={<button type="button">Download</button>}
        map={<div role="img" aria-label="Map of the delivery spot" />}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open photo' }));
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Map of the delivery spot' })).toBeInTheDocument();
  });
});
