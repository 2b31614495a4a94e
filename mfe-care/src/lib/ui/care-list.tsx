import { useState } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Card } from '@care/shared';

/** The items of a person's care list (appointments, medications), one under the other. */
export const ItemList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

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
