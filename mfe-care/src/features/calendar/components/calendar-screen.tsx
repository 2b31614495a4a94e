import { useState } from 'react';
import type { FunctionComponent } from 'react';
import { Button, Card, Page, problemOf, Spinner, Stack } from '@care/shared';
import type { NavigateFn, UserScreenProps } from '@care/shared';
import { TEXTS } from '../../../texts';
import { DoseStatusBadge } from '../../../lib/doses';
import type { DoseStatus } from '../../../lib/doses';
import {
  addLocalDays,
  addLocalMonths,
  formatLocalDate,
  monthGrid,
  monthOf,
  todayIn,
  weekOf,
} from '../../../lib/time';
import type { LocalDate } from '../../../lib/time';
import { PersonGate } from '../../../lib/ui/person-header';
import { InlineList } from '../../../lib/ui/care-list';
import { ScreenProblem } from '../../../lib/ui/screen-problem';
import type { PersonInfo } from '../../../lib/ui/person-header';
import { useCalendarData } from '../hooks/use-calendar-data';
import { CalendarGrid } from './calendar-grid';
import { DayView } from './day-view';

const C = TEXTS.calendar;
type CalendarView = 'month' | 'week' | 'day';
const VIEWS: CalendarView[] = ['month', 'week', 'day'];
const LEGEND: DoseStatus[] = ['taken', 'missed', 'due', 'upcoming', 'skipped'];

/** The dates a view covers: the month's whole weeks, a week, or a day. */
function rangeOf(view: CalendarView, date: LocalDate): LocalDate[][] {
  if (view === 'month') return monthGrid(date);
  if (view === 'week') return [weekOf(date)];
  return [[date]];
}

function step(view: CalendarView, date: LocalDate, by: 1 | -1): LocalDate {
  if (view === 'month') return addLocalMonths(date, by);
  return addLocalDays(date, view === 'week' ? 7 * by : by);
}

function titleOf(view: CalendarView, date: LocalDate): string {
  if (view === 'month') return formatLocalDate(date, 'MMMM yyyy');
  if (view === 'week') return `Week of ${formatLocalDate(weekOf(date)[0] ?? date)}`;
  return formatLocalDate(date);
}

function Calendar({ person, navigate }: { person: PersonInfo; navigate: NavigateFn }) {
  const personId = String(person.id);
  const today = todayIn(person.zone);
  const [view, setView] = useState<CalendarView>('month');
  const [date, setDate] = useState<LocalDate>(today);
  const weeks = rangeOf(view, date);
  const first = weeks[0]?.[0] ?? date;
  const last = weeks.at(-1)?.at(-1) ?? date;
  const data = useCalendarData(personId, person.zone, first, last);
  const title = titleOf(view, date);
  return (
    <Stack gap={2}>
      <Stack direction="row" gap={1} wrap justify="space-between" align="center">
        <Stack direction="row" gap={1} wrap role="group" aria-label={C.viewLabel}>
          {VIEWS.map((v) => (
            <Button
              key={v}
              variant={v === view ? 'primary' : 'secondary'}
              aria-pressed={v === view}
              onClick={() => setView(v)}
            >
              {C.views[v]}
            </Button>
          ))}
        </Stack>
        <Stack direction="row" gap={1} wrap>
          <Button variant="secondary" onClick={() => setDate(step(view, date, -1))}>
            {C.previous[view]}
          </Button>
          <Button variant="secondary" onClick={() => setDate(today)}>
            {C.today}
          </Button>
          <Button variant="secondary" onClick={() => setDate(step(view, date, 1))}>
            {C.next[view]}
          </Button>
        </Stack>
      </Stack>
      <Card title={title}>
        {/* A failed load is said calmly, instead of the grid: an empty grid would read "Nothing planned". */}
        {data.error !== null ? (
          <ScreenProblem problem={problemOf(data.error)} navigate={navigate} onRetry={data.retry} />
        ) : data.isPending ? (
          <Spinner label={TEXTS.common.loading} />
        ) : view === 'day' ? (
          <DayView
            date={date}
            plan={data.planOf(date)}
            personId={personId}
            zone={person.zone}
            navigate={navigate}
          />
        ) : (
          <CalendarGrid
            weeks={weeks}
            month={view === 'month' ? monthOf(date) : null}
            label={view === 'month' ? C.gridLabel(title) : C.weekLabel(formatLocalDate(first))}
            today={today}
            focused={date}
            zone={person.zone}
            planOf={data.planOf}
            onFocus={setDate}
            onOpen={(day) => {
              setDate(day);
              setView('day');
            }}
          />
        )}
      </Card>
      <Card title={C.legend}>
        <InlineList>
          {LEGEND.map((status) => (
            <li key={status}>
              <DoseStatusBadge status={status} />
            </li>
          ))}
        </InlineList>
      </Card>
    </Stack>
  );
}

/** Spec 2.1 /calendar/{userId}: month, week and day views of appointments, doses and meals. */
export const CalendarScreen: FunctionComponent<UserScreenProps> = ({ params, navigate }) => (
  <Page title={TEXTS.titles.calendarScreen}>
    <PersonGate personId={params.userId} page={{ current: 'calendar', navigate }}>
      {(person) => <Calendar person={person} navigate={navigate} />}
    </PersonGate>
  </Page>
);
