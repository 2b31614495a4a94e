import styled from 'styled-components';
import { KIOSK_CLOCK_SIZES, timeInWordsAt, VisuallyHidden } from '@care/shared';
import type { ClockWords as Language } from '@care/shared';
import { clockParts, formatFullDate, nowSentence } from '../../../lib/time/format';
import { useNow } from '../../../lib/time/use-now';

const Face = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  /* Digits of equal width: the time never shifts as it changes. */
  font-variant-numeric: tabular-nums;
  line-height: 1;
`;

// The kiosk's sizes are shared with the document's clock (host/src/document-clock): change them there, for both.

/** The time's digits (the kiosk page shrinks them a little while the "Not updated since" line shows). */
export const Digits = styled.time<{ $kiosk: boolean }>`
  display: block;
  font-weight: 700;
  letter-spacing: -0.02em;
  /* Kiosk: at least 40% of the screen's height, narrowed only when the screen is too narrow for it. */
  font-size: ${({ $kiosk }) => ($kiosk ? KIOSK_CLOCK_SIZES.digits : 'clamp(4rem, 16vw, 9rem)')};
`;

const Side = styled.div<{ $kiosk: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 0.15em;
  font-size: ${({ $kiosk }) => ($kiosk ? KIOSK_CLOCK_SIZES.side : 'clamp(1.5rem, 4vw, 2.5rem)')};
  font-weight: 700;
`;

const Seconds = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  /* Two digits wide always: no layout shift. */
  min-width: 2ch;
`;

const Sentence = styled.p<{ $kiosk: boolean }>`
  margin: 0;
  font-size: ${({ $kiosk }) => ($kiosk ? KIOSK_CLOCK_SIZES.sentence : '1.75rem')};
  font-weight: 700;
  line-height: 1.2;
`;

const FullDate = styled.p<{ $kiosk: boolean }>`
  margin: 0;
  font-size: ${({ $kiosk }) => ($kiosk ? KIOSK_CLOCK_SIZES.fullDate : '1.375rem')};
  line-height: 1.2;
`;

/**
 * The time in words, first and largest: "It's half past nine in the morning". Two lines at most on
 * a 1024×600 kiosk; the digits follow, smaller, not hidden: a visitor or the person who still reads digits
 * checks them at a glance, and the words never have to carry the time alone.
 */
const Words = styled.p<{ $kiosk: boolean }>`
  margin: 0;
  font-weight: 700;
  line-height: 1.1;
  text-align: center;
  text-wrap: balance;
  font-size: ${({ $kiosk }) => ($kiosk ? 'min(11vh, 6.2vw)' : 'clamp(2rem, 6vw, 3.5rem)')};
`;

const SmallDigits = styled.time`
  display: block;
  text-align: center;
  font-variant-numeric: tabular-nums;
  font-weight: 700;
  font-size: ${({ theme }) => (theme.name === 'kiosk' ? 'min(9vh, 5vw)' : '1.75rem')};
  line-height: 1.1;
`;

/**
 * What a face is drawn with: the person's zone and 12/24 h (`hour12` false: '15:07', no am/pm), and the language
 * its words are in (`language`: a language's words from shared/src/time; English when absent).
 */
interface FaceProps {
  zone: string;
  kiosk: boolean;
  hour12: boolean;
  language?: Language;
}

/** The time as words, updated each minute, and under it the digits, smaller (no seconds). */
function ClockWords({ zone, kiosk, hour12, language }: FaceProps) {
  const now = useNow(60_000);
  const parts = clockParts(now, zone, hour12);
  // `data-clock-face`: words by each language's rules and Intl's, not catalogs (docs/languages.md).
  return (
    <div data-clock-face="">
      <Words $kiosk={kiosk} data-testid="clock-words">
        {timeInWordsAt(now, zone, language)}
      </Words>
      <SmallDigits dateTime={new Date(now).toISOString()} data-testid="clock-time">
        {parts.time} {parts.period}
      </SmallDigits>
    </div>
  );
}

/** The time, large, updated every second; its seconds and am/pm beside it. */
function LargeDigits({ zone, kiosk, hour12 }: FaceProps) {
  const now = useNow(1000);
  const parts = clockParts(now, zone, hour12);
  return (
    <Face data-clock-face="">
      <Digits $kiosk={kiosk} dateTime={new Date(now).toISOString()} data-testid="clock-time">
        {parts.time}
        <VisuallyHidden> {parts.period}</VisuallyHidden>
      </Digits>
      <Side $kiosk={kiosk} aria-hidden="true">
        <Seconds data-testid="clock-seconds">{parts.seconds}</Seconds>
        <span>{parts.period}</span>
      </Side>
    </Face>
  );
}

/**
 * The clock's time: large digits, or (the person's clinician chose it) the time in words; 12-hour digits with am/pm,
 * or (chosen likewise) 24-hour digits.
 */
export function ClockDigits({
  zone,
  kiosk,
  words = false,
  hour12 = true,
  language,
}: {
  zone: string;
  kiosk: boolean;
  words?: boolean;
  hour12?: boolean;
  language?: Language;
}) {
  return words ? (
    <ClockWords zone={zone} kiosk={kiosk} hour12={hour12} language={language} />
  ) : (
    <LargeDigits zone={zone} kiosk={kiosk} hour12={hour12} />
  );
}

/**
 * "Now it's Tuesday morning" and the full date, in `language`; re-rendered each minute (the day part changes on the
 * hour).
 */
export function DaySentence({
  zone,
  kiosk,
  language,
}: {
  zone: string;
  kiosk: boolean;
  language?: Language;
}) {
  const now = useNow(60_000);
  return (
    <div data-clock-face="">
      <Sentence $kiosk={kiosk}>{nowSentence(now, zone, language)}</Sentence>
      <FullDate $kiosk={kiosk}>{formatFullDate(now, zone, language)}</FullDate>
    </div>
  );
}
