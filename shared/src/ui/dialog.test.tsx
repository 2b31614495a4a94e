import { useRef, useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';
import { ConfirmDialog, Dialog } from './dialog';
import type { DialogProps } from './dialog';
import { TextField } from './fields';
import { axeViolations, renderWithTheme } from '../testing';

function Harness(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open gallery</Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Manage PictureBook"
        actions={<Button onClick={() => setOpen(false)}>Close</Button>}
        {...props}
      >
        <TextField label="Caption" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a modal dialog named by its title, described by its description', async () => {
    renderWithTheme(<Harness description="Select pictures to delete" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open gallery' }));
    const dialog = screen.getByRole('dialog', { name: 'Manage PictureBook' });
    expect(dialog).toHaveAccessibleDescription('Select pictures to delete');
    expect(screen.getByRole('heading', { name: 'Manage PictureBook' })).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('moves focus inside, traps Tab, and closes on Escape returning focus to the opener', async () => {
    renderWithTheme(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open gallery' });
    await userEvent.click(opener);
    const caption = screen.getByRole('textbox', { name: 'Caption' });
    const close = screen.getByRole('button', { name: 'Close' });
    expect(caption).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(caption).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(close).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('with preventEscapeClose stays open on Escape and closes through its own button', async () => {
    renderWithTheme(<Harness preventEscapeClose />);
    await userEvent.click(screen.getByRole('button', { name: 'Open gallery' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Manage PictureBook' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('with initialFocus starts on that element (a heading) and still returns focus to the opener', async () => {
    function Focused() {
      const [open, setOpen] = useState(false);
      const heading = useRef<HTMLHeadingElement>(null);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Open the day</Button>
          <Dialog open={open} onOpenChange={setOpen} title="Everything" initialFocus={heading}>
            <Button onClick={() => setOpen(false)}>Close</Button>
            <h3 ref={heading} tabIndex={-1}>
              Calls
            </h3>
          </Dialog>
        </>
      );
    }
    renderWithTheme(<Focused />);
    const opener = screen.getByRole('button', { name: 'Open the day' });
    await userEvent.click(opener);
    expect(screen.getByRole('heading', { name: 'Calls' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('renders nothing while closed', () => {
    renderWithTheme(<Dialog open={false} onOpenChange={jest.fn()} title="Upload Picture" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  const message = 'Are you sure you want to delete 2 selected image(s)?';

  it('asks, with Cancel by default first and focused, and confirms', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    renderWithTheme(
      <ConfirmDialog
        open
        title="Confirm Deletion"
        message={message}
        confirmLabel="Delete"
        onConfirm={onConfirm}
        onCancel={onCancel}
        danger
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Confirm Deletion' });
    expect(dialog).toHaveAccessibleDescription(message);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels with its Cancel button and with Escape, and takes another cancel label', async () => {
    const onCancel = jest.fn();
    renderWithTheme(
      <ConfirmDialog
        title="Discard Selections?"
        message="You have selected 1 image(s). Are you sure you want to close without taking action?"
        confirmLabel="Yes, Close"
        cancelLabel="Keep"
        onConfirm={jest.fn()}
        onCancel={onCancel}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Keep' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('shows busy on the confirm button', () => {
    renderWithTheme(
      <ConfirmDialog
        title="Confirm"
        message="Sure?"
        confirmLabel="Delete"
        onConfirm={jest.fn()}
        onCancel={jest.fn()}
        busy
      />,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveAttribute('aria-busy', 'true');
  });

  it('stacks on top of a dialog that ignores Escape: Escape closes only the confirmation', async () => {
    function Gallery() {
      const [asking, setAsking] = useState(false);
      return (
        <Dialog open onOpenChange={jest.fn()} title="Manage PictureBook" preventEscapeClose>
          <Button onClick={() => setAsking(true)}>Close gallery</Button>
          <ConfirmDialog
            open={asking}
            title="Discard Selections?"
            message="Sure?"
            confirmLabel="Yes, Close"
            onConfirm={jest.fn()}
            onCancel={() => setAsking(false)}
          />
        </Dialog>
      );
    }
    renderWithTheme(<Gallery />);
    await userEvent.click(screen.getByRole('button', { name: 'Close gallery' }));
    expect(screen.getByRole('dialog', { name: 'Discard Selections?' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Discard Selections?' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Manage PictureBook' })).toBeInTheDocument();
  });
});
