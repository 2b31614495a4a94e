import { Alert, Button } from '@care/shared';
import styled from 'styled-components';
import { formatTimeOfDay, spokenTime } from '../../../lib/time/format';
import { useNow } from '../../../lib/time/use-now';
import { TEXTS } from '../../../texts';
import { useDoses, type Dose } from '../api/get-doses';
import { useMarkDose } from '../../../lib/doses/mark-dose';
import { List, Muted, Plain, Tile } from './tile';

const T = TEXTS.clock.medicines;

/** A dose may be marked taken from an hour before its time (the evening tablets are not for the morning). */
export const TAKE_EARLY_MS = 60 * 60_000;

const Row = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.5)};
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
  padding: 0 ${({ theme }) => theme.space(1.5)};
`;

const Done = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.severity.success.fg};
`;

const isOpen = (dose: Dose): boolean => dose.status !== 'taken' && dose.status !== 'skipped';

/**
 * The doses that fit, in time order, starting at the first one still open: a dose just marked stays where it
 * was (the person sees it ticked), and what is done for the morning gives way to what comes next.
 */
export function visibleDoses(doses: readonly Dose[], capacity: number): Dose[] {
  const byTime = [...doses].sort((a, b) => Date.parse(a.due_at) - Date.parse(b.due_at));
  const firstOpen = byTime.findIndex(isOpen);
  const start = Math.max(
    0,
    Math.min(firstOpen === -1 ? byTime.length : firstOpen, byTime.length - capacity),
  );
  return byTime.slice(start, start + capacity);
}

function canTake(dose: Dose, now: number): boolean {
  return isOpen(dose) && Date.parse(dose.due_at) - now <= TAKE_EARLY_MS;
}

function DoseRow({
  dose,
  now,
  zone,
  personId,
}: {
  dose: Dose;
  now: number;
  zone: string;
  personId: number;
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
  else if (canTake(dose, now)) status = <span>{time}</span>;
  else status = <Muted as="span">{T.later(time)}</Muted>;
  return (
    <Row>
      <Line>
        <span>
          <Name>{title}</Name>
          {status}
        </span>
        {canTake(dose, now) && (
          <TakeButton
            aria-label={T.takeLabel(title, time)}
            busy={mark.isPending}
            onClick={() =>
              mark.mutate({
                patientId: String(personId),
                medicationId: dose.medication_id,
                dueAt: dose.due_at,
                status: 'taken',
              })
            }
          >
            {T.taken}
          </TakeButton>
        )}
      </Line>
      {mark.isError && <Alert severity="error">{T.saveFailed}</Alert>}
    </Row>
  );
}

/** Today's doses, each open one with a large Taken button that stays until pressed. */
export function MedicinesTile({
  personId,
  date,
  zone,
  capacity,
}: {
  personId: number;
  date: string;
  zone: string;
  capacity: number;
}) {
  const doses = useDoses(personId, date);
  const now = useNow(60_000);
  const all = doses.data ?? [];
  const shown = visibleDoses(all, capacity);
  const hidden = all.length - shown.length;
  return (
    <Tile title={T.title} aside={hidden > 0 ? TEXTS.clock.more(hidden) : null}>
      {doses.isError && !doses.data && <Plain>{T.failed}</Plain>}
      {doses.isSuccess && all.length === 0 && <Plain>{T.none}</Plain>}
      {shown.length > 0 && (
        <List>
          {shown.map((dose) => (
            <DoseRow
              key={`${dose.medication_id}-${dose.due_at}`}
              dose={dose}
              now={now}
              zone={zone}
              personId={personId}
            />
          ))}
        </List>
      )}
    </Tile>
  );
}
