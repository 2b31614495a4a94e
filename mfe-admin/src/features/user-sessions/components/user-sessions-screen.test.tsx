import { screen, within } from '@testing-library/react';
import { axeViolations, renderScreen, USERS } from '@care/shared/testing';
import type { ApiSchema } from '@care/shared';
import { userListReply } from '../../../test/fixtures';
import { TEXTS } from '../../../texts';
import { UserSessionsScreen } from './user-sessions-screen';
import { freshApiEachTest } from '../../../test/environment';

const T = TEXTS.sessions;
const LIST = '/admin/sessions/';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

type Session = ApiSchema<'AdminSession'>;

function session(over: Partial<Session> = {}): Session {
  return {
    id: 'fam-1',
    kind: 'browser',
    current: false,
    user: { id: 5, display_name: 'Margaret Johnson', email: 'margaret@example.test' },
    user_agent: CHROME,
    ip: '10.0.0.7',
    started_at: '2026-11-20T09:00:00.000Z',
    last_used_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    expires_at: '2026-12-20T09:00:00.000Z',
    ...over,
  };
}

const page = (results: Session[]) => ({
  status: 200,
  data: { count: results.length, page: 1, page_size: 25, results },
});

const api = freshApiEachTest();

function open(route = '/user-sessions', results = [session()], viewer = USERS.superuser) {
  api.on('get', LIST, page(results));
  return renderScreen(UserSessionsScreen, { route, user: viewer });
}

describe('active sessions with device and last use', () => {
  test('a browser and a kiosk, the viewer’s own marked; axe-clean', async () => {
    const { container } = open('/user-sessions', [
      session(),
      session({ id: 'fam-2', kind: 'kiosk', user_agent: null }),
      session({
        id: 'fam-3',
        current: true,
        user: { id: 4, display_name: 'Sue Super', email: 's@x.test' },
      }),
    ]);
    const table = await screen.findByRole('table', { name: T.caption });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Chrome on Linux');
    expect(rows[0]).toHaveTextContent('10.0.0.7');
    expect(rows[0]).toHaveTextContent('5 minutes ago');
    expect(rows[1]).toHaveTextContent(`${T.kiosk} (${T.unknownDevice})`);
    expect(rows[2]).toHaveTextContent(T.current);
    expect(rows[0]).not.toHaveTextContent(T.current);
    expect(await axeViolations(container)).toEqual([]);
  });

  test('one person’s sessions come from the URL', async () => {
    open('/user-sessions?user=5&name=Margaret%20Johnson');
    await screen.findByRole('table', { name: T.caption });
    expect(api.calls('get', LIST)[0]?.params).toEqual({ user_id: 5, page: 1, page_size: 25 });
    expect(screen.getByRole('group', { name: T.person })).toHaveTextContent('Margaret Johnson');
  });

  test('choosing a person puts them in the URL', async () => {
    api.on('get', '/admin/users/', userListReply());
    const { user, navigate } = open();
    await user.type(await screen.findByRole('combobox', { name: new RegExp(T.person) }), 'marg');
    await user.click(await screen.findByRole('option', { name: /Margaret Johnson/ }));
    expect(navigate).toHaveBeenCalledWith('/user-sessions?user=5&name=Margaret+Johnson', {
      replace: true,
    });
  });

  test('no session: "No active session."', async () => {
    open('/user-sessions', []);
    expect(await screen.findByText(T.none)).toBeInTheDocument();
  });

  test('only a superuser or an admin sees sessions', async () => {
    open('/user-sessions', [session()], USERS.clinicalAdmin);
    expect(await screen.findByText(T.notAllowed)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('revoke', () => {
  test('asks first, naming the person and device; revoked says so and the list reloads', async () => {
    api.on('delete', '/admin/sessions/fam-1/', { status: 204 });
    const { user } = open();
    await user.click(
      await screen.findByRole('button', {
        name: T.revokeLabel('Margaret Johnson', 'Chrome on Linux'),
      }),
    );
    const dialog = screen.getByRole('dialog', { name: T.confirmRevoke });
    expect(dialog).toHaveTextContent(T.confirmRevokeText('Margaret Johnson', 'Chrome on Linux'));
    const loads = api.calls('get', LIST).length;
    await user.click(within(dialog).getByRole('button', { name: T.revoke }));
    expect(await screen.findByText(T.revoked)).toBeInTheDocument();
    expect(api.calls('delete', '/admin/sessions/fam-1/')).toHaveLength(1);
    expect(api.calls('get', LIST).length).toBeGreaterThan(loads);
  });

  test('Cancel revokes nothing', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: /^Revoke Margaret/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'delete')).toHaveLength(0);
  });

  test('the viewer’s own session warns that they will be signed out', async () => {
    const { user } = open('/user-sessions', [session({ current: true })]);
    await user.click(await screen.findByRole('button', { name: /^Revoke Margaret/ }));
    expect(screen.getByRole('dialog')).toHaveTextContent(T.confirmRevokeOwn);
  });

  test('all of one person’s sessions: "2 sessions revoked."', async () => {
    api.on('delete', '/admin/users/5/sessions/', { status: 200, data: { revoked: 2 } });
    const { user } = open('/user-sessions?user=5&name=Margaret%20Johnson');
    await user.click(await screen.findByRole('button', { name: T.revokeAll }));
    const dialog = screen.getByRole('dialog', { name: T.confirmRevokeAll });
    expect(dialog).toHaveTextContent(T.confirmRevokeAllText('Margaret Johnson'));
    await user.click(within(dialog).getByRole('button', { name: T.revoke }));
    expect(await screen.findByText(T.revokedAll(2))).toBeInTheDocument();
  });

  test('a failed revoke says so', async () => {
    api.on('delete', '/admin/sessions/fam-1/', { status: 500, data: {} });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: /^Revoke Margaret/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: T.revoke }));
    expect(await screen.findByText(T.revokeFailed)).toBeInTheDocument();
  });
});
