import { useId } from 'react';
import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.targetSize}px;
`;

const Label = styled.label<{ $disabled: boolean }>`
  flex: 1;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  color: ${({ theme }) => theme.colors.text};
`;

// The visible track is smaller than the target; the button's padding makes up the 44/64 px.
// A plain button with role="switch" (WAI-ARIA's switch pattern): a button already toggles with Space and Enter
// and is skipped while disabled. No library: it is on every first load through @care/shared (docs/performance.md).
const Root = styled.button`
  all: unset;
  box-sizing: border-box;
  position: relative;
  flex: none;
  display: inline-flex;
  align-items: center;
  width: ${({ theme }) => theme.targetSize * 1.3}px;
  height: ${({ theme }) => theme.targetSize}px;
  cursor: pointer;

  &::before {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    top: 50%;
    height: ${({ theme }) => theme.targetSize * 0.6}px;
    transform: translateY(-50%);
    border-radius: 999px;
    border: 2px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    transition: background-color 150ms ease;
  }
  &[data-state='checked']::before {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.focusRingWidth}px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: 999px;
  }
`;

const Thumb = styled.span`
  position: relative;
  display: block;
  width: ${({ theme }) => theme.targetSize * 0.44}px;
  height: ${({ theme }) => theme.targetSize * 0.44}px;
  margin-left: ${({ theme }) => theme.targetSize * 0.08}px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.textMuted};
  transition: transform 150ms ease;

  &[data-state='checked'] {
    background: ${({ theme }) => theme.colors.onPrimary};
    transform: translateX(${({ theme }) => theme.targetSize * (1.3 - 0.44 - 0.16)}px);
  }
`;

export interface SwitchProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  id?: string;
  name?: string;
  className?: string;
  /** The switch button (a form focuses it when its field is in error). */
  ref?: Ref<HTMLButtonElement>;
  onBlur?: () => void;
}

/** An on/off switch (role="switch"); the label is clickable; Space and Enter toggle it. */
export function Switch({
  label,
  checked,
  onCheckedChange,
  disabled = false,
  id,
  name,
  className,
  ref,
  onBlur,
}: SwitchProps) {
  const generated = useId();
  const switchId = id ?? generated;
  return (
    <Row className={className}>
      <Label htmlFor={switchId} $disabled={disabled}>
        {label}
      </Label>
      <Root
        ref={ref}
        type="button"
        role="switch"
        aria-checked={checked}
        data-state={checked ? 'checked' : 'unchecked'}
        onClick={() => onCheckedChange(!checked)}
        onBlur={onBlur}
        id={switchId}
        name={name}
        value={checked ? 'on' : 'off'}
        disabled={disabled}
      >
        <Thumb data-state={checked ? 'checked' : 'unchecked'} aria-hidden />
      </Root>
    </Row>
  );
}
