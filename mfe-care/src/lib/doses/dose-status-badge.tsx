import styled, { css } from 'styled-components';
import { VisuallyHidden } from '@care/shared';
import type { Severity } from '@care/shared';
import { TEXTS } from '../../texts';
import type { DoseStatus } from './get-doses';

/**
 * A dose's status at a glance, never by colour alone: a symbol of its own shape and the word.
 * ✓ taken, ✗ missed, – skipped, ! due now, ○ upcoming.
 */
const DOSE_SYMBOL: Record<DoseStatus, string> = {
  taken: '✓',
  missed: '✗',
  skipped: '–',
  due: '!',
  upcoming: '○',
};

/** The colour a status is drawn in (always beside its symbol and word). */
const DOSE_SEVERITY: Record<DoseStatus, Severity | null> = {
  taken: 'success',
  missed: 'error',
  skipped: null,
  due: 'warning',
  upcoming: 'info',
};

const Badge = styled.span<{ $severity: Severity | null; $compact: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(0.5)};
  padding: ${({ theme, $compact }) => ($compact ? '0 4px' : `2px ${theme.space(1)}`)};
  border: 1px solid
    ${({ theme, $severity }) =>
      $severity === null ? theme.colors.border : theme.colors.severity[$severity].fg};
  border-radius: 999px;
  background: ${({ theme, $severity }) =>
    $severity === null ? theme.colors.surface : theme.colors.severity[$severity].bg};
  color: ${({ theme, $severity }) =>
    $severity === null ? theme.colors.text : theme.colors.severity[$severity].fg};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weightBold};
  white-space: nowrap;
`;

export function DoseStatusBadge({
  status,
  compact = false,
}: {
  status: DoseStatus;
  /** Symbol only on screen (the word stays for screen readers). */
  compact?: boolean;
}) {
  const word = TEXTS.doses.status[status];
  return (
    <Badge $severity={DOSE_SEVERITY[status]} $compact={compact} title={compact ? word : undefined}>
      <span aria-hidden="true">{DOSE_SYMBOL[status]}</span>
      {compact ? <VisuallyHidden>{word}</VisuallyHidden> : word}
    </Badge>
  );
}

const Tally = styled.span<{ $severity: Severity | null }>`
  display: inline-block;
  padding: 0 4px;
  border-radius: 4px;
  background: ${({ theme, $severity }) =>
    $severity === null ? theme.colors.surfaceAlt : theme.colors.severity[$severity].bg};
  color: ${({ theme, $severity }) =>
    $severity === null ? theme.colors.text : theme.colors.severity[$severity].fg};
  font-weight: ${({ theme }) => theme.font.weightBold};
  max-width: 100%;
  overflow-wrap: anywhere;
`;

/**
 * On a phone a month's cell is about 50 px wide: there the tally shows its symbol and count ("○ 3"), the
 * calendar's legend says what each symbol means, and the cell's label still reads the words.
 */
const TallyWord = styled.span<{ $symbolOnPhones: boolean }>`
  ${({ $symbolOnPhones }) =>
    $symbolOnPhones &&
    css`
      @media (max-width: 480px) {
        display: none;
      }
    `}
`;

/**
 * How many doses of one status, in colour and in words ("✓ 2 taken"): the calendar's cells (small
 * black marks said nothing to a caregiver; colour alone says nothing to many).
 */
export function DoseTally({
  status,
  count,
  symbolOnPhones = false,
}: {
  status: DoseStatus;
  count: number;
  /** A month's cell: on a phone, the symbol and count only (the cell's own label reads the words). */
  symbolOnPhones?: boolean;
}) {
  return (
    <Tally $severity={DOSE_SEVERITY[status]} data-status={status}>
      {DOSE_SYMBOL[status]} {count}{' '}
      <TallyWord $symbolOnPhones={symbolOnPhones}>{TEXTS.doses.countWord[status](count)}</TallyWord>
    </Tally>
  );
}
