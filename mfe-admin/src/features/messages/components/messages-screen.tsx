import styled from 'styled-components';
import { Button, Page, Stack, useMe, linkTo } from '@care/shared';
import type { ScreenProps } from '@care/shared';
import { isFullAdmin } from '../../../lib/roles';
import { intParam, oneOfParam, readParams, withParams } from '../../../lib/search-params';
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

/**
 * Messages and support: send a message to a person and see whether it was acknowledged; the
 * support requests with their status. The tab and the filters live in the URL.
 */
export function MessagesScreen({ navigate, search }: ScreenProps) {
  const me = useMe().data;
  const params = readParams(search);
  const tab = params.get('tab') === 'support' ? 'support' : 'messages';
  const page = intParam(params, 'page', 1);
  const go = (changes: Record<string, string | number | undefined>) =>
    navigate(`${linkTo('messages')}${withParams(search, changes)}`, { replace: true });
  const to = intParam(params, 'to', 0);
  const recipient = intParam(params, 'recipient', 0);
  const name = params.get('name') ?? '';
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
            state={oneOfParam(params, 'state', ['acknowledged', 'unacknowledged'] as const)}
            page={page}
            onChange={go}
          />
        </Stack>
      ) : (
        <SupportList
          status={oneOfParam(params, 'status', SUPPORT_STATUSES)}
          page={page}
          canChange={me !== undefined && isFullAdmin(me)}
          onChange={go}
        />
      )}
    </Page>
  );
}
