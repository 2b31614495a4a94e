import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { SpinnerGlyph } from './spinner';

type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'text';

const variantCss = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
      border-color: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.subtleHover};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onDanger};
    border-color: ${({ theme }) => theme.colors.danger};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.dangerHover};
      border-color: ${({ theme }) => theme.colors.dangerHover};
    }
  `,
  text: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    border-color: transparent;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.subtleHover};
    }
  `,
};

const StyledButton = styled.button<{ $variant: ButtonVariant; $square?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: ${({ theme }) => theme.targetSize}px;
  min-width: ${({ theme }) => theme.targetSize}px;
  padding: ${({ theme, $square }) => ($square ? '0' : `${theme.space(1)} ${theme.space(2)}`)};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weightBold};
  line-height: 1.2;
  cursor: pointer;
  transition:
    background-color 150ms ease,
    border-color 150ms ease;
  ${({ $variant }) => variantCss[$variant]}

  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.disabledBg};
    color: ${({ theme }) => theme.colors.disabledText};
    border-color: ${({ theme }) => theme.colors.disabledBg};
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant;
  /** Work in progress: shows a spinner, sets aria-busy and disables the button. */
  busy?: boolean;
};

export function Button({
  variant = 'primary',
  busy = false,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      {...rest}
      type={type}
      $variant={variant}
      disabled={disabled === true || busy}
      aria-busy={busy || undefined}
    >
      {busy && <SpinnerGlyph />}
      {children}
    </StyledButton>
  );
}

export type IconButtonProps = Omit<ComponentPropsWithRef<'button'>, 'aria-label' | 'children'> & {
  /** An icon-only button has no visible text, so its accessible name is required. */
  'aria-label': string;
  /** The icon; hidden from assistive technology. */
  children: ReactNode;
  variant?: ButtonVariant;
};

export function IconButton({
  variant = 'text',
  type = 'button',
  children,
  ...rest
}: IconButtonProps) {
  return (
    <StyledButton {...rest} type={type} $variant={variant} $square>
      <span aria-hidden="true">{children}</span>
    </StyledButton>
  );
}
