import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import { ConfirmDialog } from './confirm-dialog';

function Harness(props: Partial<Parameters<typeof ConfirmDialog>[0]>) {
  const [isOpen, setOpen] = useState(true);
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={setOpen}
      title="Replace your feedback?"
      supportingText="Your earlier rating will be replaced."
      {...props}
    />
  );
}

describe('ConfirmDialog', () => {
  it('has a Cancel button in the page language by default, which closes it', async () => {
    renderPage(<Harness />);
    expect(screen.getByRole('dialog', { name: 'Replace your feedback?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('takes its own cancel text', () => {
    renderPage(<Harness cancelLabel="Keep it" />);
    expect(screen.getByRole('button', { name: 'Keep it' })).toBeInTheDocument();
  });

  it('confirms with a primary or destructive button', async () => {
    const onConfirm = vi.fn();
    renderPage(<Harness confirmLabel="Delete" confirmVariant="destructive" onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('ignores the confirm button while it is loading', async () => {
    const onConfirm = vi.fn();
    renderPage(<Harness confirmLabel="Replace" onConfirm={onConfirm} isConfirmLoading />);
    const confirm = screen.getByRole('button', { name: 'Replace' });
    await userEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
  });

  it('says which step it is on', () => {
    renderPage(<Harness step={{ current: 2, total: 3 }} />);
    expect(screen.getByRole('dialog')).toHaveTextContent('Step 2 of 3');
  });
});
