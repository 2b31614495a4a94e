import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { CALM_STATE_TEXTS } from './ui-texts';

/**
 * The three calm answers a screen gives instead of its content: the thing does not exist (a bad
 * or unknown id in the path), the viewer may not see it, or it could not be loaded just now.
 */
export type CalmProblem = 'notFound' | 'notAllowed' | 'loadFailed';

export { CALM_STATE_TEXTS } from './ui-texts';

/** How often "will try again" happens by itself. */
const CALM_RETRY_MS = 30_000;

const Box = styled.section<{ $problem: CalmProblem }>`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(2.5)}`};
  border-left: 6px solid
    ${({ theme, $problem }) =>
      theme.colors.severity[$problem === 'loadFailed' ? 'warning' : 'info'].fg};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $problem }) =>
    theme.colors.severity[$problem === 'loadFailed' ? 'warning' : 'info'].bg};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Message = styled.p`
  margin: 0;
`;

export interface CalmStateProps {
  problem: CalmProblem;
  /**
   * For 'loadFailed': loads again. It runs by itself every CALM_RETRY_MS while shown, and from the
   * "Try again now" button.
   */
  onRetry?: () => void;
  /** A way on (e.g. a button to the viewer's home page), under the message. */
  action?: ReactNode;
  /** The screen's own sentence where the specification gives one (spec 8), instead of the common one. */
  message?: string;
}

/**
 * The calm pattern for "not found", "not allowed" and "could not load — will try again": a heading, one plain
 * sentence, and at most a way on. It replaces the screen's content, so no form is offered for something that
 * does not exist and no empty grid pretends there is nothing planned.
 */
export function CalmState({ problem, onRetry, action, message }: CalmStateProps) {
  const texts = CALM_STATE_TEXTS[problem];
  // The latest retry, read by the timer: a screen passes a new function at each render.
  const retry = useRef(onRetry);
  useEffect(() => {
    retry.current = onRetry;
  }, [onRetry]);
  const retries = problem === 'loadFailed' && onRetry !== undefined;
  useEffect(() => {
    if (!retries) return undefined;
    const timer = setInterval(() => retry.current?.(), CALM_RETRY_MS);
    return () => clearInterval(timer);
  }, [retries]);
  return (
    <Box $problem={problem} role="status" aria-labelledby={`calm-${problem}`} data-calm={problem}>
      <Title id={`calm-${problem}`}>{texts.title}</Title>
      <Message>{message ?? texts.message}</Message>
      {retries && (
        <Button variant="secondary" onClick={() => retry.current?.()}>
          {CALM_STATE_TEXTS.retryNow}
        </Button>
      )}
      {action}
    </Box>
  );
}
