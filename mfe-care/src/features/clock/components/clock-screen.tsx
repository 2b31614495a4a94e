import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useState } from 'react';
import {
  Alert,
  apiErrorStatus,
  buildPath,
  clockLanguageOf,
  KIOSK_CLOCK_SIZES,
  readClockFace,
  removeDocumentClock,
  saveClockFace,
  Spinner,
  TextLink,
  useLocale,
  useSessionStore,
  VisuallyHidden,
} from '@care/shared';
import type { ClockLanguage, ClockWords, UserScreenProps } from '@care/shared';
import styled, { useTheme } from 'styled-components';
import { positiveId } from '../../../lib/ids';
import { usePerson } from '../../../lib/person/get-person';
import { usePersonTitle } from '../../../lib/person/person-title';
import { usableTimeZone } from '../../../lib/time/clock-time';
import { useClockWords } from '../../../lib/time/use-clock-words';
import { CLOCK_TEXTS } from '../../../clock-texts';
import { useCapacity } from '../hooks/use-capacity';
import type { CallLabel } from '../hooks/use-capacity';
import { useCallsBesideSentence } from '../hooks/use-calls-beside-sentence';
import { nowSentence } from '../../../lib/time/format';
import { useNow } from '../../../lib/time/use-now';
import type { AllTodaySection } from './all-today-dialog';
import { CallButtons } from './call-buttons';
import { StaleNotice } from '../offline/stale-notice';
import { ClockDigits, DaySentence, Digits } from './clock-face';

const T = CLOCK_TEXTS;

/**
 * What the page needs after its first commit (clock-day.tsx): a chunk of its own, asked for then. A kiosk's queued
 * Taken and OK (docs/kiosk-resilience.md) are declared as soon as it is there, before any tile can take another.
 */
const loadClockDay = () =>
  import('./clock-day').then((day) => {
    day.registerClockOfflineActions();
    return day;
  });
const DayTiles = lazy(() => loadClockDay().then((day) => ({ default: day.DayTiles })));
const KioskAlwaysOn = lazy(() => loadClockDay().then((day) => ({ default: day.KioskAlwaysOn })));

/** A page opened hidden gets no frames: what waits for the clock's first paint waits this long at most. */
const FIRST_PAINT_WAIT_MS = 250;

/**
 * False until the clock's first frame has been produced: what the page needs only after it (clock-day.tsx) is
 * neither fetched nor run before the clock is on the screen.
 */
function useFirstPaintDone(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = () => setDone(true);
    const frame = requestAnimationFrame(() => {
      clearTimeout(timer);
      timer = setTimeout(finish, 0);
    });
    timer = setTimeout(finish, FIRST_PAINT_WAIT_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return done;
}

/**
 * The kiosk: exactly one screen high (1024×600 and 1280×800 show everything with no scrolling), the time on
 * top across the width, the day and the call buttons under it, then a row of tiles that takes what is left.
 */
const KioskPage = styled.div`
  display: grid;
  grid-template-rows: auto auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1)};
  height: 100vh;
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2)} ${theme.space(1)}`};
  font-size: ${KIOSK_CLOCK_SIZES.page};
  line-height: 1.2;

  /* Body text of at least 24 px, buttons included (the theme's buttons are 22.5 px). */
  button {
    font-size: 1.2rem;
  }

  /* The "Not updated since" line takes its room from the time, never from the tiles (nothing may be cut off). */
  &:has([data-stale-notice]) ${Digits} {
    font-size: min(34vh, calc((100vw - 9rem) / 3.2));
  }
`;

const SitePage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  max-width: ${({ theme }) => theme.widths.lg}px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(2)} ${theme.space(4)}`};
  font-size: 1.125rem;
`;

const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.h1};
`;

const Links = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const DayRow = styled.div<{ $kiosk: boolean }>`
  display: flex;
  flex-wrap: ${({ $kiosk }) => ($kiosk ? 'nowrap' : 'wrap')};
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};

  & > :first-child {
    flex: 1 1 auto;
    min-width: 0;
  }

  /* A kiosk's call buttons keep to one line, all of them: the day's sentence gives way first. */
  ${({ $kiosk }) => ($kiosk ? '& > nav { flex: none; }' : '')}
`;

