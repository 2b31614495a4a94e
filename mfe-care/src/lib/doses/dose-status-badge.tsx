import styled from 'styled-components';
import { VisuallyHidden } from '@care/shared';
import type { Severity } from '@care/shared';
import { TEXTS } from '../../texts';
import type { DoseStatus } from './get-doses';

/**
 * A dose's status at a glance, never by colour alone: a symbol of its own shape and the word.
 * ✓ taken, ✗ missed, – skipped, ! due now, ○ upcoming.
 */
export const DOSE_SYMBOL: Record<DoseStatus, string> = {
  taken: '✓',
  missed: '✗',
  skipped: '–',
  due: '!',
  upcoming: '○',
};

const SEVERITY: Record<DoseStatus, Severity | null> = {
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
    <Badge $severity={SEVERITY[status]} $compact={compact} title={compact ? word : undefined}>
      <span aria-hidden="true">{DOSE_SYMBOL[status]}</span>
      {compact ? <VisuallyHidden>{word}</VisuallyHidden> : word}
    </Badge>
  );
}
