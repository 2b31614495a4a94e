import { useEffect, useState } from 'react';
import { CLOCK_WORDS_EN, loadClockWords, loadedClockWords } from '@care/shared';
import type { ClockLanguage, ClockWords } from '@care/shared';

/**
 * The clock's words in `lang` (shared/src/time): at once for English or a language loaded before, else null while
 * their chunk loads (the document's clock, which has them inline, stays over the page meanwhile). Words that cannot
 * load (a kiosk offline before they were ever cached) are English rather than no clock.
 */
export function useClockWords(lang: ClockLanguage): ClockWords | null {
  const [, setLoaded] = useState<ClockWords | null>(null);
  const [failed, setFailed] = useState<ClockLanguage | null>(null);
  const words = loadedClockWords(lang);
  useEffect(() => {
    if (words) return undefined;
    let live = true;
    loadClockWords(lang).then(
      (loaded) => {
        if (live) setLoaded(loaded);
      },
      () => {
        if (live) setFailed(lang);
      },
    );
    return () => {
      live = false;
    };
  }, [lang, words]);
  return words ?? (failed === lang ? CLOCK_WORDS_EN : null);
}
