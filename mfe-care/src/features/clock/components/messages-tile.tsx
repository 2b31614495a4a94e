import { useState } from 'react';
import { Alert, Button, Dialog } from '@care/shared';
import styled from 'styled-components';
import { TEXTS } from '../../../texts';
import { useAcknowledgeMessages } from '../api/acknowledge-messages';
import { useMessages, type Message } from '../api/get-messages';
import { List, Plain, Tile } from './tile';

const T = TEXTS.clock.messages;

const From = styled.span`
  display: block;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

/** On the kiosk a long message shows its first two lines; "Read" opens the whole of it. */
const Body = styled.p<{ $clamp: boolean }>`
  margin: 0;
  overflow-wrap: anywhere;
  white-space: pre-line;
  ${({ $clamp }) =>
    $clamp &&
    `display: -webkit-box;
     -webkit-line-clamp: 2;
     -webkit-box-orient: vertical;
     overflow: hidden;`}
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

const Whole = styled.p`
  margin: 0;
  font-size: 1.25em;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/** Who a message is from, in words: "From Emily Johnson", else its subject. */
export function messageFrom(message: Message): string {
  if (message.sender_name) return T.from(message.sender_name);
  return message.subject !== '' ? message.subject : T.from(T.someone);
}

/**
 * Unacknowledged messages, newest first, each acknowledged on its own or all at once. On the kiosk a message
 * shows its first lines (on a small screen only who it is from); "Read" opens the whole of it.
 */
export function MessagesTile({
  personId,
  capacity,
  kiosk,
  preview,
}: {
  personId: number;
  capacity: number;
  kiosk: boolean;
  preview: boolean;
}) {
  const messages = useMessages(personId);
  const ack = useAcknowledgeMessages();
  const [reading, setReading] = useState<Message | null>(null);
  const unread = (messages.data ?? []).filter((message) => !message.acknowledged);
  const shown = unread.slice(0, capacity);
  const acknowledge = (messageId: number | 'all'): void => {
    setReading(null);
    ack.mutate({ personId, messageId });
  };
  const allRead = (
    <Button
      variant="secondary"
      aria-label={T.acknowledgeAllLabel}
      onClick={() => acknowledge('all')}
    >
      {T.acknowledgeAll}
    </Button>
  );
  return (
    <Tile
      title={T.title}
      aside={unread.length > shown.length ? TEXTS.clock.more(unread.length - shown.length) : null}
    >
      {messages.isError && !messages.data && <Plain>{T.failed}</Plain>}
      {messages.isSuccess && unread.length === 0 && <Plain>{T.none}</Plain>}
      {ack.isError && <Alert severity="error">{T.saveFailed}</Alert>}
      {shown.length > 0 && (
        <List>
          {shown.map((message) => {
            const from = messageFrom(message);
            return (
              <li key={message.id}>
                <From>{from}</From>
                {preview && <Body $clamp={kiosk}>{message.body}</Body>}
                <Actions>
                  {kiosk && (
                    <Button
                      variant="secondary"
                      aria-label={T.readLabel(from)}
                      onClick={() => setReading(message)}
                    >
                      {T.read}
                    </Button>
                  )}
                  <Button
                    aria-label={T.acknowledgeLabel(from)}
                    onClick={() => acknowledge(message.id)}
                  >
                    {T.acknowledge}
                  </Button>
                </Actions>
              </li>
            );
          })}
        </List>
      )}
      {unread.length > 1 && (preview || !kiosk) && <Actions>{allRead}</Actions>}
      <Dialog
        open={reading !== null}
        onOpenChange={(open) => {
          if (!open) setReading(null);
        }}
        title={reading ? messageFrom(reading) : ''}
        maxWidth="md"
        actions={
          <>
            <Button variant="secondary" onClick={() => setReading(null)}>
              {T.close}
            </Button>
            {unread.length > 1 && allRead}
            {reading && (
              <Button
                aria-label={T.acknowledgeLabel(messageFrom(reading))}
                onClick={() => acknowledge(reading.id)}
              >
                {T.acknowledge}
              </Button>
            )}
          </>
        }
      >
        {reading && <Whole>{reading.body}</Whole>}
      </Dialog>
    </Tile>
  );
}
