import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './Modal';

/** A screen's own button opening a dialog (no Radix trigger), as the pickers and My Account's dialogs are opened. */
function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Select
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Select TV Size">
        <button type="button" onClick={() => setOpen(false)}>
          55"
        </button>
      </Modal>
    </>
  );
}

// First in the file: the dialog's chunk is not loaded yet.
describe('the dialog, loaded on its first opening', () => {
  it('when a dialog is opened before its chunk is in, then nothing of it is in the page until then, it shows once loaded with the screen still there, and opens at once the next time', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const opener = screen.getByRole('button', { name: 'Select' });
    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Select TV Size' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select', hidden: true })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Select TV Size' })).toBeInTheDocument();
  });
});

describe('Modal focus', () => {
  it('when a choice in the dialog closes it, then focus goes back to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Select' }));
    await user.click(await screen.findByRole('button', { name: '55"' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Select' })).toHaveFocus());
  });

  it('when Escape closes the dialog, then focus goes back to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Select' }));
    await screen.findByRole('dialog', { name: 'Select TV Size' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Select' })).toHaveFocus());
  });
});
