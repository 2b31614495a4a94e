import { Card, Stack, TextLink, linkTo } from '@care/shared';
import type { NavigateFn } from '@care/shared';
import { dateTime, duration, syncTime } from '../../../lib/format';
import { Badge, Muted, Table, TableBox } from '../../../lib/table';
import { TEXTS } from '../../../texts';
import type { Dashboard } from '../api/get-dashboard';
import { SilenceSetting } from './kiosk-silence-setting';

const T = TEXTS.dashboard;

function kioskState(k: Dashboard['kiosks']['items'][number]) {
  if (k.state === 'online' && k.not_syncing) {
    return (
      <Stack direction="row" gap={0.5} wrap>
        <Badge tone="good">{T.kioskOnline}</Badge>
        <Badge tone="warn">{T.kioskNotSyncing}</Badge>
      </Stack>
    );
  }
  if (k.state === 'needs_pairing') return <Badge tone="warn">{T.kioskNeedsPairing}</Badge>;
  if (k.state === 'online') return <Badge tone="good">{T.kioskOnline}</Badge>;
  if (k.state === 'never') return <Badge tone="warn">{T.kioskNever}</Badge>;
  return <Badge tone="bad">{T.kioskSilentFor(duration(k.silent_seconds ?? 0))}</Badge>;
}

/**
 * The kiosks that most need attention (needing a pairing, silent, never connected, not syncing) and the silence
 * setting.
 */
export function KiosksCard({
  data,
  navigate,
  canConfigure,
}: {
  data: Dashboard['kiosks'];
  navigate: NavigateFn;
  canConfigure: boolean;
}) {
  // The server lists the kiosks that most need attention, not every one of thousands.
  const total = data.online + data.silent + data.never + data.needs_pairing;
  return (
    <Card title={T.kiosksTitle}>
      <p>{T.kioskSummary(data.online, data.silent, data.never, data.needs_pairing)}</p>
      {data.items.length < total && (
        <p>
          <Muted>{T.kiosksListed(data.items.length, total)}</Muted>
        </p>
      )}
      {data.items.length === 0 ? (
        <p>{T.kiosksNone}</p>
      ) : (
        <TableBox label={T.kiosksTitle}>
          <Table>
            <caption>{T.kiosksTitle}</caption>
            <thead>
              <tr>
                <th scope="col">{TEXTS.users.colName}</th>
                <th scope="col">{TEXTS.users.colStatus}</th>
                <th scope="col">{T.kioskLastPingColumn}</th>
                <th scope="col">{T.kioskVersionColumn}</th>
                <th scope="col">{T.kioskLastSyncColumn}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((k) => (
                <tr key={k.user_id}>
                  <td>
                    <TextLink
                      to={`${linkTo('userEdit', { userId: k.user_id })}#kiosk`}
                      navigate={navigate}
                    >
                      {k.display_name}
                    </TextLink>
                    {!k.account_active && <Muted> ({T.kioskInactiveAccount})</Muted>}
                  </td>
                  <td>{kioskState(k)}</td>
                  <td>{k.last_seen_at === null ? TEXTS.common.never : dateTime(k.last_seen_at)}</td>
                  <td>{k.app_version ?? <Muted>{T.kioskVersionUnknown}</Muted>}</td>
                  <td>{syncTime(k.last_sync_at)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableBox>
      )}
      {data.items.some((k) => k.not_syncing) && (
        <p>
          <Muted>{T.kioskNotSyncingHint(data.not_syncing_after_minutes)}</Muted>
        </p>
      )}
      {canConfigure && <SilenceSetting minutes={data.silent_after_minutes} />}
    </Card>
  );
}
