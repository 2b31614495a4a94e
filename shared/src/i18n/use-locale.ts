import { useSyncExternalStore } from 'react';
import { currentLocale, subscribeTexts, textsVersion } from './catalog';
import type { Locale } from './languages';

/** The page's locale; the component renders again when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribeTexts, currentLocale, currentLocale);
}

/** Changes whenever any texts change (a locale applied, a late catalog arrived): a React root keys on it. */
export function useTextsVersion(): number {
  return useSyncExternalStore(subscribeTexts, textsVersion, textsVersion);
}
