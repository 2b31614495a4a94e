import { TextLink, linkTo } from '@care/shared';
import type { NavigateFn } from '@care/shared';
import { ago } from '../../../lib/format';
import { Muted } from '../../../lib/table';
import { TEXTS } from '../../../texts';
import type { Dashboard } from '../api/get-dashboard';
import { AttentionCard } from './attention-card';

const T = TEXTS.dashboard;

/** Open support requests, linking to the open ones on the support tab. */
export function OpenSupportCard({
  support,
  navigate,
}: {
  support: Dashboard['support'];
  navigate: NavigateFn;
}) {
  const openRequests = linkTo('messages', {}, { tab: 'support', status: 'open' });
  return (
    <AttentionCard
      title={T.supportTitle}
      count={support.open}
      none={T.supportNone}
      items={support.items}
      itemKey={(s) => s.id}
      renderItem={(s) => (
        <>
          <TextLink to={openRequests} navigate={navigate}>
            {s.subject}
          </TextLink>{' '}
          <Muted>
            {s.user_name ?? ''}, {ago(s.created_at)}
          </Muted>
        </>
      )}
    >
      {support.open > 0 && (
        <TextLink to={openRequests} navigate={navigate}>
          {T.supportAll(support.open)}
        </TextLink>
      )}
    </AttentionCard>
  );
}
