import { useRef } from 'react';
import * as Radix from '@radix-ui/react-dialog';
import styled, { keyframes } from 'styled-components';
import { widthOf } from './theme';
import type { WidthName } from './theme';
import type { DialogProps } from './overlay-types';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const Overlay = styled(Radix.Overlay)`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.colors.overlay};
  z-index: ${({ theme }) => theme.zIndex.dialog};
  animation: ${fadeIn} 150ms ease-out;
`;

const Content = styled(Radix.Content)<{
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

const Title = styled(Radix.Title)`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)} ${theme.space(1)}`};
  font-size: ${({ theme }) => theme.font.size.h2};
`;

const Description = styled(Radix.Description)`
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

/** The Radix implementation of `Dialog` (dialog.tsx), loaded on first use. */
export function RadixDialog({
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
  initialFocus,
  className,
}: DialogProps) {
  const hasDescription = description !== undefined && description !== null;
  // Radix returns focus only to its own Dialog.Trigger; our callers open dialogs from any button.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Radix.Root open={open} onOpenChange={onOpenChange}>
      <Radix.Portal>
        <Overlay />
        <Content
          className={className}
          $maxWidth={maxWidth}
          $fullScreen={fullScreen}
          onOpenAutoFocus={(event) => {
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
            const first = initialFocus?.current;
            if (first) {
              event.preventDefault();
              first.focus();
            }
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
      </Radix.Portal>
    </Radix.Root>
  );
}
