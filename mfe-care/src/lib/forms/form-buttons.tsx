import { Button, Stack } from '@care/shared';
import { SubmitButton } from '@care/shared/forms';
import { TEXTS } from '../../texts';

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
