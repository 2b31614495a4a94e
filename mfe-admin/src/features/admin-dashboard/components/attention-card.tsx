import type { Key, ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '@care/shared';

const Count = styled.span<{ $alert: boolean }>`
  display: inline-block;
  min-width: 2.5ch;
  margin-right: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.h2};
  font-weight: ${({ theme }) => theme.font.weightBold};
  color: ${({ theme, $alert }) => ($alert ? theme.colors.severity.error.fg : theme.colors.text)};
`;

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => `${theme.space(0.5)} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.disabledBg};
  }
`;

export interface AttentionCardProps<Item> {
  title: string;
  count: number;
  /** Said when the count is zero. */
  none: string;
  /** The first few items, one a line. */
  items: readonly Item[];
  itemKey: (item: Item) => Key;
  renderItem: (item: Item) => ReactNode;
  /** What follows the list (a link to all of them, a note). */
  children?: ReactNode;
}

/** A card of what needs attention, titled with its count (in the error colour when above zero). */
export function AttentionCard<Item>({
  title,
  count,
  none,
  items,
  itemKey,
  renderItem,
  children,
}: AttentionCardProps<Item>) {
  return (
    <Card
      title={
        <>
          <Count $alert={count > 0}>{count}</Count>
          {title}
        </>
      }
    >
      {count === 0 ? (
        <p>{none}</p>
      ) : (
        <Items>
          {items.map((item) => (
            <li key={itemKey(item)}>{renderItem(item)}</li>
          ))}
        </Items>
      )}
      {children}
    </Card>
  );
}
