import { isValidElement } from 'react';
import type { ReactElement } from 'react';
import styled, { css } from 'styled-components';

// What an overlay looks like before its Radix implementation has loaded (overlay-loader.ts) is what it looks like
// after: the menu's trigger button and a tooltip's wrapper of a disabled element are the same in both.

export const menuTriggerStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: ${({ theme }) => theme.targetSize}px;
  min-width: ${({ theme }) => theme.targetSize}px;
  padding: ${({ theme }) => `0 ${theme.space(1.5)}`};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weightBold};
  cursor: pointer;

  &:hover,
  &[data-state='open'] {
    background: ${({ theme }) => theme.colors.subtleHover};
    color: ${({ theme }) => theme.colors.text};
  }
`;

// A disabled button fires no pointer or focus events, so a focusable span receives them instead.
export const DisabledWrapper = styled.span`
  display: inline-flex;
  border-radius: ${({ theme }) => theme.radius};

  & > :disabled {
    pointer-events: none;
  }
`;

function isDisabledElement(element: ReactElement): boolean {
  const props: unknown = element.props;
  return (
    typeof props === 'object' && props !== null && 'disabled' in props && props.disabled === true
  );
}

/** A tooltip's children as they render: a disabled element inside the focusable wrapper. */
export function needsDisabledWrapper(children: ReactElement): boolean {
  return isValidElement(children) && isDisabledElement(children);
}
