import { useState } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Card,
  ConfirmDialog,
  failureMessage,
  notify,
  Spinner,
  Stack,
  TextLink,
  linkTo,
} from '@care/shared';
import type { NavigateFn } from '@care/shared';
import { TEXTS } from '../../../texts';
import { adherenceOf, DoseList, DoseRow, useDosesInRange } from '../../../lib/doses';
import type { Dose } from '../../../lib/doses';
import { addLocalDays, todayIn } from '../../../lib/time';
import type { PersonInfo } from '../../../lib/ui/person-header';
import { useDeleteMedication } from '../api/delete-medication';
import { useMedications } from '../api/get-medications';
import type { Medication } from '../api/get-medications';
import { daysOf, timesText } from '../lib/medication-text';
import { MedicationForm } from './medication-form';

const T = TEXTS.medications;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  margin: 0 0 ${({ theme }) => theme.space(2)};
  & dt {
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
  & dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

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
  const medications = useMedications(personId);
  const remove = useDeleteMedication(personId);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const listPath = linkTo('medications', { userId: person.id });
  const back = (
    <TextLink to={listPath} navigate={navigate}>
      {TEXTS.common.backToList(TEXTS.titles.medicationsScreen.toLowerCase())}
    </TextLink>
  );
  if (medications.isPending) return <Spinner label={TEXTS.common.loading} />;
  if (medications.isError) {
    return <Alert severity="error">{failureMessage(medications.error, T.loadFailed)}</Alert>;
  }
  const m = medications.data.find((item) => item.id === medicationId);
  if (!m) {
    return (
      <Stack>
        {back}
        <Alert severity="warning">{T.notFound}</Alert>
      </Stack>
    );
  }
  const days = daysOf(m);
  return (
    <Stack gap={2}>
      {back}
      {editing ? (
        <Card title={T.editTitle}>
          <MedicationForm
            personId={personId}
            zone={person.zone}
            today={todayIn(person.zone)}
            medication={m}
            onSaved={() => {
              setEditing(false);
              notify(T.updated, { severity: 'success' });
            }}
            onCancel={() => setEditing(false)}
          />
        </Card>
      ) : (
        <Card title={`${m.name}${m.dosage ? ` ${m.dosage}` : ''}`}>
          <Facts>
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
          </Facts>
          <Stack direction="row" gap={1} wrap>
            <Button onClick={() => setEditing(true)}>{TEXTS.common.edit}</Button>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              {TEXTS.common.delete}
            </Button>
            <TextLink
              to={linkTo('medicationAddToCalendar', { medicationId: m.id })}
              navigate={navigate}
            >
              {T.addToCalendar}
            </TextLink>
          </Stack>
          {remove.isError && (
            <Alert severity="error">
              {failureMessage(remove.error, TEXTS.common.deleteFailed)}
            </Alert>
          )}
        </Card>
      )}
      <DosesOf m={m} person={person} />
      <ConfirmDialog
        open={confirming}
        title={T.deleteConfirmTitle}
        message={T.deleteConfirm(m.name)}
        confirmLabel={TEXTS.common.delete}
        danger
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(m.id, {
            onSuccess: () => {
              setConfirming(false);
              notify(T.deleted, { severity: 'success' });
              navigate(listPath);
            },
            onError: () => setConfirming(false),
          })
        }
      />
    </Stack>
  );
}
