import styled from 'styled-components';
import { Button, Page, Stack, useMe, linkTo } from '@care/shared';
import type { ScreenProps } from '@care/shared';
import { isFullAdmin } from '../../../lib/roles';
import { intParam, oneOfParam } from '../../../lib/search-params';
import { useSearchState } from '../../../lib/use-search-state';
import { TEXTS } from '../../../texts';
import { SUPPORT_STATUSES } from '../api/support';
import { MessageList } from './message-list';
import { SendMessageForm } from './send-message-form';
import { SupportList } from './support-list';

const T = TEXTS.messages;

const Tabs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

/** The screen's URL: `?tab=support&status=`, or the messages tab's `?to=&recipient=&name=&state=`. */
function screenState(params: URLSearchParams) {
  return {
    tab: params.get('tab') === 'support' ? ('support' as const) : ('messages' as const),
    to: intParam(params, 'to', 0),
    recipient: intParam(params, 'recipient', 0),
    name: params.get('name') ?? '',
    state: oneOfParam(params, 'state', ['acknowledged', 'unacknowledged'] as const),
    status: oneOfParam(params, 'status', SUPPORT_STATUSES),
  };
}

/**
 * Messages and support: send a message to a person and see whether it was acknowledged; the
 * support requests with their status. The tab and the filters live in the URL.
 */
export function MessagesScreen({ navigate, search }: ScreenProps) {
  const me = useMe().data;
  const { values, page, set, setPage } = useSearchState(
    linkTo('messages'),
    { navigate, search },
    screenState,
  );
  const { tab, to, recipient, name } = values;
  const onFilter = (changes: Record<string, string | number | undefined>) =>
    set(changes, { resetPage: true });
  return (
    <Page title={TEXTS.titles.messagesScreen}>
      <Tabs>
        <Button
          variant={tab === 'messages' ? 'primary' : 'secondary'}
          aria-pressed={tab === 'messages'}
          onClick={() => navigate(linkTo('messages'))}
        >
          {T.messagesTab}
        </Button>
        <Button
          variant={tab === 'support' ? 'primary' : 'secondary'}
          aria-pressed={tab === 'support'}
          onClick={() => navigate(linkTo('messages', {}, { tab: 'support' }))}
        >
          {T.supportTab}
        </Button>
      </Tabs>
      {tab === 'messages' ? (
        <Stack gap={2}>
          <SendMessageForm
            key={to}
            initial={to === 0 ? null : { id: to, display_name: name || `#${to}` }}
          />
          <MessageList
            recipient={
              recipient === 0 ? null : { id: recipient, display_name: name || `#${recipient}` }
            }
            state={values.state}
            page={page}
            onFilter={onFilter}
            onPage={setPage}
          />
        </Stack>
      ) : (
        <SupportList
          status={values.status}
          page={page}
          canChange={me !== undefined && isFullAdmin(me)}
          onFilter={onFilter}
          onPage={setPage}
        />
      )}
    </Page>
  );
}
