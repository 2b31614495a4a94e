/**
 * The clock page's texts (the spec does not show its contents): calm, plain words. Part of `TEXTS` (texts.ts,
 * `TEXTS.clock`), kept in a file of their own so that the kiosk's first load takes the clock's texts without
 * every other screen's (docs/performance.md).
 */
export const CLOCK_TEXTS = {
  invalidUser: 'This clock cannot be shown: the address has no valid user number.',
  accessDenied: 'You do not have permission to see this person’s day.',
  notFound: 'This person could not be found.',
  loadFailed: 'This page could not be loaded. It will try again shortly.',
  links: 'Pages for this person',
  healthProfile: 'Health Profile',
  pictureBook: 'Picture Book',
  foodLog: 'Food Log',
  calendar: 'Calendar',
  time: 'The time',
  medicines: {
    title: 'Medicines today',
    none: 'No medicines today.',
    taken: 'Taken',
    takenAt: (time: string) => `Taken at ${time}`,
    takenCount: (count: number) => `${count} taken today`,
    allTaken: 'All taken for today.',
    takeLabel: (name: string, time: string) => `Taken: ${name}, ${time}`,
    notTaken: (time: string) => `Not taken — ${time}`,
    skipped: 'Skipped',
    later: (time: string) => `Later, at ${time}`,
    /** The next dose of the day: said in words as well as drawn apart (never colour alone). */
    next: 'Next',
    nextAt: (time: string) => `Next: ${time}`,
    /**
     * The tile's "+N" when missed doses are behind it too (only when even they do not fit): short, to fit
     * beside the title on a 1024×600 kiosk; in words, as each missed dose says "Not taken".
     */
    moreNotTaken: (count: number) => `+${count} not taken`,
    failed: 'Medicines could not be loaded. The page will try again.',
    saveFailed: 'That did not save. Please press Taken again.',
  },
  today: {
    title: 'Today',
    none: 'No more appointments today.',
    next: 'Next:',
    failed: 'Appointments could not be loaded. The page will try again.',
  },
  messages: {
    title: 'Messages',
    none: 'No new messages.',
    from: (name: string) => `From ${name}`,
    acknowledge: 'OK',
    acknowledgeLabel: (from: string) => `OK, I have read it: ${from}`,
    acknowledgeAll: 'All read',
    acknowledgeAllLabel: 'All read: mark every message as read',
    read: 'Read',
    readLabel: (from: string) => `Read: ${from}`,
    close: 'Close',
    someone: 'your care team',
    failed: 'Messages could not be loaded. The page will try again.',
    saveFailed: 'That did not save. Please try again.',
  },
  picture: {
    title: 'A picture',
    fallbackAlt: 'A picture from the picture book',
  },
  calls: {
    title: 'Call',
    call: (name: string) => `Call ${name}`,
  },
  // Short, so it fits beside a tile's title on a 1024×600 kiosk's narrowest tile; screen readers hear it with
  // what it opens ("+3 more medicines").
  more: (count: number) => `+${count}`,
  moreWord: 'more',
  /** After a "+N" that says what it hides in words ("+2 not taken"): "of 5 more medicines". */
  ofMore: (count: number) => `of ${count} more`,
  /** Read after "and 3 more" by screen readers: what the button opens the rest of. */
  moreOf: {
    medicines: (count: number) => (count === 1 ? 'medicine' : 'medicines'),
    appointments: (count: number) => (count === 1 ? 'appointment' : 'appointments'),
    messages: (count: number) => (count === 1 ? 'message' : 'messages'),
    calls: (count: number) => (count === 1 ? 'person to call' : 'people to call'),
  },
  /** The whole of today, one tap from every "and N more". */
  all: {
    title: 'Everything for today',
    close: 'Close',
    hint: 'This list closes by itself after a minute.',
    noAppointments: 'No more appointments today.',
    noMessages: 'No new messages.',
    noMedicines: 'No medicines today.',
    noContacts: 'No one to call yet.',
  },
  /** The kiosk shows its last known day (docs/kiosk-resilience.md) while the server cannot be reached. */
  notUpdatedSince: (time: string) => `Not updated since ${time}.`,
} as const;

/** The clock screen's title (`TEXTS.titles.clockScreen`). */
export const CLOCK_SCREEN_TITLE = 'Clock';
