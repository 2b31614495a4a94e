import { useCallback, useEffect, useId, useState } from 'react';
import type { ReactElement } from 'react';
import { Tooltip } from '@care/shared';
import styled from 'styled-components';

const Wrap = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(0.5)};
`;

const TouchHint = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** How long a hint opened by a tap stays. */
const TOUCH_HINT_MS = 4000;

/**
 * A button whose hint (why it is disabled) shows on hover and on keyboard focus (a tooltip) and, since a
 * touch screen has neither, as a line of text below it after a tap. In a dialog the tooltip renders inside
 * the dialog (its landmark and focus trap), not at the end of the page.
 */
export function HintedButton({
  hint,
  active,
  children,
}: {
  hint: string;
  /** Whether the hint applies (the button is disabled for that reason). */
  active: boolean;
  children: ReactElement;
}) {
  const [tapped, setTapped] = useState(false);
  const hintId = useId();
  const [dialog, setDialog] = useState<HTMLElement | null>(null);
  const findDialog = useCallback((node: HTMLElement | null) => {
    setDialog(node?.closest<HTMLElement>('[role="dialog"]') ?? null);
  }, []);
  useEffect(() => {
    if (!tapped) return undefined;
    const timer = setTimeout(() => setTapped(false), TOUCH_HINT_MS);
    return () => clearTimeout(timer);
  }, [tapped]);
  if (!active) return children;
  return (
    <Wrap
      ref={findDialog}
      onPointerDown={(event) => {
        if (event.pointerType === 'touch') setTapped(true);
      }}
    >
      <Tooltip content={hint} container={dialog}>
        {children}
      </Tooltip>
      <TouchHint id={hintId} role="status">
        {tapped ? hint : ''}
      </TouchHint>
    </Wrap>
  );
}