/** The day's sentence and date, the offline notice, and the person's call buttons beside them. */
function DayLine({
  zone,
  kiosk,
  language,
  personId,
  calls,
  callLabel,
  onMoreCalls,
}: {
  zone: string;
  kiosk: boolean;
  language: ClockWords | undefined;
  /** Null while the page has no person to show (or a problem instead): no calls, no notice. */
  personId: number | null;
  calls: number;
  callLabel: CallLabel;
  onMoreCalls: () => void;
}) {
  const sentence = nowSentence(useNow(60_000), zone, language);
  const { sentenceBox, count } = useCallsBesideSentence(
    calls,
    kiosk && personId !== null,
    sentence,
  );
  return (
    <DayRow $kiosk={kiosk}>
      <div ref={sentenceBox}>
        <DaySentence zone={zone} kiosk={kiosk} language={language} />
        {personId !== null && <StaleNotice personId={personId} zone={zone} />}
      </div>
      {personId !== null && (
        <CallButtons personId={personId} capacity={count} label={callLabel} onMore={onMoreCalls} />
      )}
    </DayRow>
  );
}

function PersonLinks({
  personId,
  navigate,
}: { personId: number } & Pick<UserScreenProps, 'navigate'>) {
  const params = { userId: personId };
  const links = [
    { label: T.healthProfile, to: buildPath('healthProfile', params) },
    { label: T.pictureBook, to: buildPath('picturebook', params) },
    { label: T.foodLog, to: buildPath('food', params) },
    { label: T.calendar, to: buildPath('calendar', params) },
  ];
  return (
    <Links aria-label={T.links}>
      <ul>
        {links.map((link) =>
          link.to === null ? null : (
            <li key={link.label}>
              <TextLink to={link.to} navigate={navigate}>
                {link.label}
              </TextLink>
            </li>
          ),
        )}
      </ul>
    </Links>
  );
}

/** The longest the document's clock waits for the person's zone before this screen takes over anyway. */
const DOCUMENT_CLOCK_WAIT_MS = 10_000;

/**
 * The handover from the document's clock (docs/performance.md), which the host's page painted before any bundle: once this
 * screen has committed the time in the person's zone and language (`settled`: the same zone and language the
 * document's clock read from the last session), the document's clock is removed before the browser paints, so the same pixels stay on screen. What
 * this screen displays with is saved for the next start's document clock. A zone that takes too long to settle
 * (an unreachable API with nothing cached) does not keep the rest of the screen hidden.
 */
function useDocumentClockHandover(
  kiosk: boolean,
  zone: string,
  settled: boolean,
  words: boolean,
  hour12: boolean,
  lang: ClockLanguage,
): void {
  useLayoutEffect(() => {
    if (kiosk && settled) removeDocumentClock();
  }, [kiosk, settled]);
  useEffect(() => {
    if (!kiosk || !settled) return;
    // After the paint: a new face looks the zone's offset up over the coming days (a few hundred Intl calls).
    void saveClockFace({ timeZone: zone, hour12, words, lang });
  }, [kiosk, zone, settled, words, hour12, lang]);
  useEffect(() => {
    if (!kiosk) return undefined;
    const timer = setTimeout(removeDocumentClock, DOCUMENT_CLOCK_WAIT_MS);
    return () => {
      clearTimeout(timer);
      // Leaving the clock (another screen, an error) leaves nothing of it over the page.
      removeDocumentClock();
    };
  }, [kiosk]);
}

/** A refusal or an unknown person: said plainly, never a blank page. */
function problemOf(personId: number | null, error: unknown): string | null {
  if (personId === null) return T.invalidUser;
  if (error === null) return null;
  const status = apiErrorStatus(error);
  if (status === 403) return T.accessDenied;
  if (status === 404) return T.notFound;
  return null;
}

/**
 * The clock page: what a person living with dementia looks at all day on the bedside kiosk, and what
 * every ordinary user lands on. Calm and large; only the seconds move.
 */
