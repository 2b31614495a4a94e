import { useState } from 'react';
import { Alert, Button, Dialog } from '@care/shared';
import styled from 'styled-components';
import { useRowsThatFit } from '../hooks/use-rows-that-fit';
import { CLOCK_TEXTS } from '../../../clock-texts';
import { useAcknowledgeMessages } from '../api/acknowledge-messages';
import { useMessages, type Message } from '../api/get-messages';
import { List, Plain, Tile } from './tile';

const T = CLOCK_TEXTS.messages;

const From = styled.span`
  display: block;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

/** On a kiosk a long message shows its first two lines; "Read" opens the whole of it. */
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

/**
 * On a 1024×600 kiosk: the message's first line, on one line, a long one ending in "…". Its width is the
 * tile's, never the line's: a long line must not widen the row of tiles (and the page) to fit it.
 */
const FirstLine = styled.p`
  width: 0;
  min-width: 100%;
  margin: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** A message's first line with words in it ("Lunch on Sunday" of "Lunch on Sunday\nEmily brings…"). */
function firstLine(body: string): string {
  return (
    body
      .split('\n')
      .map((line) => line.trim())
      .find((line) => line !== '') ?? ''
  );
}

/** A message's text under its sender: all of it, its first lines, or its first line. */
function MessageText({ body, lines }: { body: string; lines: number | null }) {
  if (lines === 1) return <FirstLine>{firstLine(body)}</FirstLine>;
  return <Body $clamp={lines !== null}>{body}</Body>;
}

/**
 * Read at one end, OK at the other: an unsteady finger that misses Read never lands on OK.
 * With OK alone (the site), it still sits at the end.
 */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};

  & > :last-child {
    margin-left: auto;
  }
`;

/**
 * On the kiosk Read and OK share one line, at the tile's two ends, in every language: the tile is as wide as they
 * need (clock-day.tsx), at least its 238 px for English at 1024×600. Their labels wrap between words inside their
 * 64 px, never inside a word (docs/languages.md, "Longer words on the kiosk").
 */
const KioskActions = styled(Actions)`
  flex-wrap: nowrap;
  column-gap: ${({ theme }) => theme.space(1.5)};

  & > button {
    flex: 0 1 auto;
    line-height: 1.1;
    white-space: normal;
    overflow-wrap: normal;
  }

  @media (max-height: 699px) {
    min-width: calc(238px - 2 * ${({ theme }) => theme.space(1.5)} - 2px);
  }
`;

/**
 * Read and OK's width on the kiosk, held from the tile's first paint (no height, not seen, not in the accessibility
 * tree): the tile is as wide as they need before its messages arrive, so their arrival moves no tile beside it (the
 * kiosk's start shifts nothing, docs/performance.md).
 */
const ActionsWidth = styled.div`
  visibility: hidden;
  height: 0;
  overflow: hidden;
`;

/** In the Read dialog: Close on the left, OK on the right, far apart. */
const CloseLeft = styled(Button)`
  margin-right: auto;
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
 * The unread messages, oldest first. Why not newest first: a family message buried under newer
 * ones behind "and 3 more" was lost; oldest first, each waits its turn and none is pushed out by those after
 * it. Why not "family first": the server does not know who is family (a sender is an account; the person's
 * contacts are not linked to accounts), and a guess would put some people's messages last for ever.
 */
export function unreadOldestFirst(messages: readonly Message[]): Message[] {
  return messages
    .filter((message) => !message.acknowledged)
    .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at) || a.id - b.id);
}

/**
 * Unacknowledged messages, oldest first. Only the person (their kiosk or their own sign-in) is offered OK
 * and Read: a caregiver or admin looking at the page sees the messages and cannot answer for them (the API
 * refuses it too). The kiosk has no one-tap "All read"; the person's own site page keeps it.
 */
export function MessagesTile({
  personId,
  capacity,
  kiosk,
  lines,
  isPerson,
  onMore,
}: {
  personId: number;
  capacity: number;
  kiosk: boolean;
  /** How many lines of each message show under its sender (null: all of it). */
  lines: number | null;
  /** The viewer is the person themselves: they may acknowledge. */
  isPerson: boolean;
  /** Opens the whole day's list ("and 2 more"). */
  onMore: () => void;
}) {
  const messages = useMessages(personId);
  const ack = useAcknowledgeMessages();
  const [reading, setReading] = useState<Message | null>(null);
  const unread = unreadOldestFirst(messages.data ?? []);
  // As many as fit in the tile's height in this language, at most the window's capacity.
  const fit = useRowsThatFit(capacity, unread.map((message) => message.id).join(' '), kiosk);
  const shown = unread.slice(0, fit.count);
  const RowActions = kiosk ? KioskActions : Actions;
  const acknowledge = (messageId: number | 'all'): void => {
    setReading(null);
    ack.mutate({ personId, messageId });
  };
  return (
    <Tile
      title={T.title}
      bodyRef={fit.ref}
      pending={messages.isPending && messages.fetchStatus === 'fetching'}
      more={{
        count: unread.length - shown.length,
        what: CLOCK_TEXTS.moreOf.messages,
        onOpen: onMore,
      }}
    >
      {kiosk && isPerson && (
        <ActionsWidth aria-hidden="true">
          <KioskActions>
            <Button variant="secondary" disabled tabIndex={-1}>
              {T.read}
            </Button>
            <Button disabled tabIndex={-1}>
              {T.acknowledge}
            </Button>
          </KioskActions>
        </ActionsWidth>
      )}
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
                <MessageText body={message.body} lines={kiosk ? lines : null} />
                {isPerson && (
                  <RowActions>
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
                  </RowActions>
                )}
              </li>
            );
          })}
        </List>
      )}
      {isPerson && !kiosk && unread.length > 1 && (
        <Actions>
          <Button
            variant="secondary"
            aria-label={T.acknowledgeAllLabel}
            onClick={() => acknowledge('all')}
          >
            {T.acknowledgeAll}
          </Button>
        </Actions>
      )}
      <Dialog
        open={reading !== null}
        onOpenChange={(open) => {
          if (!open) setReading(null);
        }}
        title={reading ? messageFrom(reading) : ''}
        maxWidth="md"
        actions={
          <>
            <CloseLeft variant="secondary" onClick={() => setReading(null)}>
              {T.close}
            </CloseLeft>
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
