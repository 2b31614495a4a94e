import { useState } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Card,
  failureMessage,
  Page,
  Spinner,
  Stack,
  TextField,
  TextLink,
  useMe,
  linkTo,
} from '@care/shared';
import type { NavigateFn, ScreenProps } from '@care/shared';
import { ROLE_NAMES } from '../../../lib/api/get-user-page';
import { ago, dateTime, duration, syncTime } from '../../../lib/format';
import { canManageAccounts, canSeeSessions, isFullAdmin } from '../../../lib/roles';
import { Badge, Muted, Table, TableBox } from '../../../lib/table';
import { TEXTS } from '../../../texts';
import { useDashboard } from '../api/get-dashboard';
import type { Dashboard } from '../api/get-dashboard';
import { useUpdateSettings } from '../api/update-settings';

const T = TEXTS.dashboard;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const Count = styled.span<{ $alert: boolean }>`
  display: inline-block;
  min-width: 2.5ch;
  margin-right: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.h2};
  font-weight: ${({ theme }) => theme.font.weightBold};
  color: ${({ theme, $alert }) => ($alert ? theme.colors.severity.error.fg : theme.colors.text)};
`;

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => `${theme.space(0.5)} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.disabledBg};
  }
`;

const RoleList = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  div {
    padding: ${({ theme }) => theme.space(1)};
    border: 1px solid ${({ theme }) => theme.colors.disabledBg};
    border-radius: ${({ theme }) => theme.radius};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.h2};
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
`;

function Section({
  title,
  count,
  children,
}: {
  title: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <Card
      title={
        <>
          <Count $alert={count > 0}>{count}</Count>
          {title}
        </>
      }
    >
      {children}
    </Card>
  );
}

function userEdit(id: number): string {
  return linkTo('userEdit', { userId: id });
}

function Attention({ data, navigate }: { data: Dashboard; navigate: NavigateFn }) {
  const { pending_approvals: pending, missed_doses: missed, messages, support } = data;
  return (
    <Grid>
      <Section title={T.pendingTitle} count={pending.count}>
        {pending.count === 0 ? (
          <p>{T.pendingNone}</p>
        ) : (
          <Items>
            {pending.items.map((p) => (
              <li key={p.id}>
                <TextLink to={userEdit(p.id)} navigate={navigate}>
                  {p.display_name || p.email}
                </TextLink>{' '}
                <Muted>
                  {p.email}, {T.joined(ago(p.date_joined))}
                </Muted>
              </li>
            ))}
          </Items>
        )}
        {pending.count > pending.items.length && (
          <TextLink to={linkTo('userManagement', {}, { approval: 'pending' })} navigate={navigate}>
            {T.pendingMore(pending.count)}
          </TextLink>
        )}
      </Section>

      <Section title={T.missedTitle} count={missed.count}>
        {missed.count === 0 ? (
          <p>{T.missedNone}</p>
        ) : (
          <Items>
            {missed.people.map((p) => (
              <li key={p.user_id}>
                <TextLink to={linkTo('medications', { userId: p.user_id })} navigate={navigate}>
                  {p.display_name}
                </TextLink>{' '}
                <Muted>
                  {T.missedCount(p.count)}: {p.medications.join(', ')}
                </Muted>
              </li>
            ))}
          </Items>
        )}
        <Muted>{T.missedAfter(missed.after_minutes)}</Muted>
      </Section>

      <Section title={T.messagesTitle} count={messages.unacknowledged}>
        {messages.unacknowledged === 0 ? (
          <p>{T.messagesNone}</p>
        ) : (
          <Items>
            {messages.oldest.map((m) => (
              <li key={m.id}>
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
              </li>
            ))}
          </Items>
        )}
        {messages.unacknowledged > 0 && (
          <TextLink to={linkTo('messages', {}, { state: 'unacknowledged' })} navigate={navigate}>
            {T.messagesAll(messages.unacknowledged)}
          </TextLink>
        )}
      </Section>

      <Section title={T.supportTitle} count={support.open}>
        {support.open === 0 ? (
          <p>{T.supportNone}</p>
        ) : (
          <Items>
            {support.items.map((s) => (
              <li key={s.id}>
                <TextLink
                  to={linkTo('messages', {}, { tab: 'support', status: 'open' })}
                  navigate={navigate}
                >
                  {s.subject}
                </TextLink>{' '}
                <Muted>
                  {s.user_name ?? ''}, {ago(s.created_at)}
                </Muted>
              </li>
            ))}
          </Items>
        )}
        {support.open > 0 && (
          <TextLink
            to={linkTo('messages', {}, { tab: 'support', status: 'open' })}
            navigate={navigate}
          >
            {T.supportAll(support.open)}
          </TextLink>
        )}
      </Section>
    </Grid>
  );
}

function kioskState(k: Dashboard['kiosks']['items'][number]) {
  if (k.state === 'online' && k.not_syncing) {
    return (
      <Stack direction="row" gap={0.5} wrap>
        <Badge tone="good">{T.kioskOnline}</Badge>
        <Badge tone="warn">{T.kioskNotSyncing}</Badge>
      </Stack>
    );
  }
  if (k.state === 'online') return <Badge tone="good">{T.kioskOnline}</Badge>;
  if (k.state === 'never') return <Badge tone="warn">{T.kioskNever}</Badge>;
  return <Badge tone="bad">{T.kioskSilentFor(duration(k.silent_seconds ?? 0))}</Badge>;
}

function SilenceSetting({ minutes }: { minutes: number }) {
  const [value, setValue] = useState(String(minutes));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const update = useUpdateSettings();
  const save = async () => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1 || n > 10080) {
      setMessage({ ok: false, text: T.silentAfterInvalid });
      return;
    }
    try {
      await update.mutateAsync({ kiosk_silent_after_minutes: n });
      setMessage({ ok: true, text: T.silentAfterSaved });
    } catch (error) {
      setMessage({ ok: false, text: failureMessage(error, T.silentAfterFailed) });
    }
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack direction="row" gap={1} align="flex-end" wrap>
        <TextField
          label={T.silentAfterLabel}
          hint={T.silentAfterHint}
          inputMode="numeric"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={message?.ok === false ? message.text : undefined}
        />
        <Button type="submit" variant="secondary" busy={update.isPending}>
          {T.silentAfterSave}
        </Button>
      </Stack>
      {message?.ok === true && <Alert severity="success">{message.text}</Alert>}
    </form>
  );
}

function Kiosks({
  data,
  navigate,
  canConfigure,
}: {
  data: Dashboard['kiosks'];
  navigate: NavigateFn;
  canConfigure: boolean;
}) {
  // The server lists the kiosks that most need attention, not every one of thousands.
  const total = data.online + data.silent + data.never;
  return (
    <Card title={T.kiosksTitle}>
      <p>{T.kioskSummary(data.online, data.silent, data.never)}</p>
      {data.items.length < total && (
        <p>
          <Muted>{T.kiosksListed(data.items.length, total)}</Muted>
        </p>
      )}
      {data.items.length === 0 ? (
        <p>{T.kiosksNone}</p>
      ) : (
        <TableBox>
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
                    <TextLink to={`${userEdit(k.user_id)}#kiosk`} navigate={navigate}>
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

