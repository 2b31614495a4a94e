import * as Radix from '@radix-ui/react-dropdown-menu';
import styled from 'styled-components';
import { menuTriggerStyles } from './overlay-styles';
import type { MenuProps } from './overlay-types';

const Trigger = styled(Radix.Trigger)`
  ${menuTriggerStyles}
`;

const Content = styled(Radix.Content)`
  z-index: ${({ theme }) => theme.zIndex.menu};
  min-width: 220px;
  padding: ${({ theme }) => theme.space(0.5)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Item = styled(Radix.Item)`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.targetSize}px;
  padding: ${({ theme }) => `0 ${theme.space(1.5)}`};
  border-radius: ${({ theme }) => theme.radius};
  cursor: pointer;
  user-select: none;
  outline: none;

  &[data-highlighted] {
    background: ${({ theme }) => theme.colors.subtleHover};
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
  &[data-disabled] {
    cursor: default;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * The Radix implementation of `Menu` (menu.tsx), loaded on first use; `defaultOpen` when its stand-in trigger was
 * pressed before it loaded.
 */
export function RadixMenu({
  trigger,
  'aria-label': ariaLabel,
  items,
  align = 'end',
  className,
  defaultOpen = false,
}: MenuProps & { defaultOpen?: boolean }) {
  return (
    <Radix.Root modal={false} defaultOpen={defaultOpen}>
      <Trigger aria-label={ariaLabel} className={className}>
        {trigger}
        <span aria-hidden="true">▾</span>
      </Trigger>
      {/* No portal: the open menu stays inside the trigger's landmark (the navbar), so the page keeps every piece
          of content in a landmark (axe 'region'). The popper positions it all the same. */}
      <Content align={align} sideOffset={4}>
        {items.map((item, index) => (
          <Item
            // Labels may repeat (two 'Help' entries would be a bug, not a crash).
            key={`${index}-${item.label}`}
            disabled={item.disabled}
            onSelect={item.onSelect}
          >
            {item.label}
          </Item>
        ))}
      </Content>
    </Radix.Root>
  );
}
