import { Alert, Button, Stack } from '../ui';
import { PARCEL_TEXTS } from './parcel-texts';

export interface ErrorFallbackProps {
  error: unknown;
  onRetry: () => void;
}

export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : String(error);
}

/** What a crashed screen shows instead of itself: the message, the error text and Retry. */
export function ErrorFallback({ error, onRetry }: ErrorFallbackProps) {
  return (
    <Alert severity="error" title={PARCEL_TEXTS.somethingWentWrong}>
      <Stack gap={1} align="flex-start">
        <span>{errorText(error)}</span>
        <Button variant="secondary" onClick={onRetry}>
          {PARCEL_TEXTS.retry}
        </Button>
      </Stack>
    </Alert>
  );
}
