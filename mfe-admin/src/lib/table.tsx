import { Fragment } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Stack } from '@care/shared';
import { TEXTS } from '../texts';

/**
 * Dense but calm tables: zebra rows, a caption for screen readers, horizontal scroll on narrow screens.
 * The scroll stays inside the table's own box (max-width, min-width: 0 in a flex or grid parent), so a
 * wide table scrolls there and never widens the page or is cut off by it.
 */
const Scroll = styled.div`
  /* The containing block of what a cell hides visually (a select's label): inside the scroll, never past the page. */
  position: relative;
  width: 100%;
  max-width: 100%;
  min-width: 0;
  overflow-x: auto;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.md};

  caption {
    text-align: left;
    font-weight: ${({ theme }) => theme.font.weightBold};
    padding-bottom: ${({ theme }) => theme.space(1)};
  }
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(1.5)}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.disabledBg};
  }
  th {
    font-weight: ${({ theme }) => theme.font.weightBold};
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: nowrap;
  }
  tbody tr:nth-child(even) {
    background: ${({ theme }) => theme.colors.background};
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

/**
 * The table's scrolling box: a named region in the tab order, so a keyboard user can reach it and
 * scroll it with the arrow keys when it is wider than the screen.
 */
export function TableBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Scroll role="region" aria-label={label} tabIndex={0}>
      {children}
    </Scroll>
  );
}

/**
 * An e-mail address that may wrap after its "@" and before its dots, as addresses are split by hand,
 * never letter by letter: a long address no longer widens its column past the table's room.
 */
export function Email({ address }: { address: string }) {
  const parts = address.split(/(?=\.)|(?<=@)/);
  return (
    <>
      {parts.map((part, index) => (
        // The parts of one address never reorder: their position is their identity.
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

type Tone = 'neutral' | 'good' | 'warn' | 'bad';

const BadgeBox = styled.span<{ $tone: Tone }>`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space(1)};
  border-radius: 999px;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weightBold};
  white-space: nowrap;
  border: 1px solid currentColor;
  color: ${({ theme, $tone }) =>
    $tone === 'good'
      ? theme.colors.severity.success.fg
      : $tone === 'warn'
        ? theme.colors.severity.warning.fg
        : $tone === 'bad'
          ? theme.colors.severity.error.fg
          : theme.colors.textMuted};
  background: ${({ theme, $tone }) =>
    $tone === 'good'
      ? theme.colors.severity.success.bg
      : $tone === 'warn'
        ? theme.colors.severity.warning.bg
        : $tone === 'bad'
          ? theme.colors.severity.error.bg
          : theme.colors.surface};
`;

/** A short state word ("Online", "Waiting for approval") in a coloured pill; the word carries the meaning. */
export function Badge({ tone = 'neutral', children }: { tone?: Tone; children: ReactNode }) {
  return <BadgeBox $tone={tone}>{children}</BadgeBox>;
}

export interface PaginationProps {
  page: number;
  pageSize: number;
  count: number;
  /** The count is a lower bound (a search that matched more than it counts). */
  capped?: boolean;
  onPage: (page: number) => void;
  label: string;
}

/** Previous / Next with "Page x of y" and the number of matches (announced politely). */
export function Pagination({
  page,
  pageSize,
  count,
  capped = false,
  onPage,
  label,
}: PaginationProps) {
  const pages = Math.max(1, Math.ceil(count / pageSize));
  return (
    <nav aria-label={label}>
      <Stack direction="row" gap={2} align="center" wrap>
        <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {TEXTS.common.previous}
        </Button>
        <span>{TEXTS.common.page(Math.min(page, pages), pages)}</span>
        <Button
          variant="secondary"
          disabled={page >= pages && !capped}
          onClick={() => onPage(page + 1)}
        >
          {TEXTS.common.next}
        </Button>
        <Muted role="status">{TEXTS.common.matches(count, capped)}</Muted>
      </Stack>
    </nav>
  );
}
