import { useState } from 'react';
import { Alert, TextArea } from '@care/shared';
import { Form, FormError, SubmitButton, useForm, z } from '@care/shared/forms';
import { TEXTS } from '../../../texts';
import { log } from '../../../lib/log';
import { useSendMessage } from '../api/send-message';

const M = TEXTS.people.message;
/** The API's limit on a message's body. */
const MESSAGE_MAX = 5000;

const messageSchema = z.object({
  body: z
    .string()
    .check(z.trim(), z.minLength(1, M.required), z.maxLength(MESSAGE_MAX, M.tooLong(MESSAGE_MAX))),
});

/**
 * "Send a message" to one person (forms kit): it reaches their clock page. A failure keeps what was written
 * (nothing is lost) and says so; a success empties the field and says, beside it, that it was sent.
 */
export function SendMessageForm({ personId, name }: { personId: number; name: string }) {
  const send = useSendMessage(personId);
  const form = useForm(messageSchema, { defaultValues: { body: '' } });
  // Said beside the form, not in a snackbar that vanishes: the caregiver may look away while it sends.
  const [sent, setSent] = useState(false);
  return (
    <Form
      form={form}
      aria-label={M.heading(name)}
      onSubmit={async ({ body }) => {
        setSent(false);
        try {
          await send.mutateAsync(body);
          form.reset({ body: '' });
          setSent(true);
        } catch (error) {
          log.warn('Sending a message failed', error);
          form.setFormError(M.failed);
        }
      }}
    >
      <FormError />
      {sent && <Alert severity="success">{M.sent(name)}</Alert>}
      <TextArea label={M.label} rows={3} hint={M.hint(name)} {...form.field('body')} />
      <SubmitButton busyLabel={M.sending}>{M.send}</SubmitButton>
    </Form>
  );
}
