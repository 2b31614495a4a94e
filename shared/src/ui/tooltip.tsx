import { isValidElement } from 'react';
import type { ReactElement, ReactNode } from 'react';
import * as RadixTooltip from '@radix-ui/react-tooltip';
import styled from 'styled-components';

const Content = styled(RadixTooltip.Content)`
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  max-width: 320px;
  padding: ${({ theme }) => `${theme.space(0.75)} ${theme.space(1.25)}`};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.font.size.sm};
  box-shadow: ${({ theme }) => theme.shadow};
`;

// A disabled button fires no pointer or focus events, so a focusable span receives them instead.
const DisabledWrapper = styled.span`
  display: inline-flex;
  border-radius: ${({ theme }) => theme.radius};

  & > :disabled {
    pointer-events: none;
  }
`;

export interface TooltipProps {
  content: ReactNode;
  /** One element that forwards its ref (a Button, a native element). */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  delayDuration?: number;
}

function isDisabledElement(element: ReactElement): boolean {
  const props: unknown = element.props;
  return (
    typeof props === 'object' && props !== null && 'disabled' in props && props.disabled === true
  );
}

/** Shows `content` on hover and keyboard focus; works on disabled buttons too. */
export function Tooltip({ content, children, side = 'top', delayDuration = 300 }: TooltipProps) {
  const wrap = isValidElement(children) && isDisabledElement(children);
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>
          {wrap ? <DisabledWrapper tabIndex={0}>{children}</DisabledWrapper> : children}
        </RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <Content side={side} sideOffset={6}>
            {content}
          </Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
