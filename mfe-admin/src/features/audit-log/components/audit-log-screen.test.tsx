import { screen, within } from '@testing-library/react';
import { axeViolations, renderScreen, USERS } from '@care/shared/testing';
import type { ApiSchema } from '@care/shared';
import { userListReply } from '../../../test/fixtures';
import { TEXTS } from '../../../texts';
import { AuditLogScreen, auditQuery, startOfDay } from './audit-log-screen';
import { freshApiEachTest } from '../../../test/environment';

const T = TEXTS.audit;
const LOG = '/admin/audit-log/';

type Entry = ApiSchema<'AdminAuditEntry'>;

const entry = (over: Partial<Entry> = {}): Entry => ({
  id: 1,
  created_at: '2026-11-22T09:00:00.000Z',
  actor_id: 3,
  actor_name: 'Cleo Clinic',
  actor_email: 'cleo@example.test',
  action: 'read',
  resource: 'health_profile',
  resource_id: '5',
  subject_user_id: 5,
  subject_name: 'Margaret Johnson',
  ip: '10.0.0.7',
  ...over,
});

const pageOf = (results: Entry[], count = results.length, page = 1) => ({
  status: 200,
  data: { count, page, page_size: 50, results },
});

const api = freshApiEachTest();

function open(route = '/audit-log', results = [entry()]) {
  api.on('get', LOG, pageOf(results));
  return renderScreen(AuditLogScreen, { route, user: USERS.superuser });
}

describe('who read or changed whose data', () => {
  test('each entry says who, what and whose; a device or the system has no name', async () => {
    const { container } = open('/audit-log', [
      entry(),
      entry({ id: 2, action: 'update', resource: 'emergency_contact', resource_id: '12' }),
      entry({
        id: 3,
        actor_id: null,
        actor_name: null,
        actor_email: null,
        action: 'ping_failed',
        resource: 'kiosk',
        resource_id: 'kiosk-abc',
        ip: null,
      }),
    ]);
    const table = await screen.findByRole('table', { name: T.caption });
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = (i: number) => within(rows[i] as HTMLElement).getAllByRole('cell');
    expect(cells(0)[1]).toHaveTextContent('Cleo Clinic');
    expect(cells(0)[2]).toHaveTextContent('Health profile read (#5)');
    expect(cells(0)[3]).toHaveTextContent('Margaret Johnson');
    expect(cells(1)[2]).toHaveTextContent('Emergency contact changed (#12)');
    expect(cells(2)[1]).toHaveTextContent(T.system);
    // A kiosk's id is a device id, not a record number: not shown as one.
    expect(cells(2)[2]).toHaveTextContent(/^Kiosk failed ping$/);
    expect(await axeViolations(container)).toEqual([]);
  });

  test('no entry matches: "No entry matches."', async () => {
    open('/audit-log?resource=picture', []);
    expect(await screen.findByText(T.none)).toBeInTheDocument();
  });
});

describe('filters by person, actor, kind and date, on the server', () => {
  test('the URL becomes the query; "To" includes its whole day; bad dates are ignored', () => {
    const query = auditQuery(
      new URLSearchParams('user=5&actor=3&resource=picture&from=2026-11-01&to=2026-11-21&page=2'),
    );
    expect(query).toEqual({
      user_id: 5,
      actor_id: 3,
      resource: 'picture',
      from: startOfDay('2026-11-01'),
      to: startOfDay('2026-11-22'),
      page: 2,
      page_size: 50,
    });
    expect(new Date(query.to ?? '').getDate()).toBe(22);
    expect(auditQuery(new URLSearchParams('from=yesterday&to=2026-13'))).toEqual({
      page: 1,
      page_size: 50,
    });
  });

  test('the request carries the filters of the URL, with the chosen people shown', async () => {
    open('/audit-log?user=5&user_name=Margaret%20Johnson&actor=3&actor_name=Cleo%20Clinic');
    await screen.findByRole('table', { name: T.caption });
    expect(api.calls('get', LOG)[0]?.params).toEqual({
      user_id: 5,
      actor_id: 3,
      page: 1,
      page_size: 50,
    });
    expect(screen.getByRole('group', { name: T.person })).toHaveTextContent('Margaret Johnson');
    expect(screen.getByRole('group', { name: T.actor })).toHaveTextContent('Cleo Clinic');
  });

  test('choosing whose data, the kind and the dates change the URL and go back to page 1', async () => {
    api.on('get', '/admin/users/', userListReply());
    const { user, navigate } = open('/audit-log?page=3');
    await screen.findByRole('table', { name: T.caption });
    await user.type(screen.getByRole('combobox', { name: new RegExp(T.person) }), 'marg');
    await user.click(await screen.findByRole('option', { name: /Margaret Johnson/ }));
    expect(navigate).toHaveBeenLastCalledWith('/audit-log?user=5&user_name=Margaret+Johnson', {
      replace: true,
    });
    await user.selectOptions(screen.getByLabelText(T.resource), T.resources.picture ?? '');
    expect(navigate).toHaveBeenLastCalledWith('/audit-log?resource=picture', { replace: true });
    await user.type(screen.getByLabelText(T.from), '2026-11-01');
    expect(navigate).toHaveBeenLastCalledWith('/audit-log?from=2026-11-01', { replace: true });
  });

  test('pages on the server', async () => {
    api.on('get', LOG, pageOf([entry()], 120, 2));
    const { user, navigate } = renderScreen(AuditLogScreen, {
      route: '/audit-log?resource=account&page=2',
      user: USERS.superuser,
    });
    const nav = await screen.findByRole('navigation', { name: T.caption });
    expect(nav).toHaveTextContent(TEXTS.common.page(2, 3));
    await user.click(within(nav).getByRole('button', { name: TEXTS.common.next }));
    expect(navigate).toHaveBeenLastCalledWith('/audit-log?resource=account&page=3', {
      replace: true,
    });
  });

  test('a refusal (not a full admin) is said', async () => {
    api.on('get', LOG, { status: 403, data: { detail: 'You do not have permission.' } });
    renderScreen(AuditLogScreen, { route: '/audit-log', user: USERS.clinicalAdmin });
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toBeInTheDocument();
  });
});
