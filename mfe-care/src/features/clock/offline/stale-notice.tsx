import { queryKeys, useSessionStore, useStaleSince } from '@care/shared';
import styled from 'styled-components';
import { personDosesKey } from '../../../lib/doses/get-doses';
import { formatTimeOfDay } from '../../../lib/time/format';
import { CLOCK_TEXTS } from '../../../clock-texts';
import { CLOCK_REFETCH_MS } from '../api/refresh';

/** The page's own text size and colour: kiosk-sized, and as legible as the rest of the kiosk (7:1). */
const Notice = styled.p`
  margin: ${({ theme }) => theme.space(0.5)} 0 0;
`;

/**
 * "Not updated since 10:05 am", in calm words, under the day sentence: when refreshes fail and the day's
 * often-refreshed answers (doses, messages) are older than one refresh interval; gone once they are current.
 */
export function StaleNotice({ personId, zone }: { personId: number; zone: string }) {
  const userId = useSessionStore((state) => state.userId);
  const since = useStaleSince(
    [personDosesKey(userId, String(personId)), queryKeys.person(userId, 'messages', personId)],
    CLOCK_REFETCH_MS,
  );
  return (
    <div role="status">
      {since !== null && (
        <Notice data-stale-notice>
          {CLOCK_TEXTS.notUpdatedSince(formatTimeOfDay(since, zone))}
        </Notice>
      )}
    </div>
  );
}
