import styled from 'styled-components';
import { Button, failureMessage, notify, useSessionStore } from '@care/shared';
import { TEXTS } from '../../texts';
import { formatInZone } from '../time';
import { DayRow } from '../ui/care-list';
import { DoseStatusBadge } from './dose-status-badge';
import type { Dose } from './get-doses';
import { useMarkDose } from './mark-dose';
import type { DoseMark } from './mark-dose';

const D = TEXTS.doses;

const Time = styled.span`
  min-width: 3.5em;
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

const What = styled.span`
  flex: 1 1 12em;
`;

const Mark = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

export const DoseList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** Who marked it and when, on the person's clock. */
export function markText(dose: Dose, zone: string): string | null {
  if (dose.marked_at === null) return null;
  const status = D.status[dose.status];
  const at = formatInZone(dose.marked_at, zone, 'd MMM, HH:mm');
  return dose.marked_by
    ? D.markedBy(status, at, dose.marked_by.display_name)
    : D.markedAt(status, at);
}

/** A dose may be marked taken from this long before it is due (the API's rule). */
const TAKEN_EARLY_MS = 2 * 3600_000;

/**
 * The marks offered for a dose: the person takes or skips; the care team may also correct or undo.
 * A dose further ahead than two hours can only be skipped.
 */
export function actionsFor(dose: Dose, corrects: boolean, now: Date = new Date()): DoseMark[] {
  const marked = dose.marked_at !== null;
  const early = new Date(dose.due_at).getTime() - now.getTime() > TAKEN_EARLY_MS;
  const actions: DoseMark[] = [];
  if (dose.status !== 'taken' && !early) actions.push('taken');
  if (dose.status !== 'skipped') actions.push('skipped');
  if (corrects && dose.status !== 'missed' && dose.status !== 'upcoming') actions.push('missed');
  if (corrects && marked) actions.push('pending');
  return actions;
}

// Read at render: the words follow the page's language.
const label = (mark: DoseMark): string =>
  ({ taken: D.taken, skipped: D.skip, missed: D.markMissed, pending: D.undo })[mark];

/**
 * One dose: its time, the medication, its status (symbol and word), who marked it, and the marks the
 * viewer may make. Each button names the dose for screen readers ("Taken: Metformin at 08:00").
 */
export function DoseRow({
  dose,
  personId,
  zone,
  showDate = false,
}: {
  dose: Dose;
  personId: string;
  zone: string;
  /** Show the day too (lists over several days). */
  showDate?: boolean;
}) {
  const viewerId = useSessionStore((s) => s.userId);
  const mark = useMarkDose();
  const corrects = viewerId !== null && String(viewerId) !== personId;
  const when = showDate ? formatInZone(dose.due_at, zone, 'EEE d MMM, HH:mm') : dose.local_time;
  const by = markText(dose, zone);
  const onMark = (status: DoseMark) =>
    mark.mutate(
      { personId, medicationId: dose.medication_id, dueAt: dose.due_at, status },
      {
        onSuccess: (saved) =>
          notify(D.marked(saved.medication_name, D.status[saved.status]), { severity: 'success' }),
        onError: (error) => notify(failureMessage(error, D.markFailed), { severity: 'error' }),
      },
    );
  return (
    <DayRow>
      <Time>{when}</Time>
      <What>
        {dose.medication_name}
        {dose.dose && ` ${dose.dose}`}
        {by && <Mark>{by}</Mark>}
      </What>
      <DoseStatusBadge status={dose.status} />
      <Actions>
        {actionsFor(dose, corrects).map((action) => (
          <Button
            key={action}
            variant={action === 'taken' ? 'primary' : 'secondary'}
            disabled={mark.isPending}
            aria-label={D.actionLabel(label(action), dose.medication_name, when)}
            onClick={() => onMark(action)}
          >
            {label(action)}
          </Button>
        ))}
      </Actions>
    </DayRow>
  );
}
