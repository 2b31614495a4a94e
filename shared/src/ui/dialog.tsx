import { useRef } from 'react';
import type { ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import styled, { keyframes } from 'styled-components';
import { Button } from './button';
import { widthOf } from './theme';
import type { WidthName } from './theme';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.colors.overlay};
  z-index: ${({ theme }) => theme.zIndex.dialog};
  animation: ${fadeIn} 150ms ease-out;
`;

const Content = styled(RadixDialog.Content)<{
  $maxWidth: WidthName | number;
  $fullScreen: boolean;
}>`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  display: flex;
  flex-direction: column;
  width: ${({ $fullScreen }) => ($fullScreen ? '100vw' : 'calc(100vw - 32px)')};
  max-width: ${({ theme, $maxWidth, $fullScreen }) =>
    $fullScreen ? '100vw' : widthOf(theme, $maxWidth)};
  max-height: ${({ $fullScreen }) => ($fullScreen ? '100vh' : 'calc(100vh - 32px)')};
  height: ${({ $fullScreen }) => ($fullScreen ? '100vh' : 'auto')};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme, $fullScreen }) => ($fullScreen ? '0' : theme.radius)};
  box-shadow: ${({ theme }) => theme.shadow};
  animation: ${fadeIn} 150ms ease-out;

  &:focus {
    outline: none;
  }
`;

const Title = styled(RadixDialog.Title)`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)} ${theme.space(1)}`};
  font-size: ${({ theme }) => theme.font.size.h2};
`;

const Description = styled(RadixDialog.Description)`
  margin: 0;
  padding: ${({ theme }) => `0 ${theme.space(3)} ${theme.space(1)}`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Body = styled.div`
  flex: 1;
  overflow: auto;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
`;

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom, right-aligned. */
  actions?: ReactNode;
  /** Escape does not close the dialog (the picture gallery, spec 2.13). */
  preventEscapeClose?: boolean;
  /** A click on the backdrop does not close the dialog. */
  preventOutsideClose?: boolean;
  maxWidth?: WidthName | number;
  /** Fill the viewport (full-screen image preview). */
  fullScreen?: boolean;
  className?: string;
}

/** A modal dialog: focus is trapped inside and returns to the opener on close. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  actions,
  preventEscapeClose = false,
  preventOutsideClose = false,
  maxWidth = 'sm',
  fullScreen = false,
  className,
}: DialogProps) {
  const hasDescription = description !== undefined && description !== null;
  // Radix returns focus only to its own Dialog.Trigger; our callers open dialogs from any button.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <Overlay />
        <Content
          className={className}
          $maxWidth={maxWidth}
          $fullScreen={fullScreen}
          onOpenAutoFocus={() => {
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener.current?.isConnected === true) opener.current.focus();
            opener.current = null;
          }}
          onEscapeKeyDown={preventEscapeClose ? (event) => event.preventDefault() : undefined}
          onPointerDownOutside={preventOutsideClose ? (event) => event.preventDefault() : undefined}
          // Radix warns when there is no description unless told explicitly that there is none.
          {...(hasDescription ? {} : { 'aria-describedby': undefined })}
        >
          <Title>{title}</Title>
          {hasDescription && <Description>{description}</Description>}
          {children !== undefined && <Body>{children}</Body>}
          {actions !== undefined && <Actions>{actions}</Actions>}
        </Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
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
