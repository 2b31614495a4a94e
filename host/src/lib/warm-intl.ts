/**
 * The product's locale (mfe-care's `LOCALE`): the clock and every date on screen are formatted in it.
 */
const PRODUCT_LOCALE = 'en-GB';

/**
 * The first `Intl.DateTimeFormat` a page builds pays Intl's own set-up (locale and time-zone data),
 * about 80 ms of the kiosk's first clock render at 4× CPU slowdown (traced). Building one formatter like the
 * clock's while the shared chunks download, when the main thread waits for the network anyway, takes that cost
 * off the first screen's path. Never throws: an Intl that cannot do this only loses the head start.
 */
export function warmUpIntl(): void {
  try {
    const zone = new Intl.DateTimeFormat(PRODUCT_LOCALE).resolvedOptions().timeZone;
    new Intl.DateTimeFormat(PRODUCT_LOCALE, {
      timeZone: zone,
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
    }).formatToParts(Date.now());
  } catch {
    // The clock builds its own formatters and reports its own problems.
  }
}
