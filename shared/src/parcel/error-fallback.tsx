import { useId } from 'react';
import styled from 'styled-components';
import { Alert, Button, Stack } from '../ui';
import { PARCEL_TEXTS } from './parcel-texts';

export interface ErrorFallbackProps {
  error: unknown;
  /** React's component stack of the error, when a boundary caught it. */
  componentStack?: string | null;
  onRetry: () => void;
}

const StackTrace = styled.pre`
  overflow: auto;
  max-height: 40vh;
  margin: 0;
  white-space: pre-wrap;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The text of anything thrown: an Error's message, a route error's status text, or the value itself. */
function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null && 'statusText' in error) {
    return String(error.statusText);
  }
  return String(error);
}

/**
 * Spec 2.2's error screen, for a crashed screen (inside its parcel) and for the host's shell: 'Something went
 * wrong.', the error text, the component stack and Retry.
 */
export function ErrorFallback({ error, componentStack, onRetry }: ErrorFallbackProps) {
  const summaryId = useId();
  return (
    <Alert severity="error" title={PARCEL_TEXTS.somethingWentWrong}>
      <Stack gap={1} align="flex-start">
        <span>{errorText(error)}</span>
        {componentStack ? (
          <details open aria-labelledby={summaryId}>
            <summary id={summaryId}>{PARCEL_TEXTS.componentStack}</summary>
            <StackTrace>{componentStack}</StackTrace>
          </details>
        ) : null}
        <Button variant="secondary" onClick={onRetry}>
          {PARCEL_TEXTS.retry}
        </Button>
      </Stack>
    </Alert>
  );
}
