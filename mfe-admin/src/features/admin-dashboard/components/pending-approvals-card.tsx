import { TextLink, linkTo } from '@care/shared';
import type { NavigateFn } from '@care/shared';
import { ago } from '../../../lib/format';
import { Muted } from '../../../lib/table';
import { TEXTS } from '../../../texts';
import type { Dashboard } from '../api/get-dashboard';
import { AttentionCard } from './attention-card';

const T = TEXTS.dashboard;

/** Accounts waiting for approval, each linking to its user page; the rest in the filtered user list. */
export function PendingApprovalsCard({
  pending,
  navigate,
}: {
  pending: Dashboard['pending_approvals'];
  navigate: NavigateFn;
}) {
  return (
    <AttentionCard
      title={T.pendingTitle}
      count={pending.count}
      none={T.pendingNone}
      items={pending.items}
      itemKey={(p) => p.id}
      renderItem={(p) => (
        <>
          <TextLink to={linkTo('userEdit', { userId: p.id })} navigate={navigate}>
            {p.display_name || p.email}
          </TextLink>{' '}
          <Muted>
            {p.email}, {T.joined(ago(p.date_joined))}
          </Muted>
        </>
      )}
    >
      {pending.count > pending.items.length && (
        <TextLink to={linkTo('userManagement', {}, { approval: 'pending' })} navigate={navigate}>
          {T.pendingMore(pending.count)}
        </TextLink>
      )}
    </AttentionCard>
  );
}
