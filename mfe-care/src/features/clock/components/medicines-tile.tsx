import { useCallback, useState } from 'react';
import { Alert, Button } from '@care/shared';
import styled, { useTheme } from 'styled-components';
import { useRowsThatFit } from '../hooks/use-rows-that-fit';
import { formatTimeOfDay, spokenTime } from '../../../lib/time/format';
import { useNow } from '../../../lib/time/use-now';
import { CLOCK_TEXTS } from '../../../clock-texts';
import { useClockDayDoses, type Dose } from '../api/get-doses';
import { useMarkDose } from '../../../lib/doses/mark-dose';
import { List, Muted, Plain, Tile } from './tile';

const T = CLOCK_TEXTS.medicines;

/** A dose may be marked taken from an hour before its time (the evening tablets are not for the morning). */
const TAKE_EARLY_MS = 60 * 60_000;

/** How long a dose marked from the tile keeps its place there when missed ones would push it out. */
const KEEP_MARKED_MS = 10 * 60_000;

const Row = styled.li<{ $next: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.5)};
  /* The next dose stands out by a thick bar and the word "Next" (never by colour alone). */
  border-left: 6px solid ${({ theme, $next }) => ($next ? theme.colors.primary : 'transparent')};
  padding-left: ${({ theme }) => theme.space(1)};
`;

const NextWord = styled.strong`
  display: block;
`;

const Line = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1)};
  min-height: ${({ theme }) => theme.targetSize}px;
`;

const Name = styled.span`
  display: block;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const TakeButton = styled(Button)`
  flex: none;
  /* A longer word than "Taken" ("Wedi cymryd") takes two lines in its 64 px, not the dose's name's room. */
  max-width: 45%;
  padding: 0 ${({ theme }) => theme.space(1.5)};
  line-height: 1.1;
  overflow-wrap: anywhere;
`;

const Done = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.severity.success.fg};
`;

const isOpen = (dose: Dose): boolean => dose.status !== 'taken' && dose.status !== 'skipped';

/** The day's doses in time order (the API sorts them too; the clock does not rely on it). */
export const byTime = (doses: readonly Dose[]): Dose[] =>
  [...doses].sort((a, b) => Date.parse(a.due_at) - Date.parse(b.due_at));

/**
 * The index of the next dose in a time-ordered day: the first still to come ('due' or 'upcoming').
 * A missed one is not "next" (it says "Not taken — 9:00 am" itself); -1 when none is left.
 */
export function nextDoseIndex(doses: readonly Dose[]): number {
  return doses.findIndex((dose) => dose.status === 'due' || dose.status === 'upcoming');
}

/** One dose of the day: its medication and due time (what a mark names too). */
export const doseKey = (dose: Dose): string => `${dose.medication_id}-${dose.due_at}`;

/**
 * The doses that fit, in time order ("have I taken my tablets?"): the next dose last, and before
 * it the ones just gone: what was just taken stays in view, ticked with its time, answering the question.
 * A dose marked from the tile never leaves it at once: one before the next stays where it was, and the
 * next itself becomes the one just gone. With none left, the day's last ones, ticked.
 */
function timeWindow(sorted: readonly Dose[], capacity: number): Dose[] {
  const next = nextDoseIndex(sorted);
  const end = next === -1 ? sorted.length : next + 1;
  const start = Math.max(0, Math.min(end - capacity, sorted.length - capacity));
  return sorted.slice(start, start + capacity);
}

/**
 * The doses the tile shows, in time order (docs/product.md 2.15 – 2.16, the clock page's tiles). A missed
 * dose is never behind "+N" while a later dose is shown: when the window above leaves one out, the tile
 * chooses instead, in this order: the dose just marked from the tile (`keep`: it never leaves at once), the
 * missed ones (earliest first), the next dose, then the ones just gone before it. So what "+N" hides is
 * always later than every missed dose shown; if even the missed ones do not fit, the count says how many
 * are not taken (`hiddenNotTaken`).
 */
export function visibleDoses(
  doses: readonly Dose[],
  capacity: number,
  keep: string | null = null,
): Dose[] {
  const sorted = byTime(doses);
  const window = timeWindow(sorted, capacity);
  const missed = sorted.filter((dose) => dose.status === 'missed');
  const kept = sorted.filter((dose) => doseKey(dose) === keep);
  if ([...missed, ...kept].every((dose) => window.includes(dose))) return window;
  const next = sorted[nextDoseIndex(sorted)];
  const order = [...kept, ...missed, ...(next ? [next] : []), ...[...window].reverse()];
  const chosen = new Set<Dose>();
  for (const dose of order) if (chosen.size < capacity) chosen.add(dose);
  return sorted.filter((dose) => chosen.has(dose));
}

/** How many missed doses "+N" hides (only when even the missed ones do not fit, see `visibleDoses`). */
export function hiddenNotTaken(doses: readonly Dose[], shown: readonly Dose[]): number {
  return doses.filter((dose) => dose.status === 'missed' && !shown.includes(dose)).length;
}

