import type { ReactElement, ReactNode, RefObject } from 'react';
import type { WidthName } from './theme';

// The props of the overlays: the public components (dialog.tsx, menu.tsx, tooltip.tsx) and the Radix implementations
// they load on first use (overlays.ts) both read them from here.

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom, right-aligned. */
  actions?: ReactNode;
  /** Escape does not close the dialog (the picture gallery, spec 2.13). */
  preventEscapeClose?: boolean;
  /** A click on the backdrop does not close the dialog. */
  preventOutsideClose?: boolean;
  maxWidth?: WidthName | number;
  /** Fill the viewport (full-screen image preview). */
  fullScreen?: boolean;
  /**
   * What takes the focus when the dialog opens (e.g. the heading of the part it was opened for, given
   * `tabIndex={-1}`); else its first focusable element. Focus still returns to the opener on close.
   */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
}

export interface MenuItem {
  label: string;
  onSelect?: () => void;
  disabled?: boolean;
}

export interface MenuProps {
  /** The trigger button's content: a text label or an icon. */
  trigger: ReactNode;
  /** Needed when `trigger` is not text (an icon), else the button has no name. */
  'aria-label'?: string;
  items: readonly MenuItem[];
  align?: 'start' | 'center' | 'end';
  className?: string;
}

export interface TooltipProps {
  content: ReactNode;
  /** One element that forwards its ref (a Button, a native element). */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  delayDuration?: number;
  /**
   * Where the tooltip renders (default: the end of the page). Inside a dialog pass the dialog's element, so the
   * tooltip stays inside it (in its landmark, in its focus trap).
   */
  container?: HTMLElement | null;
}
