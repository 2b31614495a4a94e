import { create } from 'zustand';

export interface UiState {
  /** Kiosk presentation (high contrast, large targets). The host decides and sets it. */
  kiosk: boolean;
  setKiosk: (on: boolean) => void;
}

export const useUiStore = create<UiState>()((set) => ({
  kiosk: false,
  setKiosk: (on) => set({ kiosk: on }),
}));

/** For tests: back to the initial state. */
export function resetUiStore(): void {
  useUiStore.setState({ kiosk: false });
}
