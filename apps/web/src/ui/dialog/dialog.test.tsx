import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

function Harness() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open photo
      </button>
      <Dialog isOpen={isOpen} onOpenChange={setOpen} title="Proof of delivery" closeLabel="Close">
        <p>Parcel at the door</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens as a named modal dialog and closes with its close button', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open photo' }));
    const dialog = screen.getByRole('dialog', { name: 'Proof of delivery' });
    expect(dialog).toHaveTextContent('Parcel at the door');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open photo' });
    await userEvent.click(opener);
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
