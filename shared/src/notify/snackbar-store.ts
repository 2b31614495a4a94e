import { create } from 'zustand';
import type { Severity } from '../ui';
import { SNACKBAR_AUTO_HIDE_MS, SNACKBAR_MAX_VISIBLE } from './snackbar-constants';

export interface Snackbar {
  id: number;
  message: string;
  severity: Severity;
  /** 0 or less: stays until closed. */
  autoHideMs: number;
  /** False once closing: it plays its exit transition, then `remove` drops it. */
  open: boolean;
}

export interface NotifyOptions {
  severity?: Severity;
  /** Default SNACKBAR_AUTO_HIDE_MS; 0 or less keeps it until the user closes it. */
  autoHideMs?: number;
}

export interface SnackbarState {
  /** In arrival order; the first SNACKBAR_MAX_VISIBLE are on screen, the rest queued. */
  snackbars: Snackbar[];
  nextId: number;
  enqueue: (message: string, options?: NotifyOptions) => number;
  /** Starts the exit of one snackbar (close button, auto-hide). */
  close: (id: number) => void;
  /** Drops it once its exit transition has run; the next queued one becomes visible. */
  remove: (id: number) => void;
}

const initialState = { snackbars: [] as Snackbar[], nextId: 1 };

/** One store for the whole page (shared singleton), so host and every remote queue into the same viewport. */
export const useSnackbarStore = create<SnackbarState>()((set, get) => ({
  ...initialState,
  enqueue: (message, options = {}) => {
    const id = get().nextId;
    const snackbar: Snackbar = {
      id,
      message,
      severity: options.severity ?? 'info',
      autoHideMs: options.autoHideMs ?? SNACKBAR_AUTO_HIDE_MS,
      open: true,
    };
    set((state) => ({ snackbars: [...state.snackbars, snackbar], nextId: id + 1 }));
    return id;
  },
  close: (id) =>
    set((state) => {
      const index = state.snackbars.findIndex((s) => s.id === id);
      // A queued one was never seen: drop it without an exit transition.
      if (index >= SNACKBAR_MAX_VISIBLE)
        return { snackbars: state.snackbars.filter((s) => s.id !== id) };
      return {
        snackbars: state.snackbars.map((s) => (s.id === id && s.open ? { ...s, open: false } : s)),
      };
    }),
  remove: (id) => set((state) => ({ snackbars: state.snackbars.filter((s) => s.id !== id) })),
}));

/** The snackbars on screen (the rest are queued). */
export function selectVisibleSnackbars(state: SnackbarState): Snackbar[] {
  return state.snackbars.slice(0, SNACKBAR_MAX_VISIBLE);
}

/** Shows a snackbar from anywhere (host or remote, inside React or not). Returns its id. */
export function notify(message: string, options?: NotifyOptions): number {
  return useSnackbarStore.getState().enqueue(message, options);
}

/** Closes one snackbar early (e.g. 'Connecting...' once the call is connected). */
export function closeSnackbar(id: number): void {
  useSnackbarStore.getState().close(id);
}

/** For tests: no snackbars, ids from 1. */
export function resetSnackbarStore(): void {
  useSnackbarStore.setState(initialState);
}
