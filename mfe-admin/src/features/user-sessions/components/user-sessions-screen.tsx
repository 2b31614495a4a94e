import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  ConfirmDialog,
  failureMessage,
  Page,
  Stack,
  useMe,
  linkTo,
} from '@care/shared';
import type { ScreenProps } from '@care/shared';
import { ago, dateTime, deviceOf } from '../../../lib/format';
import { PersonPicker } from '../../../lib/person-picker';
import type { PersonRef } from '../../../lib/person-picker';
import { canSeeSessions } from '../../../lib/roles';
import { PagedTable } from '../../../lib/paged-table';
import { intParam } from '../../../lib/search-params';
import { Badge, Muted } from '../../../lib/table';
import { useSearchState } from '../../../lib/use-search-state';
import { TEXTS } from '../../../texts';
import { useSessions } from '../api/get-sessions';
import type { Session } from '../api/get-sessions';
import { useRevokeSessions } from '../api/revoke-session';

const T = TEXTS.sessions;

/** The person whose sessions are shown, from the URL (`?user=5&name=Margaret`). */
function personOf(params: URLSearchParams): PersonRef | null {
  const id = intParam(params, 'user', 0);
  return id === 0 ? null : { id, display_name: params.get('name') ?? `#${id}` };
}

const device = (s: Session) =>
  s.kind === 'kiosk' ? `${T.kiosk} (${deviceOf(s.user_agent)})` : deviceOf(s.user_agent);

type Pending = { session: Session } | { all: PersonRef };

/**
 * The navbar's User Sessions (superusers and admins): every signed-in browser and kiosk, or one
 * person's, with when it was last used and a Revoke that signs it out at once.
 */
export function UserSessionsScreen({ navigate, search }: ScreenProps) {
  const me = useMe().data;
  const url = useSearchState(linkTo('userSessions'), { navigate, search }, personOf);
  const person = url.values;
  const page = url.page;
  const sessions = useSessions({ ...(person ? { user_id: person.id } : {}), page, page_size: 25 });
  const revoke = useRevokeSessions();
  const [pending, setPending] = useState<Pending | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  if (me && !canSeeSessions(me)) {
    return (
      <Page title={TEXTS.titles.userSessionsScreen}>
        <Alert severity="info">{T.notAllowed}</Alert>
      </Page>
    );
  }

  const confirm = async () => {
    if (!pending) return;
    setMessage(null);
    try {
      const n = await revoke.mutateAsync(
        'session' in pending ? { session: pending.session.id } : { user: pending.all.id },
      );
      setMessage({ ok: true, text: 'session' in pending ? T.revoked : T.revokedAll(n) });
    } catch (error) {
      setMessage({ ok: false, text: failureMessage(error, T.revokeFailed) });
    } finally {
      setPending(null);
    }
  };
  return (
    <Page title={TEXTS.titles.userSessionsScreen}>
      <Card>
        <Stack gap={2}>
          <p>{T.intro}</p>
          <Stack direction="row" gap={2} align="flex-end" wrap>
            <PersonPicker
              label={T.person}
              value={person}
              onChange={(p) => url.set({ user: p?.id, name: p?.display_name }, { resetPage: true })}
            />
            {person && (
              <Button variant="danger" onClick={() => setPending({ all: person })}>
                {T.revokeAll}
              </Button>
            )}
          </Stack>
          {message && <Alert severity={message.ok ? 'success' : 'error'}>{message.text}</Alert>}
          <PagedTable
            query={sessions}
            caption={T.caption}
            onPage={(p) => url.setPage(p)}
            empty={T.none}
            columns={[
              T.colPerson,
              T.colDevice,
              T.colAddress,
              T.colStarted,
              T.colLastUsed,
              T.colActions,
            ]}
            rowKey={(s) => s.id}
            cells={(s) => (
              <>
                <td>
                  {s.user.display_name || s.user.email}
                  <br />
                  <Muted>{s.user.email}</Muted>
                </td>
                <td>
                  {device(s)} {s.current && <Badge tone="good">{T.current}</Badge>}
                </td>
                <td>{s.ip ?? ''}</td>
                <td>{dateTime(s.started_at)}</td>
                <td>{ago(s.last_used_at)}</td>
                <td>
                  <Button
                    variant="secondary"
                    aria-label={T.revokeLabel(s.user.display_name || s.user.email, device(s))}
                    onClick={() => setPending({ session: s })}
                  >
                    {T.revoke}
                  </Button>
                </td>
              </>
            )}
          />
        </Stack>
      </Card>
      <ConfirmDialog
        open={pending !== null}
        title={pending && 'all' in pending ? T.confirmRevokeAll : T.confirmRevoke}
        message={
          pending === null
            ? ''
            : 'all' in pending
              ? T.confirmRevokeAllText(pending.all.display_name)
              : pending.session.current
                ? T.confirmRevokeOwn
                : T.confirmRevokeText(
                    pending.session.user.display_name || pending.session.user.email,
                    device(pending.session),
                  )
        }
        confirmLabel={T.revoke}
        danger
        busy={revoke.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </Page>
  );
}