function Roles({ data, navigate }: { data: Dashboard['users']; navigate: NavigateFn }) {
  const entries: [string, number, string][] = [
    [T.total, data.total, linkTo('userManagement')],
    [T.active, data.active, linkTo('userManagement', {}, { activity: 'active' })],
    [T.inactive, data.inactive, linkTo('userManagement', {}, { activity: 'inactive' })],
    ...ROLE_NAMES.map((role): [string, number, string] => [
      TEXTS.roles[role],
      data.by_role[role],
      linkTo('userManagement', {}, { role }),
    ]),
  ];
  return (
    <Card title={T.usersTitle}>
      <RoleList>
        {entries.map(([label, count, to]) => (
          <div key={label}>
            <dt>
              <TextLink to={to} navigate={navigate}>
                {label}
              </TextLink>
            </dt>
            <dd>{count}</dd>
          </div>
        ))}
      </RoleList>
    </Card>
  );
}

/**
 * The admin home: who needs attention first (approvals, missed doses, unacknowledged messages, open
 * support requests, silent kiosks), every item linking to where it is handled; then counts by role.
 */
export function AdminDashboardScreen({ navigate }: ScreenProps) {
  const dashboard = useDashboard();
  const me = useMe().data;
  const full = me !== undefined && isFullAdmin(me);
  const data = dashboard.data;
  return (
    <Page title={TEXTS.titles.adminDashboardScreen}>
      <Stack direction="row" gap={2} align="center" wrap>
        {data && <Muted>{T.refreshed(dateTime(data.generated_at))}</Muted>}
        <Button
          variant="secondary"
          busy={dashboard.isFetching}
          onClick={() => void dashboard.refetch()}
        >
          {T.refresh}
        </Button>
        {data?.scope === 'assigned' && <Muted>{T.scopeAssigned}</Muted>}
      </Stack>
      {dashboard.isPending && <Spinner label={TEXTS.loading} size={40} />}
      {dashboard.isError && !data && (
        <Alert severity="error">{failureMessage(dashboard.error, T.loadFailed)}</Alert>
      )}
      {data && (
        <>
          <h2>{T.attention}</h2>
          <Attention data={data} navigate={navigate} />
          <Stack gap={2}>
            <Kiosks data={data.kiosks} navigate={navigate} canConfigure={full} />
            <Roles data={data.users} navigate={navigate} />
            <Card title={T.quickLinks}>
              <Stack direction="row" gap={2} wrap>
                <TextLink to={linkTo('userManagement')} navigate={navigate}>
                  {T.linkUsers}
                </TextLink>
                <TextLink to={linkTo('messages')} navigate={navigate}>
                  {T.linkMessages}
                </TextLink>
                {full && (
                  <TextLink to={linkTo('auditLog')} navigate={navigate}>
                    {T.linkAudit}
                  </TextLink>
                )}
                {canSeeSessions(me) && (
                  <TextLink to={linkTo('userSessions')} navigate={navigate}>
                    {T.linkSessions}
                  </TextLink>
                )}
                {canManageAccounts(me) && (
                  <TextLink to={linkTo('backupRestore')} navigate={navigate}>
                    {T.linkBackup}
                  </TextLink>
                )}
              </Stack>
            </Card>
          </Stack>
        </>
      )}
    </Page>
  );
}
