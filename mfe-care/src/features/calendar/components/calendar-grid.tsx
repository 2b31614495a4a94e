import { useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import styled, { css } from 'styled-components';
import { VisuallyHidden } from '@care/shared';
import { TEXTS } from '../../../texts';
import { DoseTally } from '../../../lib/doses';
import { formatLocalDate, localTimeOf, weekdaysShort } from '../../../lib/time';
import type { LocalDate } from '../../../lib/time';
import { moveByKey } from '../lib/grid-keys';
import { doseCounts } from '../hooks/use-calendar-data';
import type { DayPlan } from '../hooks/use-calendar-data';

const C = TEXTS.calendar;

/** Below this width a week's seven columns are too narrow for words: its days stack, one per line. */
const NARROW_WEEK = '600px';
/** A phone: a month's seven columns are about 45 px wide each. */
const PHONE = '480px';

const Grid = styled.div<{ $week: boolean }>`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 1px solid ${({ theme }) => theme.colors.border};
  ${({ $week }) =>
    $week &&
    css`
      @media (max-width: ${NARROW_WEEK}) {
        grid-template-columns: minmax(0, 1fr);
        & [role='columnheader'] {
          display: none;
        }
        & [role='gridcell'] {
          min-height: 0;
        }
      }
    `}
`;

/** The weekday beside the date, shown only where a week's days stack (their column heads are hidden). */
const StackedWeekday = styled.span`
  display: none;
  @media (max-width: ${NARROW_WEEK}) {
    display: inline;
  }
`;

/** Rows take no box of their own: their cells sit on the grid's seven columns. */
const Row = styled.div`
  display: contents;
`;

const Head = styled.div`
  padding: ${({ theme }) => theme.space(0.5)};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-weight: ${({ theme }) => theme.font.weightBold};
  text-align: center;
`;

const Cell = styled.div<{ $outside: boolean; $today: boolean; $tall: boolean }>`
  min-height: ${({ $tall }) => ($tall ? '14rem' : '6.5rem')};
  padding: ${({ theme }) => theme.space(0.5)};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $outside }) => ($outside ? theme.colors.surfaceAlt : theme.colors.surface)};
  color: ${({ theme, $outside }) => ($outside ? theme.colors.textMuted : theme.colors.text)};
  cursor: pointer;
  min-width: 0;
  /* A phone's month cell is about 45 px wide: breaking a word to fit it left "Phys ioth erap y". Lines
     wrap between words only; a word wider than the cell ends in an ellipsis (Line). */
  overflow-wrap: normal;
  word-break: normal;
  hyphens: manual;
  font-size: ${({ theme }) => theme.font.size.sm};
  @media (max-width: ${PHONE}) {
    padding: 2px;
  }
  ${({ $today, theme }) =>
    $today &&
    css`
      box-shadow: inset 0 0 0 3px ${theme.colors.primary};
    `}
  &:hover {
    background: ${({ theme }) => theme.colors.subtleHover};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.focusRingWidth}px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -${({ theme }) => theme.focusRingWidth}px;
  }
`;

const DayNumber = styled.span<{ $today: boolean }>`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px;
  font-weight: ${({ theme }) => theme.font.weightBold};
  font-size: ${({ theme }) => theme.font.size.md};
  ${({ $today, theme }) =>
    $today &&
    css`
      & > em {
        font-style: normal;
        padding: 0 6px;
        border-radius: 999px;
        /* AA contrast in every cell state (hover, selected, outside the month). */
        background: ${theme.colors.primaryHover};
        color: ${theme.colors.onPrimary};
        font-size: ${theme.font.size.sm};
        /* "Today" is one word and stays whole: on a phone the badge is smaller so that it fits the cell. */
        white-space: nowrap;
        @media (max-width: ${PHONE}) {
          padding: 0 2px;
          font-size: 0.75rem;
        }
      }
    `}
`;

/**
 * A cell's lines wrap rather than cut ("10…" told a caregiver nothing). They wrap between words; only
 * a single word wider than the cell is cut, and then with "…".
 */
const Line = styled.span`
  display: block;
  overflow: hidden;
  text-overflow: ellipsis;
`;

/** The time is never cut. */
const Time = styled.span`
  white-space: nowrap;
`;

/**
 * An appointment's title. In a phone's month cell it takes one line under the time: its first words
 * and "…" (the day view, opened from the cell, gives it whole).
 */
const Title = styled.span<{ $brief: boolean }>`
  ${({ $brief }) =>
    $brief &&
    css`
      @media (max-width: ${PHONE}) {
        display: block;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
    `}
`;

const Tallies = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 2px;
  margin-top: 2px;
  /* The tally breaks anywhere by itself; in a cell, as for every other line, a word that does not fit
     ends in "…" instead of breaking inside itself. */
  & > span {
    overflow-wrap: normal;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

/** 'Monday 23 November 2026, today: 1 appointment, 4 doses (2 taken, 1 missed, 1 upcoming), 2 meals'. */
function cellLabel(date: LocalDate, plan: DayPlan, isToday: boolean): string {
  const parts: string[] = [];
  if (plan.appointments.length > 0) parts.push(C.appointments(plan.appointments.length));
  if (plan.doses.length > 0) {
    const counts = doseCounts(plan.doses)
      .map(([status, n]) => TEXTS.doses.count[status](n))
      .join(', ');
    parts.push(`${C.doses(plan.doses.length)} (${counts})`);
  }
  if (plan.meals.length > 0) parts.push(C.meals(plan.meals.length));
  const day = `${formatLocalDate(date)}${isToday ? `, ${C.todayMark.toLowerCase()}` : ''}`;
  return `${day}: ${parts.length > 0 ? parts.join(', ') : C.nothing}`;
}

export interface CalendarGridProps {
  weeks: LocalDate[][];
  /** The month shown ('YYYY-MM'): days outside it are dimmed (month view). */
  month: string | null;
  label: string;
  today: LocalDate;
  focused: LocalDate;
  zone: string;
  planOf: (date: LocalDate) => DayPlan;
  onFocus: (date: LocalDate) => void;
  onOpen: (date: LocalDate) => void;
}

/**
 * A month or a week as a grid (WAI-ARIA grid, roving tabindex): one cell in the tab order, arrow keys
 * between days, Enter or Space opens one. Each cell's name (hidden text, read instead of the terse
 * visible one) is its full date and what it holds; today
 * is marked in words and with a ring; dose statuses show in colour, symbol and words ("✓ 2 taken").
 */
export function CalendarGrid({
  weeks,
  month,
  label,
  today,
  focused,
  zone,
  planOf,
  onFocus,
  onOpen,
}: CalendarGridProps) {
  const grid = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused, weeks]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(focused);
      return;
    }
    const next = moveByKey(focused, event.key);
    if (next === null) return;
    event.preventDefault();
    moved.current = true;
    onFocus(next);
  };
  const tall = weeks.length === 1;
  const weekdays = weekdaysShort();
  return (
    <Grid ref={grid} role="grid" aria-label={label} onKeyDown={onKeyDown} $week={tall}>
      <Row role="row">
        {weekdays.map((d) => (
          <Head key={d} role="columnheader">
            {d}
          </Head>
        ))}
      </Row>
      {weeks.map((week) => (
        <Row role="row" key={week[0]}>
          {week.map((date, index) => {
            const plan = planOf(date);
            const isToday = date === today;
            const tallies = doseCounts(plan.doses);
            const shown = tall ? plan.appointments : plan.appointments.slice(0, 2);
            return (
              <Cell
                key={date}
                role="gridcell"
                data-date={date}
                tabIndex={date === focused ? 0 : -1}
                aria-current={isToday ? 'date' : undefined}
                aria-selected={date === focused}
                $outside={month !== null && !date.startsWith(month)}
                $today={isToday}
                $tall={tall}
                onClick={() => onOpen(date)}
                onFocus={() => {
                  if (date !== focused) onFocus(date);
                }}
              >
                {/* The name comes from this text, not aria-label: what is seen is part of what is read. */}
                <VisuallyHidden>{cellLabel(date, plan, isToday)}</VisuallyHidden>
                <span aria-hidden="true">
                  <DayNumber $today={isToday}>
                    {tall && <StackedWeekday>{weekdays[index]}</StackedWeekday>}
                    {Number(date.slice(8))}
                    {isToday && <em>{C.todayMark}</em>}
                  </DayNumber>
                  {shown.map((a) => (
                    <Line key={a.id}>
                      <Time>{localTimeOf(a.start_time, zone)}</Time>{' '}
                      <Title $brief={!tall}>{a.title}</Title>
                    </Line>
                  ))}
                  {plan.appointments.length > shown.length && (
                    <Line>+{plan.appointments.length - shown.length}</Line>
                  )}
                  {tallies.length > 0 && (
                    <Tallies>
                      {tallies.map(([status, n]) => (
                        <DoseTally key={status} status={status} count={n} symbolOnPhones={!tall} />
                      ))}
                    </Tallies>
                  )}
                  {plan.meals.length > 0 && <Line>{C.meals(plan.meals.length)}</Line>}
                </span>
              </Cell>
            );
          })}
        </Row>
      ))}
    </Grid>
  );
}
