import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { CountryCode } from 'libphonenumber-js/min';

/**
 * A telephone number in E.164 (`+15552223333`), or null when the text is not a possible number. Numbers
 * written without a country code (`555-222-3333`) are read in `defaultCountry`. "Possible" (the length fits
 * the country's plan) rather than "valid" (an assigned range): a care contact's number is what the family
 * wrote down, and the provider is the judge of whether it rings.
 */
export function toE164(text: string, defaultCountry: CountryCode): string | null {
  const number = parsePhoneNumberFromString(text.trim(), defaultCountry);
  return number?.isPossible() ? number.number : null;
}
