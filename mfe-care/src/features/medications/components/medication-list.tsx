import styled from 'styled-components';
import { Alert, Card, failureMessage, notify, Spinner, Stack, linkTo } from '@care/shared';
import type { NavigateFn } from '@care/shared';
import { TEXTS } from '../../../texts';
import { DoseStatusBadge, useDosesInRange } from '../../../lib/doses';
import type { Dose } from '../../../lib/doses';
import { todayIn } from '../../../lib/time';
import { AddInPlace, Folded, ItemList, navigateOnClick } from '../../../lib/ui/care-list';
import type { PersonInfo } from '../../../lib/ui/person-header';
import { useMedications } from '../api/get-medications';
import type { Medication } from '../api/get-medications';
import { timesText } from '../lib/medication-text';
import { MedicationForm } from './medication-form';
import { ThresholdCard } from './threshold-card';

const T = TEXTS.medications;

const Item = styled.li`
  padding: ${({ theme }) => theme.space(1.5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

const Name = styled.a`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weightBold};
  color: ${({ theme }) => theme.colors.primary};
`;

const Today = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  align-items: center;
  margin-top: ${({ theme }) => theme.space(0.5)};
`;

function MedicationItem({
  m,
  doses,
  userId,
  navigate,
}: {
  m: Medication;
  doses: Dose[];
  userId: number;
  navigate: NavigateFn;
}) {
  const href = linkTo('medication', { userId, medicationId: m.id });
  return (
    <Item>
      <Name href={href} onClick={navigateOnClick(navigate, href)}>
        {m.name}
        {m.dosage && ` ${m.dosage}`}
      </Name>
      <div>{m.status === 'active' ? timesText(m) : T.statuses[m.status]}</div>
      {doses.length > 0 && (
        <Today>
          <span>{T.today}:</span>
          {doses.map((d) => (
            <span key={d.due_at}>
              {d.local_time} <DoseStatusBadge status={d.status} />
            </span>
          ))}
        </Today>
      )}
    </Item>
  );
}

export function MedicationList({ person, navigate }: { person: PersonInfo; navigate: NavigateFn }) {
  const personId = String(person.id);
  const today = todayIn(person.zone);
  const medications = useMedications(personId);
  const doses = useDosesInRange(personId, { from: today, to: today });
  if (medications.isPending) return <Spinner label={TEXTS.common.loading} />;
  if (medications.isError) {
    return <Alert severity="error">{failureMessage(medications.error, T.loadFailed)}</Alert>;
  }
  const active = medications.data.filter((m) => m.status === 'active');
  const inactive = medications.data.filter((m) => m.status !== 'active');
  const dosesOf = (m: Medication) => (doses.data ?? []).filter((d) => d.medication_id === m.id);
  const item = (m: Medication) => (
    <MedicationItem key={m.id} m={m} doses={dosesOf(m)} userId={person.id} navigate={navigate} />
  );
  return (
    <Stack gap={3}>
      <AddInPlace
        title={T.newTitle}
        label={T.add}
        form={(close) => (
          <MedicationForm
            personId={personId}
            zone={person.zone}
            today={today}
            onSaved={(saved) => {
              close();
              notify(T.created, { severity: 'success' });
              navigate(linkTo('medication', { userId: person.id, medicationId: saved.id }));
            }}
            onCancel={close}
          />
        )}
      />
      <Card title={T.active}>
        {doses.isError && <Alert severity="error">{TEXTS.doses.loadFailed}</Alert>}
        {active.length === 0 ? <p>{T.none}</p> : <ItemList>{active.map(item)}</ItemList>}
        {inactive.length > 0 && (
          <Folded>
            <summary>{T.inactive(inactive.length)}</summary>
            <ItemList>{inactive.map(item)}</ItemList>
          </Folded>
        )}
      </Card>
      <ThresholdCard personId={personId} />
    </Stack>
  );
}
