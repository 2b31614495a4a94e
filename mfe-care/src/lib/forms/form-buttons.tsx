import { Button, Stack } from '@care/shared';
import { SubmitButton } from '@care/shared/forms';
import { TEXTS } from '../../texts';

/** What a form of one of a person's care items (an appointment, a medication) is given. */
export interface CareItemFormProps<T> {
  personId: string;
  /** The person's zone: dates and times are read and shown on their clock. */
  zone: string;
  onSaved: (saved: T) => void;
  onCancel: () => void;
}

/** A care form's last row: save (busy while it saves) and cancel. */
export function SaveOrCancel({ onCancel }: { onCancel: () => void }) {
  return (
    <Stack direction="row" gap={1} wrap>
      <SubmitButton busyLabel={TEXTS.common.saving}>{TEXTS.common.save}</SubmitButton>
      <Button variant="secondary" onClick={onCancel}>
        {TEXTS.common.cancel}
      </Button>
    </Stack>
  );
}
