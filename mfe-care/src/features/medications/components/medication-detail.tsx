import styled from 'styled-components';
import { Alert, Card, failureMessage, Spinner, linkTo } from '@care/shared';
import type { NavigateFn } from '@care/shared';
import { TEXTS } from '../../../texts';
import { adherenceOf, DoseList, DoseRow, useDosesInRange } from '../../../lib/doses';
import type { Dose } from '../../../lib/doses';
import { addLocalDays, todayIn } from '../../../lib/time';
import type { PersonInfo } from '../../../lib/ui/person-header';
import { RecordDetail } from '../../../lib/ui/record-detail';
import { useDeleteMedication } from '../api/delete-medication';
import { useMedications } from '../api/get-medications';
import type { Medication } from '../api/get-medications';
import { daysOf, timesText } from '../lib/medication-text';
import { MedicationForm } from './medication-form';

const T = TEXTS.medications;

const Figures = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14em, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;

const Figure = styled.div`
  padding: ${({ theme }) => theme.space(1.5)};
  border: 1px solid ${({ theme }) => theme.colors.disabledBg};
  border-radius: ${({ theme }) => theme.radius};
  & > strong {
    display: block;
    font-size: ${({ theme }) => theme.font.size.h2};
  }
`;

function AdherenceFigure({ days, doses }: { days: number; doses: Dose[] }) {
  const a = adherenceOf(doses);
  return (
    <Figure>
      <span>{T.adherenceRange(days)}</span>
      <strong>
        {a.percent === null ? T.adherenceNone : T.adherenceValue(a.percent, a.taken, a.counted)}
      </strong>
      {a.counted > 0 && <span>{T.adherenceDetail(a.skipped, a.missed)}</span>}
    </Figure>
  );
}

/** Today's doses to mark, adherence over 7 and 30 days, and the record of the last 7 days. */
function DosesOf({ m, person }: { m: Medication; person: PersonInfo }) {
  const personId = String(person.id);
  const today = todayIn(person.zone);
  const month = useDosesInRange(personId, {
    from: addLocalDays(today, -29),
    to: today,
    medicationId: m.id,
  });
  if (month.isPending) return <Spinner label={TEXTS.common.loading} />;
  if (month.isError)
    return <Alert severity="error">{failureMessage(month.error, TEXTS.doses.loadFailed)}</Alert>;
  const weekStart = addLocalDays(today, -6);
  const todays = month.data.filter((d) => d.local_date === today);
  const week = month.data.filter((d) => d.local_date >= weekStart);
  const earlier = week.filter((d) => d.local_date < today).reverse();
  return (
    <>
      <Card title={T.today}>
        {todays.length === 0 ? (
          <p>{T.noDoses}</p>
        ) : (
          <DoseList>
            {todays.map((d) => (
              <DoseRow key={d.due_at} dose={d} personId={personId} zone={person.zone} />
            ))}
          </DoseList>
        )}
      </Card>
      <Card title={T.adherence}>
        <Figures>
          <AdherenceFigure days={7} doses={week} />
          <AdherenceFigure days={30} doses={month.data} />
        </Figures>
      </Card>
      <Card title={T.history}>
        {earlier.length === 0 ? (
          <p>{T.noDoses}</p>
        ) : (
          <DoseList>
            {earlier.map((d) => (
              <DoseRow key={d.due_at} dose={d} personId={personId} zone={person.zone} showDate />
            ))}
          </DoseList>
        )}
      </Card>
    </>
  );
}

export function MedicationDetail({
  person,
  medicationId,
  navigate,
}: {
  person: PersonInfo;
  medicationId: number;
  navigate: NavigateFn;
}) {
  const personId = String(person.id);
  return (
    <RecordDetail
      records={useMedications(personId)}
      recordId={medicationId}
      remove={useDeleteMedication(personId)}
      listPath={linkTo('medications', { userId: person.id })}
      listTitle={TEXTS.titles.medicationsScreen}
      navigate={navigate}
      texts={T}
      title={(m) => `${m.name}${m.dosage ? ` ${m.dosage}` : ''}`}
      deleteMessage={(m) => T.deleteConfirm(m.name)}
      calendarPath={(m) => linkTo('medicationAddToCalendar', { medicationId: m.id })}
      facts={(m) => {
        const days = daysOf(m);
        return (
          <>
            <dt>{T.times}</dt>
            <dd>{timesText(m)}</dd>
            {days && (
              <>
                <dt>{T.days}</dt>
                <dd>{days}</dd>
              </>
            )}
            {m.instructions && (
              <>
                <dt>{T.instructions}</dt>
                <dd>{m.instructions}</dd>
              </>
            )}
            <dt>{T.status}</dt>
            <dd>{T.statuses[m.status]}</dd>
          </>
        );
      }}
      form={(m, done) => (
        <MedicationForm
          personId={personId}
          zone={person.zone}
          today={todayIn(person.zone)}
          medication={m}
          {...done}
        />
      )}
      after={(m) => <DosesOf m={m} person={person} />}
    />
  );
}
