import { useRef } from 'react';

/**
 * Date and time inputs the browser cannot read. A half-typed or impossible date (30 February) leaves a
 * date input's value empty with `validity.badInput` set: read as "no date", an optional field would be
 * saved blank without a word. Each such input reports itself on blur; before saving, the form puts the
 * message under every field still unreadable and saves nothing.
 */
export function useUnreadableFields<N extends string>() {
  const unreadable = useRef(new Map<N, string>());
  return {
    /** The input's `onUnreadable`: remembers (or forgets) the field with its message. */
    track:
      (name: N, message: string) =>
      (bad: boolean): void => {
        if (bad) unreadable.current.set(name, message);
        else unreadable.current.delete(name);
      },
    /** Calls `setError` for each unreadable field (the first gets the focus); true when there was one. */
    apply(setError: (name: N, message: string, first: boolean) => void): boolean {
      [...unreadable.current].forEach(([name, message], i) => setError(name, message, i === 0));
      return unreadable.current.size > 0;
    },
  };
}
