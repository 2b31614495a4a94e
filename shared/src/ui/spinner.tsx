import styled, { keyframes } from 'styled-components';
import { UI_TEXTS } from './ui-texts';
import { VisuallyHidden } from './visually-hidden';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** The spinning ring alone, hidden from assistive technology (the caller announces the state). */
export const SpinnerGlyph = styled.span.attrs({ 'aria-hidden': true })<{ $size?: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => ($size === undefined ? '1.25em' : `${$size}px`)};
  height: ${({ $size }) => ($size === undefined ? '1.25em' : `${$size}px`)};
  border: 0.18em solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.75s linear infinite;
`;

export interface SpinnerProps {
  /** Read by screen readers; not shown. */
  label?: string;
  /** Diameter in px; defaults to the text size. */
  size?: number;
  className?: string;
}

export function Spinner({ label, size, className }: SpinnerProps) {
  return (
    <span role="status" className={className}>
      <SpinnerGlyph $size={size} />
      <VisuallyHidden>{label ?? UI_TEXTS.loading}</VisuallyHidden>
    </span>
  );
}

const LoaderBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 60vh;
  padding: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.lg};
  text-align: center;
`;

/** A centred spinner with a visible text: 'Preparing your experience...', 'Loading...' (spec 2.2). */
export function FullPageLoader({ text }: { text: string }) {
  return (
    <LoaderBox role="status" aria-live="polite">
      <SpinnerGlyph $size={48} />
      <span>{text}</span>
    </LoaderBox>
  );
}
