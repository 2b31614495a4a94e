import { useEffect } from 'react';
import type { ReactNode } from 'react';
import {
  choosePageLocale,
  LOCALE_OVERRIDE_KEY,
  readClockFace,
  setLocale,
  useMe,
} from '@care/shared';
import { InPageLanguage, readStoredUser } from '@care/shared/host';
import type { Locale } from '@care/shared';

function readOverride(): string | null {
  try {
    return window.localStorage.getItem(LOCALE_OVERRIDE_KEY);
  } catch {
    return null;
  }
}

function browserLanguages(): readonly string[] {
  return navigator.languages.length ? navigator.languages : [navigator.language];
}

/**
 * The page's locale before anyone is known (docs/languages.md, "Who chooses"): the override, the person this tab
 * last signed in as (on a kiosk, whose tab starts afresh each morning, the language its clock last spoke, saved with
 * the clock's face), or the browser's languages. The boot waits for its catalogs, so the first screen is in it.
 */
export function startLocale(): Locale {
  return choosePageLocale({
    override: readOverride(),
    personLanguage: readStoredUser()?.language ?? readClockFace()?.lang,
    browser: browserLanguages(),
  });
}

/**
 * Keeps the page in the signed-in person's language, live: their `language` arrives with their account (and again
 * when it changes, through the live channel's `person` event), and a signed-out page follows the browser.
 */
export function PageLanguage({ children }: { children?: ReactNode }) {
  const me = useMe();
  const personLanguage = me.data?.language;
  useEffect(() => {
    void setLocale(
      choosePageLocale({ override: readOverride(), personLanguage, browser: browserLanguages() }),
    );
  }, [personLanguage]);
  return <InPageLanguage>{children}</InPageLanguage>;
}
