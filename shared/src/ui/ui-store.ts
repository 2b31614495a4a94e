import { create } from 'zustand';

export interface UiState {
  /** Kiosk presentation (high contrast, large targets). The host decides and sets it. */
  kiosk: boolean;
  setKiosk: (on: boolean) => void;
  /**
   * A screen parcel (not a background service) has mounted on this page. What the first screen does not need
   * (the call service) waits for it, so the screen's own code and data are not competing with it (docs/performance.md).
   */
  screenShown: boolean;
  markScreenShown: () => void;
}

export const useUiStore = create<UiState>()((set) => ({
  kiosk: false,
  setKiosk: (on) => set({ kiosk: on }),
  screenShown: false,
  markScreenShown: () => set((state) => (state.screenShown ? state : { screenShown: true })),
}));

/** For tests: back to the initial state. */
export function resetUiStore(): void {
  useUiStore.setState({ kiosk: false, screenShown: false });
}
