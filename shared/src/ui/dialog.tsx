import type { ReactNode } from 'react';
import { Button } from './button';
import { useOverlays } from './overlay-loader';
import type { DialogProps } from './overlay-types';

export type { DialogProps } from './overlay-types';

/**
 * A modal dialog: focus is trapped inside and returns to the opener on close. Its implementation loads when it
 * first opens (overlay-loader.ts): a closed dialog costs nothing.
 */
export function Dialog(props: DialogProps) {
  const overlays = useOverlays(props.open);
  return overlays ? <overlays.Dialog {...props} /> : null;
}

export interface ConfirmDialogProps {
  /** Defaults to true, so a caller may also render the dialog only while asking. */
  open?: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** Also called on Escape and on a click outside. */
  onCancel: () => void;
  /** The confirm button uses the danger style (deletions). */
  danger?: boolean;
  /** The confirm action is running. */
  busy?: boolean;
}

export function ConfirmDialog({
  open = true,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  danger = false,
  busy = false,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={title}
      description={message}
      maxWidth={480}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} busy={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
