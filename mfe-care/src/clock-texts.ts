import { defineTexts } from '@care/shared';
import en from './i18n/clock/en.json';

/** The other languages' catalogs, each a chunk of this package (docs/languages.md). */
const TRANSLATIONS = {
  es: () => import(/* webpackChunkName: "i18n-clock-es" */ './i18n/clock/es.json'),
  pl: () => import(/* webpackChunkName: "i18n-clock-pl" */ './i18n/clock/pl.json'),
  cy: () => import(/* webpackChunkName: "i18n-clock-cy" */ './i18n/clock/cy.json'),
};

/**
 * The clock page's texts (the spec does not show its contents): calm, plain words. Part of `TEXTS` (texts.ts,
 * `TEXTS.clock`), kept in a file of their own so that the kiosk's first load takes the clock's texts without
 * every other screen's (docs/performance.md).
 */
export const CLOCK_TEXTS = defineTexts({
  name: 'clock/CLOCK_TEXTS',
  source: en,
  translations: TRANSLATIONS,
  build: (m) => ({
    invalidUser: m('clockTexts.invalidUser'),
    accessDenied: m('clockTexts.accessDenied'),
    notFound: m('clockTexts.notFound'),
    loadFailed: m('clockTexts.loadFailed'),
    links: m('clockTexts.links'),
    healthProfile: m('clockTexts.healthProfile'),
    pictureBook: m('clockTexts.pictureBook'),
    foodLog: m('clockTexts.foodLog'),
    calendar: m('clockTexts.calendar'),
    time: m('clockTexts.time'),
    /** The clock screen's title (`TEXTS.titles.clockScreen`). */
    screenTitle: m('clockTexts.screenTitle'),
    medicines: {
      title: m('clockTexts.medicines.title'),
      none: m('clockTexts.medicines.none'),
      taken: m('clockTexts.medicines.taken'),
      takenAt: (time: string) => m('clockTexts.medicines.takenAt', { time }),
      takenCount: (count: number) => m('clockTexts.medicines.takenCount', { count }),
      allTaken: m('clockTexts.medicines.allTaken'),
      takeLabel: (name: string, time: string) =>
        m('clockTexts.medicines.takeLabel', { name, time }),
      notTaken: (time: string) => m('clockTexts.medicines.notTaken', { time }),
      skipped: m('clockTexts.medicines.skipped'),
      later: (time: string) => m('clockTexts.medicines.later', { time }),
      /** The next dose of the day: said in words as well as drawn apart (never colour alone). */
      next: m('clockTexts.medicines.next'),
      nextAt: (time: string) => m('clockTexts.medicines.nextAt', { time }),
      /**
       * The tile's "+N" when missed doses are behind it too (only when even they do not fit): short, to fit
       * beside the title on a 1024×600 kiosk; in words, as each missed dose says "Not taken".
       */
      moreNotTaken: (count: number) => m('clockTexts.medicines.moreNotTaken', { count }),
      failed: m('clockTexts.medicines.failed'),
      saveFailed: m('clockTexts.medicines.saveFailed'),
    },
    today: {
      title: m('clockTexts.today.title'),
      none: m('clockTexts.today.none'),
      next: m('clockTexts.today.next'),
      failed: m('clockTexts.today.failed'),
    },
    messages: {
      title: m('clockTexts.messages.title'),
      none: m('clockTexts.messages.none'),
      from: (name: string) => m('clockTexts.messages.from', { name }),
      acknowledge: m('clockTexts.messages.acknowledge'),
      acknowledgeLabel: (from: string) => m('clockTexts.messages.acknowledgeLabel', { from }),
      acknowledgeAll: m('clockTexts.messages.acknowledgeAll'),
      acknowledgeAllLabel: m('clockTexts.messages.acknowledgeAllLabel'),
      read: m('clockTexts.messages.read'),
      readLabel: (from: string) => m('clockTexts.messages.readLabel', { from }),
      close: m('clockTexts.messages.close'),
      someone: m('clockTexts.messages.someone'),
      failed: m('clockTexts.messages.failed'),
      saveFailed: m('clockTexts.messages.saveFailed'),
    },
    picture: {
      title: m('clockTexts.picture.title'),
      fallbackAlt: m('clockTexts.picture.fallbackAlt'),
    },
    calls: {
      title: m('clockTexts.calls.title'),
      call: (name: string) => m('clockTexts.calls.call', { name }),
    },
    // Short, so it fits beside a tile's title on a 1024×600 kiosk's narrowest tile; screen readers hear it with
    // what it opens ("+3 more medicines").
    more: (count: number) => m('clockTexts.more', { count }),
    moreWord: m('clockTexts.moreWord'),
    /** After a "+N" that says what it hides in words ("+2 not taken"): "of 5 more medicines". */
    ofMore: (count: number) => m('clockTexts.ofMore', { count }),
    /** Read after "and 3 more" by screen readers: what the button opens the rest of. */
    moreOf: {
      medicines: (count: number) => m('clockTexts.moreOf.medicines', { count }),
      appointments: (count: number) => m('clockTexts.moreOf.appointments', { count }),
      messages: (count: number) => m('clockTexts.moreOf.messages', { count }),
      calls: (count: number) => m('clockTexts.moreOf.calls', { count }),
    },
    /** The whole of today, one tap from every "and N more". */
    all: {
      title: m('clockTexts.all.title'),
      close: m('clockTexts.all.close'),
      hint: m('clockTexts.all.hint'),
      noAppointments: m('clockTexts.all.noAppointments'),
      noMessages: m('clockTexts.all.noMessages'),
      noMedicines: m('clockTexts.all.noMedicines'),
      noContacts: m('clockTexts.all.noContacts'),
    },
    /** The kiosk shows its last known day (docs/kiosk-resilience.md) while the server cannot be reached. */
    notUpdatedSince: (time: string) => m('clockTexts.notUpdatedSince', { time }),
  }),
});