export function ClockScreen({ params, navigate }: UserScreenProps) {
  const kiosk = useTheme().name === 'kiosk';
  const personId = positiveId(params.userId);
  // A kiosk asks for its person at every start: the clock's settings it restored with its last day may be old
  // (changed while it was off, when no live event could reach it); while it runs, `person` events keep it current.
  const person = usePerson(personId, kiosk);
  // Until the person's zone is known, a kiosk shows the time in the zone its last session saved: the zone the
  // document's clock is painting with, so the React clock under it never draws another hour first (a layout
  // shift under the overlay, and a time that would jump at the handover).
  const [saved] = useState(() => (kiosk ? readClockFace() : null));
  const zone = usableTimeZone(person.data?.time_zone ?? saved?.timeZone);
  // Her 12/24 h (docs/product.md 4.3), likewise the saved one until she is known; 12-hour by default.
  const hour12 = person.data ? !person.data.clock_24h : (saved?.hour12 ?? true);
  // The clock's words in the page's language (docs/languages.md: on her kiosk, hers; it starts in the one saved with
  // the face, as the document's clock does), so the words and the tiles always speak one language; null while they
  // load, when the document's clock stays.
  const lang = clockLanguageOf(useLocale());
  const language = useClockWords(lang);
  const capacity = useCapacity(kiosk);
  const title = usePersonTitle(CLOCK_TEXTS.screenTitle, personId);
  const isOther = title !== CLOCK_TEXTS.screenTitle;

  // Only the person answers their messages: their own sign-in or their kiosk, never a caregiver
  // or an admin looking at their page (the API refuses it from anyone else too).
  const viewerId = useSessionStore((state) => state.userId);
  const isPerson = personId !== null && viewerId === personId;
  // Every "+N" opens the day's list at its own section (docs/product.md 2.15 – 2.16).
  const [allOpen, setAllOpen] = useState<AllTodaySection | null>(null);
  const openAll = useCallback((section: AllTodaySection) => setAllOpen(section), []);
  const openCalls = useCallback(() => setAllOpen('calls'), []);
  const closeAll = useCallback(() => setAllOpen(null), []);

  const problem = problemOf(personId, person.error);
  // "Today" is a date in the person's zone: the day's data waits until that zone is known (or unknowable).
  const zoneSettled = person.isSuccess || person.isError;
  const words = person.data?.time_in_words === true;
  useDocumentClockHandover(kiosk, zone, zoneSettled && language !== null, words, hour12, lang);
  // The day's chunk downloads once the clock is on the screen, while the person's day is asked for.
  const painted = useFirstPaintDone();
  useEffect(() => {
    if (painted) void loadClockDay();
  }, [painted]);
  const Page = kiosk ? KioskPage : SitePage;
  // Someone else's clock on the site (a caregiver's, an admin's) is headed with the person's name, which comes with
  // her: until she is known the page waits, so the heading never appears above a clock already painted (a layout
  // shift of the whole page; docs/performance.md, phones).
  const anotherPerson = !kiosk && personId !== null && viewerId !== null && viewerId !== personId;
  if (anotherPerson && person.isPending && person.fetchStatus === 'fetching') {
    return (
      <Page>
        <Spinner />
      </Page>
    );
  }
  return (
    <Page>
      {kiosk && painted && (
        // The kiosk's always-on rules (clock-day.tsx): the screen stays on, and the page renews itself daily.
        <Suspense fallback={null}>
          <KioskAlwaysOn personKnown={person.isSuccess} zone={zone} />
        </Suspense>
      )}
      {kiosk || !isOther ? (
        <VisuallyHidden as="h1">{title}</VisuallyHidden>
      ) : (
        <Heading>{title}</Heading>
      )}
      {!kiosk && personId !== null && problem === null && (
        <PersonLinks personId={personId} navigate={navigate} />
      )}
      <ClockDigits
        zone={zone}
        kiosk={kiosk}
        words={words}
        hour12={hour12}
        language={language ?? undefined}
      />
      <DayLine
        zone={zone}
        kiosk={kiosk}
        language={language ?? undefined}
        personId={problem === null ? personId : null}
        calls={capacity.calls}
        callLabel={capacity.callLabel}
        onMoreCalls={openCalls}
      />
      {problem !== null ? (
        <Alert severity={personId === null ? 'error' : 'info'}>{problem}</Alert>
      ) : (
        personId !== null &&
        zoneSettled &&
        painted && (
          // Keyed by the zone: "today" is that zone's date from the first render on. Nothing in the tiles' place
          // until their chunk is there: their row is the page's last, so nothing moves when they arrive.
          <Suspense fallback={null}>
            <DayTiles
              key={zone}
              personId={personId}
              zone={zone}
              kiosk={kiosk}
              capacity={capacity}
              isPerson={isPerson}
              allOpen={allOpen}
              openAll={openAll}
              closeAll={closeAll}
            />
          </Suspense>
        )
      )}
    </Page>
  );
}
