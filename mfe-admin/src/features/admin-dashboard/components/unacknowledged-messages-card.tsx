import { TextLink, linkTo } from '@care/shared';
import type { NavigateFn } from '@care/shared';
import { ago } from '../../../lib/format';
import { Muted } from '../../../lib/table';
import { TEXTS } from '../../../texts';
import type { Dashboard } from '../api/get-dashboard';
import { AttentionCard } from './attention-card';

const T = TEXTS.dashboard;

/** The oldest messages nobody has acknowledged, each linking to that person's waiting messages. */
export function UnacknowledgedMessagesCard({
  messages,
  navigate,
}: {
  messages: Dashboard['messages'];
  navigate: NavigateFn;
}) {
  return (
    <AttentionCard
      title={T.messagesTitle}
      count={messages.unacknowledged}
      none={T.messagesNone}
      items={messages.oldest}
      itemKey={(m) => m.id}
      renderItem={(m) => (
        <>
          <TextLink
            to={linkTo(
              'messages',
              {},
              { recipient: m.recipient_id, name: m.recipient_name, state: 'unacknowledged' },
            )}
            navigate={navigate}
          >
            {m.recipient_name}
          </TextLink>{' '}
          <Muted>
            {m.subject ? `“${m.subject}”, ` : ''}
            {ago(m.created_at)}
          </Muted>
        </>
      )}
    >
      {messages.unacknowledged > 0 && (
        <TextLink to={linkTo('messages', {}, { state: 'unacknowledged' })} navigate={navigate}>
          {T.messagesAll(messages.unacknowledged)}
        </TextLink>
      )}
    </AttentionCard>
  );
}
