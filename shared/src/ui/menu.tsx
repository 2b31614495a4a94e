import type { ReactNode } from 'react';
import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import styled from 'styled-components';

export interface MenuItem {
  label: string;
  onSelect?: () => void;
  disabled?: boolean;
}

const Trigger = styled(RadixMenu.Trigger)`
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

const Content = styled(RadixMenu.Content)`
  z-index: ${({ theme }) => theme.zIndex.menu};
  min-width: 220px;
  padding: ${({ theme }) => theme.space(0.5)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Item = styled(RadixMenu.Item)`
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

export interface MenuProps {
  /** The trigger button's content: a text label or an icon. */
  trigger: ReactNode;
  /** Needed when `trigger` is not text (an icon), else the button has no name. */
  'aria-label'?: string;
  items: readonly MenuItem[];
  align?: 'start' | 'center' | 'end';
  className?: string;
}

/** A button opening a menu; opens with click, Enter, Space or the arrow keys; Escape closes it. */
export function Menu({
  trigger,
  'aria-label': ariaLabel,
  items,
  align = 'end',
  className,
}: MenuProps) {
  return (
    <RadixMenu.Root modal={false}>
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
    </RadixMenu.Root>
  );
}
