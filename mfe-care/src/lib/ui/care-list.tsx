import { useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Card } from '@care/shared';
import type { NavigateFn } from '@care/shared';

/** The items of a person's care list (appointments, medications), one under the other. */
export const ItemList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

/** Chips side by side, wrapping (a person's facts, a legend). */
export const InlineList = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
`;

/** One entry of a day's list (a dose, a meal): its parts side by side, wrapping, a rule below. */
export const DayRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  padding: ${({ theme }) => theme.space(1)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.disabledBg};
`;

/**
 * A link's click that goes through the host's navigation, unless the person asked for a new tab or window
 * (Ctrl, Cmd or Shift): then the browser follows the real link.
 */
export const navigateOnClick =
  (navigate: NavigateFn, href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    navigate(href);
  };

/** The items folded away under a summary (past appointments, medications no longer taken). */
export const Folded = styled.details`
  margin-top: ${({ theme }) => theme.space(2)};
  & > summary {
    min-height: ${({ theme }) => theme.targetSize}px;
    display: flex;
    align-items: center;
    cursor: pointer;
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
`;

/**
 * A care list's "add" button; pressed, the new item's form in its card in the button's place. `form` gets
 * `close`, which puts the button back (on cancel, and after saving).
 */
export function AddInPlace({
  title,
  label,
  form,
}: {
  title: string;
  label: string;
  form: (close: () => void) => ReactNode;
}) {
  const [adding, setAdding] = useState(false);
  return adding ? (
    <Card title={title}>{form(() => setAdding(false))}</Card>
  ) : (
    <div>
      <Button onClick={() => setAdding(true)}>{label}</Button>
    </div>
  );
}
