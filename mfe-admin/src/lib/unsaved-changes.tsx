import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { ConfirmDialog, setLeaveGuard } from '@care/shared';
import type { LeaveGuard } from '@care/shared';
import { TEXTS } from '../texts';

const T = TEXTS.unsaved;

/** The browser asks in its own words before a reload, a close or a typed address (a page may not set them). */
function holdUnload(event: BeforeUnloadEvent): void {
  event.preventDefault();
}

export interface UnsavedChanges {
  /** The question, while it is asked: render it with the form. */
  dialog: ReactNode;
  /** Lets the page go without asking (a forced move, e.g. to login after a 401). */
  release: () => void;
}

/**
 * While `dirty`, leaving the screen asks first (docs/product.md 2.11): every in-app way out through the host's
 * guarded history (a back button, a link, the navbar, the browser's back and forward) opens "Leave without
 * saving?" (`Stay` has the focus; `Leave` goes), and the browser's own leaving asks through `beforeunload`.
 */
export function useUnsavedChanges(dirty: boolean): UnsavedChanges {
  const [pending, setPending] = useState<(() => void) | null>(null);
  const released = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (!dirty) return undefined;
    const guard: LeaveGuard = {
      path: window.location.pathname,
      ask: (leave) => setPending(() => leave),
    };
    const removeGuard = setLeaveGuard(guard);
    window.addEventListener('beforeunload', holdUnload);
    const release = () => {
      removeGuard();
      window.removeEventListener('beforeunload', holdUnload);
    };
    released.current = release;
    return () => {
      release();
      released.current = null;
    };
  }, [dirty]);

  const release = () => released.current?.();
  const dialog =
    pending === null ? null : (
      <ConfirmDialog
        title={T.title}
        message={T.message}
        cancelLabel={T.stay}
        confirmLabel={T.leave}
        danger
        onCancel={() => setPending(null)}
        onConfirm={() => {
          setPending(null);
          release();
          pending();
        }}
      />
    );
  return { dialog, release };
}
