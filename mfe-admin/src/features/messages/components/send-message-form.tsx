import { useState } from 'react';
import { Alert, Button, Card, failureMessage, Stack, TextArea, TextField } from '@care/shared';
import { PersonPicker } from '../../../lib/person-picker';
import type { PersonRef } from '../../../lib/person-picker';
import { TEXTS } from '../../../texts';
import { useSendMessage } from '../api/send-message';

const T = TEXTS.messages;

/** Send a message to a person: it shows on their clock page until they acknowledge it. */
export function SendMessageForm({ initial }: { initial: PersonRef | null }) {
  const send = useSendMessage();
  const [to, setTo] = useState<PersonRef | null>(initial);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<{ to?: string; body?: string }>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async () => {
    setMessage(null);
    const next = {
      ...(to === null ? { to: T.recipientRequired } : {}),
      ...(body.trim() === '' ? { body: T.bodyRequired } : {}),
    };
    setErrors(next);
    if (to === null || body.trim() === '') return;
    try {
      await send.mutateAsync({ recipient_id: to.id, subject: subject.trim(), body: body.trim() });
      setSubject('');
      setBody('');
      setMessage({ ok: true, text: T.sent });
    } catch (error) {
      setMessage({ ok: false, text: failureMessage(error, T.sendFailed) });
    }
  };

  return (
    <Card title={T.sendTitle}>
      <form
        aria-label={T.sendTitle}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap={2}>
          <p>{T.sendIntro}</p>
          <PersonPicker label={T.recipient} value={to} onChange={setTo} error={errors.to} />
          <TextField
            label={T.subject}
            value={subject}
            maxLength={200}
            onChange={(e) => setSubject(e.target.value)}
          />
          <TextArea
            label={T.body}
            value={body}
            rows={3}
            maxLength={5000}
            error={errors.body}
            onChange={(e) => setBody(e.target.value)}
          />
          {message && <Alert severity={message.ok ? 'success' : 'error'}>{message.text}</Alert>}
          <div>
            <Button type="submit" busy={send.isPending}>
              {send.isPending ? T.sending : T.send}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