function canTake(dose: Dose, now: number): boolean {
  return isOpen(dose) && Date.parse(dose.due_at) - now <= TAKE_EARLY_MS;
}

/** One dose: its name, its state in words, and Taken while it may be taken. */
function DoseRow({
  dose,
  now,
  zone,
  personId,
  next,
  onMarked,
}: {
  dose: Dose;
  now: number;
  zone: string;
  personId: number;
  /** The next dose of the day: drawn apart and labelled "Next". */
  next: boolean;
  /** Told when the person presses Taken (the tile keeps the dose in view). */
  onMarked?: ((key: string) => void) | undefined;
}) {
  const mark = useMarkDose();
  const time = spokenTime(dose.local_time);
  const title = [dose.medication_name, dose.dose].filter(Boolean).join(' ');
  let status;
  if (dose.status === 'taken') {
    const at = dose.marked_at ? formatTimeOfDay(Date.parse(dose.marked_at), zone) : time;
    status = <Done>✓ {T.takenAt(at)}</Done>;
  } else if (dose.status === 'skipped') status = <Muted as="span">{T.skipped}</Muted>;
  else if (dose.status === 'missed') status = <span>{T.notTaken(time)}</span>;
  else if (next) status = <NextWord>{T.nextAt(time)}</NextWord>;
  else if (canTake(dose, now)) status = <span>{time}</span>;
  else status = <Muted as="span">{T.later(time)}</Muted>;
  return (
    <Row $next={next}>
      <Line>
        <span>
          <Name>{title}</Name>
          {status}
        </span>
        {canTake(dose, now) && (
          <TakeButton
            aria-label={T.takeLabel(title, time)}
            busy={mark.isPending}
            onClick={() => {
              onMarked?.(doseKey(dose));
              mark.mutate({
                personId: String(personId),
                medicationId: dose.medication_id,
                dueAt: dose.due_at,
                status: 'taken',
              });
            }}
          >
            {T.taken}
          </TakeButton>
        )}
      </Line>
      {mark.isError && <Alert severity="error">{T.saveFailed}</Alert>}
    </Row>
  );
}

/** Doses in the order given, the next one marked: the tile's few, or the whole day's list (all-today-dialog). */
export function DoseRows({
  doses,
  next,
  now,
  zone,
  personId,
  onMarked,
}: {
  doses: readonly Dose[];
  next: Dose | undefined;
  now: number;
  zone: string;
  personId: number;
  onMarked?: (key: string) => void;
}) {
  return (
    <List>
      {doses.map((dose) => (
        <DoseRow
          key={doseKey(dose)}
          dose={dose}
          now={now}
          zone={zone}
          personId={personId}
          next={dose === next}
          onMarked={onMarked}
        />
      ))}
    </List>
  );
}

export function MedicinesTile({
  personId,
  date,
  zone,
  capacity,
  onMore,
}: {
  personId: number;
  date: string;
  zone: string;
  capacity: number;
  /** Opens the whole day's list ("and 3 more"). */
  onMore: () => void;
}) {
  const doses = useClockDayDoses(personId, date);
  const now = useNow(60_000);
  // The dose last marked from this tile, and when: it keeps its place for a while (see `visibleDoses`).
  const [marked, setMarked] = useState<{ key: string; at: number } | null>(null);
  const onMarked = useCallback((key: string) => setMarked({ key, at: Date.now() }), []);
  const keep = marked !== null && now - marked.at < KEEP_MARKED_MS ? marked.key : null;
  const all = byTime(doses.data ?? []);
  // As many as fit in the tile's height in this language, at most the window's capacity.
  const rows = all.map((dose) => `${doseKey(dose)}:${dose.status}`).join(' ') + `|${keep}|${now}`;
  const fit = useRowsThatFit(capacity, rows, useTheme().name === 'kiosk');
  const shown = visibleDoses(all, fit.count, keep);
  const next = all[nextDoseIndex(all)];
  const hidden = all.length - shown.length;
  const notTaken = hiddenNotTaken(all, shown);
  return (
    <Tile
      title={T.title}
      bodyRef={fit.ref}
      pending={doses.isPending && doses.fetchStatus === 'fetching'}
      more={{
        count: hidden,
        what: CLOCK_TEXTS.moreOf.medicines,
        label: notTaken > 0 ? T.moreNotTaken(notTaken) : undefined,
        onOpen: onMore,
      }}
    >
      {doses.isError && !doses.data && <Plain>{T.failed}</Plain>}
      {doses.isSuccess && all.length === 0 && <Plain>{T.none}</Plain>}
      {shown.length > 0 && (
        <DoseRows
          doses={shown}
          next={next}
          now={now}
          zone={zone}
          personId={personId}
          onMarked={onMarked}
        />
      )}
    </Tile>
  );
}
