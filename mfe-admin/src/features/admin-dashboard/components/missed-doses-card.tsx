import { TextLink, linkTo } from '@care/shared';
import type { NavigateFn } from '@care/shared';
import { Muted } from '../../../lib/table';
import { TEXTS } from '../../../texts';
import type { Dashboard } from '../api/get-dashboard';
import { AttentionCard } from './attention-card';

const T = TEXTS.dashboard;

/** People with missed doses, each linking to their medications. */
export function MissedDosesCard({
  missed,
  navigate,
}: {
  missed: Dashboard['missed_doses'];
  navigate: NavigateFn;
}) {
  return (
    <AttentionCard
      title={T.missedTitle}
      count={missed.count}
      none={T.missedNone}
      items={missed.people}
      itemKey={(p) => p.user_id}
      renderItem={(p) => (
        <>
          <TextLink to={linkTo('medications', { userId: p.user_id })} navigate={navigate}>
            {p.display_name}
          </TextLink>{' '}
          <Muted>
            {T.missedCount(p.count)}: {p.medications.join(', ')}
          </Muted>
        </>
      )}
    >
      <Muted>{T.missedAfter(missed.after_minutes)}</Muted>
    </AttentionCard>
  );
}
