import { useEffect, useState } from 'react';
import { Alert, Card, failureMessage, Stack, TextArea, TextField } from '@care/shared';
import { Form, FormError, SubmitButton, useForm, z } from '@care/shared/forms';
import { PersonPicker } from '../../../lib/person-picker';
import type { PersonRef } from '../../../lib/person-picker';
import { TEXTS } from '../../../texts';
import { useSendMessage } from '../api/send-message';
import { readMessageDraft, removeMessageDraft, saveMessageDraft } from '../stores/message-draft';

const T = TEXTS.messages;

const person = z.object({ id: z.number(), display_name: z.string() });

const schema = z.object({
  // Nobody chosen is null, which the second step refuses with the form's own words.
  to: z.pipe(z.nullable(person), z.object(person.shape, { error: () => T.recipientRequired })),
  subject: z.string().check(z.trim(), z.maxLength(200)),
  body: z
    .string()
    .check(z.trim(), z.minLength(1, { error: () => T.bodyRequired }), z.maxLength(5000)),
});

/**
 * Send a message to a person: it shows on their clock page until they acknowledge it. What is typed is kept as a
 * draft until it is sent (stores/message-draft.ts): the Support tab, another screen or a reload do not lose it.
 */
export function SendMessageForm({ initial }: { initial: PersonRef | null }) {
  const send = useSendMessage();
  const [sent, setSent] = useState(false);
  const entryId = initial?.id ?? 0;
  const [start] = useState(
    () => readMessageDraft(entryId) ?? { to: initial, subject: '', body: '' },
  );
  const form = useForm(schema, { defaultValues: start });
  const { watch, getValues } = form;
  useEffect(() => {
    const typing = watch(() => saveMessageDraft(entryId, getValues()));
    return () => typing.unsubscribe();
  }, [watch, getValues, entryId]);

  const submit = async (values: z.infer<typeof schema>) => {
    try {
      await send.mutateAsync({
        recipient_id: values.to.id,
        subject: values.subject,
        body: values.body,
      });
      form.reset({ to: values.to, subject: '', body: '' });
      removeMessageDraft(entryId);
      setSent(true);
    } catch (error) {
      form.setFormError(failureMessage(error, T.sendFailed));
    }
  };

  return (
    <Card title={T.sendTitle}>
      <Form
        form={form}
        aria-label={T.sendTitle}
        // Every attempt hides the last "sent" first, one the schema stops included.
        onSubmitCapture={() => setSent(false)}
        onSubmit={submit}
      >
        <Stack gap={2}>
          <p>{T.sendIntro}</p>
          <PersonPicker
            label={T.recipient}
            value={form.watch('to')}
            onChange={(chosen) =>
              // Checked again as it changes once a submit has shown the errors, like the text fields.
              form.setValue('to', chosen, {
                shouldDirty: true,
                shouldValidate: form.formState.isSubmitted,
              })
            }
            error={form.formState.errors.to?.message}
          />
          <TextField label={T.subject} maxLength={200} {...form.field('subject')} />
          <TextArea label={T.body} rows={3} maxLength={5000} {...form.field('body')} />
          <FormError />
          {sent && <Alert severity="success">{T.sent}</Alert>}
          <div>
            <SubmitButton busyLabel={T.sending}>{T.send}</SubmitButton>
          </div>
        </Stack>
      </Form>
    </Card>
  );
}
