import styled from 'styled-components';
import { Alert, Card, failureMessage, Spinner } from '@care/shared';
import { dateTime, duration } from '../../../lib/format';
import { Badge, Muted, Table } from '../../../lib/table';
import { TEXTS } from '../../../texts';
import { useCallLog } from '../api/call-log';
import type { CallLogEntry } from '../api/call-log';

const T = TEXTS.edit.callLog;

/**
 * The table in user edit's narrow column scrolls sideways: a scrolling region must be reachable by keyboard
 * (WCAG 2.1.1), so it takes focus and is named after the table.
 */
const Scroll = styled.div`
  width: 100%;
  overflow-x: auto;
  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
`;

/** How a call ended, in a word and a tone: only a call that got through is good news. */
function outcome(entry: CallLogEntry) {
  if (entry.outcome === null) return <Badge tone="warn">{T.onNow}</Badge>;
  return (
    <Badge tone={entry.outcome === 'completed' ? 'good' : 'neutral'}>
      {T.outcomes[entry.outcome]}
    </Badge>
  );
}

/** Who was on the other end, seen from the person whose page this is. */
function otherParty(entry: CallLogEntry, userId: number): { way: string; who: string } {
  if (entry.caller_id === userId) {
    return { way: T.outgoing, who: entry.callee_name || entry.callee_number || T.unknown };
  }
  return { way: T.incoming, who: entry.caller_name ?? T.unknown };
}

/**
 * The person's calls on user edit (admins and their clinician): who called whom, when, how long,
 * how it ended, as the voice webhook recorded them.
 */
export function CallLog({ userId }: { userId: number }) {
  const calls = useCallLog(userId);
  return (
    <Card title={T.title}>
      {calls.isPending && <Spinner label={TEXTS.loading} size={32} />}
      {calls.isError && (
        <Alert severity="error">{failureMessage(calls.error, TEXTS.common.loadFailed)}</Alert>
      )}
      {calls.data?.length === 0 && <p>{T.none}</p>}
      {calls.data && calls.data.length > 0 && (
        <Scroll tabIndex={0} role="region" aria-label={T.caption}>
          <Table>
            <caption>{T.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{T.colWhen}</th>
                <th scope="col">{T.colWho}</th>
                <th scope="col">{T.colLength}</th>
                <th scope="col">{T.colOutcome}</th>
              </tr>
            </thead>
            <tbody>
              {calls.data.map((entry) => {
                const { way, who } = otherParty(entry, userId);
                return (
                  <tr key={entry.id}>
                    <td>{dateTime(entry.started_at)}</td>
                    <td>
                      {who}
                      <br />
                      <Muted>{way}</Muted>
                    </td>
                    <td>
                      {entry.duration_seconds === null || entry.outcome !== 'completed'
                        ? '—'
                        : duration(entry.duration_seconds)}
                    </td>
                    <td>{outcome(entry)}</td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </Scroll>
      )}
    </Card>
  );
}
