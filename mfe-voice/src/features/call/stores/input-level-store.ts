import { create } from 'zustand';

/** The microphone level during a call (0..1, every 50 ms): its own store, so only the meter re-renders. */
export const useInputLevelStore = create<{ level: number }>()(() => ({ level: 0 }));

export function setInputLevel(level: number): void {
  const clamped = Math.max(0, Math.min(1, level));
  if (useInputLevelStore.getState().level !== clamped)
    useInputLevelStore.setState({ level: clamped });
}
