import * as Radix from '@radix-ui/react-tooltip';
import styled from 'styled-components';
import { DisabledWrapper, needsDisabledWrapper } from './overlay-styles';
import type { TooltipProps } from './overlay-types';

const Content = styled(Radix.Content)`
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  max-width: 320px;
  padding: ${({ theme }) => `${theme.space(0.75)} ${theme.space(1.25)}`};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.font.size.sm};
  box-shadow: ${({ theme }) => theme.shadow};
`;

/** The Radix implementation of `Tooltip` (tooltip.tsx), loaded on first use. */
export function RadixTooltip({
  content,
  children,
  side = 'top',
  delayDuration = 300,
  container,
}: TooltipProps) {
  const wrap = needsDisabledWrapper(children);
  return (
    <Radix.Provider delayDuration={delayDuration}>
      <Radix.Root>
        <Radix.Trigger asChild>
          {wrap ? <DisabledWrapper tabIndex={0}>{children}</DisabledWrapper> : children}
        </Radix.Trigger>
        <Radix.Portal container={container}>
          <Content side={side} sideOffset={6}>
            {content}
          </Content>
        </Radix.Portal>
      </Radix.Root>
    </Radix.Provider>
  );
}
