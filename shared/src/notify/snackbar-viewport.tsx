import { useEffect, useRef, useState } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { useShallow } from 'zustand/react/shallow';
import { IconButton, SNACKBAR_TEXTS } from '../ui';
import { SNACKBAR_ENTER_MS, SNACKBAR_EXIT_MS } from './snackbar-constants';
import { selectVisibleSnackbars, useSnackbarStore } from './snackbar-store';
import type { Snackbar } from './snackbar-store';

export { SNACKBAR_TEXTS } from '../ui';

const enter = keyframes`
  from { opacity: 0; transform: translateY(16px) scale(0.96); }
  to { opacity: 1; transform: none; }
`;

const exit = keyframes`
  from { opacity: 1; transform: none; }
  to { opacity: 0; transform: scale(0.96); }
`;

const Viewport = styled.div`
  position: fixed;
  left: 50%;
  bottom: ${({ theme }) => theme.space(3)};
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndex.snackbar};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  width: max-content;
  max-width: calc(100vw - 32px);
  pointer-events: none;
`;

const Item = styled.div<{ $snackbar: Snackbar }>`
  pointer-events: auto;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-width: min(288px, 100%);
  max-width: 560px;
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(0.5)} ${theme.space(0.5)} ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $snackbar }) => theme.colors.severity[$snackbar.severity].solid};
  color: ${({ theme, $snackbar }) => theme.colors.severity[$snackbar.severity].onSolid};
  box-shadow: ${({ theme }) => theme.shadow};
  font-size: ${({ theme }) => theme.font.size.md};
  ${({ $snackbar }) =>
    $snackbar.open
      ? css`
          animation: ${enter} ${SNACKBAR_ENTER_MS}ms cubic-bezier(0, 0, 0.2, 1);
        `
      : css`
          animation: ${exit} ${SNACKBAR_EXIT_MS}ms cubic-bezier(0.4, 0, 1, 1) forwards;
        `}

  & > button {
    color: inherit;
  }
  & > button:hover:not(:disabled) {
    background: rgba(127, 127, 127, 0.25);
  }
`;

const Message = styled.div`
  flex: 1;
  padding: ${({ theme }) => `${theme.space(1)} 0`};
`;

/** One snackbar; exported for tests of its transitions. */
export function SnackbarItem({ snackbar }: { snackbar: Snackbar }) {
  const close = useSnackbarStore((state) => state.close);
  const remove = useSnackbarStore((state) => state.remove);
  const [paused, setPaused] = useState(false);
  const remaining = useRef(snackbar.autoHideMs);
  const { id, open, autoHideMs } = snackbar;

  useEffect(() => {
    if (!open || paused || autoHideMs <= 0) return undefined;
    const startedAt = Date.now();
    const timer = setTimeout(() => close(id), remaining.current);
    return () => {
      clearTimeout(timer);
      // Pausing keeps the time already shown, so hovering does not restart the full delay.
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [open, paused, autoHideMs, id, close]);

  useEffect(() => {
    if (open) return undefined;
    const timer = setTimeout(() => remove(id), SNACKBAR_EXIT_MS);
    return () => clearTimeout(timer);
  }, [open, id, remove]);

  return (
    <Item
      role={snackbar.severity === 'error' ? 'alert' : 'status'}
      data-state={open ? 'open' : 'closing'}
      $snackbar={snackbar}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Message>{snackbar.message}</Message>
      <IconButton aria-label={SNACKBAR_TEXTS.close} onClick={() => close(id)}>
        ✕
      </IconButton>
    </Item>
  );
}

/** Rendered once, by the host, inside its theme provider: shows what `notify()` queued. */
export function SnackbarViewport() {
  const visible = useSnackbarStore(useShallow(selectVisibleSnackbars));
  return (
    <Viewport>
      {visible.map((snackbar) => (
        <SnackbarItem key={snackbar.id} snackbar={snackbar} />
      ))}
    </Viewport>
  );
}
