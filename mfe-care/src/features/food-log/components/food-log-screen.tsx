import { useState } from 'react';
import type { FunctionComponent } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Card,
  ConfirmDialog,
  failureMessage,
  notify,
  Page,
  Spinner,
  Stack,
  TextField,
} from '@care/shared';
import type { UserScreenProps } from '@care/shared';
import { TEXTS } from '../../../texts';
import {
  addLocalDays,
  formatLocalDate,
  isLocalDate,
  localDateOf,
  localTimeOf,
  todayIn,
} from '../../../lib/time';
import type { LocalDate } from '../../../lib/time';
import { DayRow } from '../../../lib/ui/care-list';
import { PersonGate } from '../../../lib/ui/person-header';
import type { PersonInfo } from '../../../lib/ui/person-header';
import { useDeleteMeal } from '../api/delete-meal';
import { useMeals } from '../api/get-meals';
import type { Meal } from '../api/get-meals';
import { MEAL_TYPES } from '../lib/meal-form';
import { MealForm } from './meal-form';
import { QuickEntry } from './quick-entry';

const F = TEXTS.food;

const Entries = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Entry = styled(DayRow)`
  & > span:nth-child(2) {
    flex: 1 1 12em;
    overflow-wrap: anywhere;
  }
`;

const Group = styled.section`
  & > h3 {
    margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(0.5)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

function DayNavigation({
  day,
  today,
  onDay,
}: {
  day: LocalDate;
  today: LocalDate;
  onDay: (d: LocalDate) => void;
}) {
  return (
    <Stack direction="row" gap={1} wrap align="flex-end">
      <Button variant="secondary" onClick={() => onDay(addLocalDays(day, -1))}>
        {F.previousDay}
      </Button>
      <Button variant="secondary" disabled={day === today} onClick={() => onDay(today)}>
        {F.today}
      </Button>
      <Button variant="secondary" onClick={() => onDay(addLocalDays(day, 1))}>
        {F.nextDay}
      </Button>
      <TextField
        label={F.day}
        type="date"
        value={day}
        onChange={(event) => {
          if (isLocalDate(event.target.value)) onDay(event.target.value);
        }}
      />
    </Stack>
  );
}

function MealEntry({
  meal,
  zone,
  onEdit,
  onDelete,
}: {
  meal: Meal;
  zone: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const time = localTimeOf(meal.eaten_at, zone);
  const type = F.types[meal.meal_type];
  return (
    <Entry>
      <span>{time}</span>
      <span>
        {meal.ate ? meal.description || F.types[meal.meal_type] : <strong>{F.notEaten}</strong>}
        {!meal.ate && meal.description && ` (${meal.description})`}
        {meal.calories !== null && <Muted>{`${meal.calories} kcal`}</Muted>}
        {meal.notes && <Muted>{meal.notes}</Muted>}
      </span>
      <Button variant="secondary" aria-label={F.editLabel(type, time)} onClick={onEdit}>
        {TEXTS.common.edit}
      </Button>
      <Button variant="secondary" aria-label={F.deleteLabel(type, time)} onClick={onDelete}>
        {TEXTS.common.delete}
      </Button>
    </Entry>
  );
}

function FoodLog({ person }: { person: PersonInfo }) {
  const personId = String(person.id);
  const today = todayIn(person.zone);
  const [day, setDay] = useState(today);
  const [editing, setEditing] = useState<Meal | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Meal | null>(null);
  const meals = useMeals(personId);
  const remove = useDeleteMeal(personId);
  const ofDay = (meals.data ?? [])
    .filter((m) => localDateOf(m.eaten_at, person.zone) === day)
    .sort((a, b) => a.eaten_at.localeCompare(b.eaten_at));
  return (
    <Stack gap={3}>
      <DayNavigation day={day} today={today} onDay={setDay} />
      <Card title={F.quick}>
        <p>{F.quickHint}</p>
        <QuickEntry personId={personId} zone={person.zone} day={day} />
      </Card>
      <Card title={formatLocalDate(day)}>
        {meals.isPending && <Spinner label={TEXTS.common.loading} />}
        {meals.isError && (
          <Alert severity="error">{failureMessage(meals.error, F.loadFailed)}</Alert>
        )}
        {meals.isSuccess && ofDay.length === 0 && <p>{F.nothingYet}</p>}
        {MEAL_TYPES.map((type) => {
          const list = ofDay.filter((m) => m.meal_type === type);
          if (list.length === 0) return null;
          return (
            <Group key={type} aria-label={F.types[type]}>
              <h3>{F.types[type]}</h3>
              <Entries>
                {list.map((m) => (
                  <MealEntry
                    key={m.id}
                    meal={m}
                    zone={person.zone}
                    onEdit={() => setEditing(m)}
                    onDelete={() => setDeleting(m)}
                  />
                ))}
              </Entries>
            </Group>
          );
        })}
        {editing === null && (
          <Stack direction="row">
            <Button onClick={() => setEditing('new')}>{F.add}</Button>
          </Stack>
        )}
      </Card>
      {editing !== null && (
        <Card title={editing === 'new' ? F.addTitle : F.editTitle}>
          <MealForm
            key={editing === 'new' ? `new-${day}` : editing.id}
            personId={personId}
            zone={person.zone}
            day={day}
            defaultTime={day === today ? localTimeOf(new Date(), person.zone) : '12:00'}
            meal={editing === 'new' ? undefined : editing}
            onSaved={() => {
              setEditing(null);
              notify(F.saved, { severity: 'success' });
            }}
            onCancel={() => setEditing(null)}
          />
        </Card>
      )}
      {deleting && (
        <ConfirmDialog
          title={F.deleteConfirmTitle}
          message={F.deleteConfirm(
            F.types[deleting.meal_type],
            localTimeOf(deleting.eaten_at, person.zone),
          )}
          confirmLabel={TEXTS.common.delete}
          danger
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                setDeleting(null);
                notify(F.deleted, { severity: 'success' });
              },
              onError: (error) => {
                setDeleting(null);
                notify(failureMessage(error, TEXTS.common.deleteFailed), { severity: 'error' });
              },
            })
          }
        />
      )}
    </Stack>
  );
}

/** Spec 2.1 /users/{userId}/food: the day's meals by type, a quick ate / did-not-eat entry, add, edit, delete. */
export const FoodLogScreen: FunctionComponent<UserScreenProps> = ({ params, navigate }) => (
  <Page title={TEXTS.titles.foodLogScreen} maxWidth="md">
    <PersonGate personId={params.userId} page={{ current: 'food', navigate }}>
      {(person) => <FoodLog person={person} />}
    </PersonGate>
  </Page>
);
