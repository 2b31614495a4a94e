import { screen, within } from '@testing-library/react';
import { axeViolations, renderScreen, USERS } from '@care/shared/testing';
import { dashboardView } from '../../../test/fixtures';
import { TEXTS } from '../../../texts';
import { AdminDashboardScreen } from './admin-dashboard-screen';
import { freshApiEachTest } from '../../../test/environment';

const T = TEXTS.dashboard;
const DASHBOARD = '/admin/dashboard/';

const api = freshApiEachTest();

function open(data = dashboardView(), viewer = USERS.superuser) {
  api.on('get', DASHBOARD, { status: 200, data });
  return renderScreen(AdminDashboardScreen, { route: '/admin-dashboard', user: viewer });
}

/** The card whose h2 names `title` (the count is part of the heading). */
async function card(title: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: new RegExp(title) });
  const box = heading.parentElement;
  if (box === null) throw new Error(`no card for ${title}`);
  return box;
}

describe('what needs attention first, each item linking to where it is handled', () => {
  test('a waiting account links to its user edit page; more than shown links to the filtered list', async () => {
    const data = dashboardView();
    data.pending_approvals.count = 4;
    const { user, navigate, container } = open(data);
    const pending = await card(T.pendingTitle);
    expect(within(pending).getByRole('heading')).toHaveTextContent(`4${T.pendingTitle}`);
    await user.click(within(pending).getByRole('link', { name: 'Penny Pending' }));
    expect(navigate).toHaveBeenCalledWith('/user-management/9');
    await user.click(within(pending).getByRole('link', { name: T.pendingMore(4) }));
    expect(navigate).toHaveBeenLastCalledWith('/user-management?approval=pending');
    expect(await axeViolations(container)).toEqual([]);
  });

  test('missed doses name the person and medications, link to their medications, and explain the threshold', async () => {
    const { user, navigate } = open();
    const missed = await card(T.missedTitle);
    expect(missed).toHaveTextContent(`${T.missedCount(2)}: Metformin, Donepezil`);
    expect(missed).toHaveTextContent(T.missedAfter(60));
    await user.click(within(missed).getByRole('link', { name: 'Margaret Johnson' }));
    expect(navigate).toHaveBeenCalledWith('/users/5/medications');
  });

  test('unacknowledged messages link to that person’s messages; open support requests to the support list', async () => {
    const { user, navigate } = open();
    const messages = await card(T.messagesTitle);
    expect(messages).toHaveTextContent('“Lunch”');
    await user.click(within(messages).getByRole('link', { name: 'Margaret Johnson' }));
    expect(navigate).toHaveBeenCalledWith(
      '/messages?recipient=5&name=Margaret%20Johnson&state=unacknowledged',
    );
    await user.click(within(messages).getByRole('link', { name: T.messagesAll(1) }));
    expect(navigate).toHaveBeenLastCalledWith('/messages?state=unacknowledged');
    const support = await card(T.supportTitle);
    expect(support).toHaveTextContent('Carla Giver');
    await user.click(within(support).getByRole('link', { name: 'Kiosk screen is dark' }));
    expect(navigate).toHaveBeenLastCalledWith('/messages?tab=support&status=open');
  });

  test('with nothing waiting every section says so, with a count of 0', async () => {
    const data = dashboardView();
    data.pending_approvals = { count: 0, items: [] };
    data.missed_doses = { count: 0, after_minutes: 60, people: [] };
    data.messages = { unacknowledged: 0, oldest: [] };
    data.support = { open: 0, items: [] };
    open(data);
    expect(await screen.findByText(T.pendingNone)).toBeInTheDocument();
    expect(screen.getByText(T.missedNone)).toBeInTheDocument();
    expect(screen.getByText(T.messagesNone)).toBeInTheDocument();
    expect(screen.getByText(T.supportNone)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /See all/ })).not.toBeInTheDocument();
  });
});

describe('kiosks: last ping and a clear "silent for N hours" state', () => {
  test('silent, never connected and online, each linking to the kiosk configuration', async () => {
    const { user, navigate } = open();
    const table = await screen.findByRole('table', { name: T.kiosksTitle });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]?.textContent)).toEqual([
      T.kioskSilentFor('3 hours'),
      T.kioskNever,
      T.kioskOnline,
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      TEXTS.users.colName,
      TEXTS.users.colStatus,
      T.kioskLastPingColumn,
      T.kioskVersionColumn,
      T.kioskLastSyncColumn,
    ]);
    expect(within(rows[0] as HTMLElement).getAllByRole('cell')[3]).toHaveTextContent('1.4.0');
    expect(within(rows[2] as HTMLElement).getAllByRole('cell')[3]).toHaveTextContent(
      T.kioskVersionUnknown,
    );
    expect(rows[1]).toHaveTextContent(T.kioskInactiveAccount);
    expect(rows[1]).toHaveTextContent(TEXTS.common.never);
    expect(screen.getByText(T.kioskSummary(1, 1, 1, 0))).toBeInTheDocument();
    await user.click(within(rows[0] as HTMLElement).getByRole('link', { name: 'Harold Smith' }));
    expect(navigate).toHaveBeenCalledWith('/user-management/6#kiosk');
  });

  /** docs/product.md 2.11: a kiosk re-keyed or restored needs a new pairing code; the card says so and counts it. */
  test('a kiosk that needs pairing says so, is counted, and links to its configuration', async () => {
    const data = dashboardView();
    data.kiosks.needs_pairing = 1;
    data.kiosks.items.unshift({
      user_id: 12,
      display_name: 'Rita Rekeyed',
      state: 'needs_pairing',
      last_seen_at: new Date(Date.now() - 20 * 60_000).toISOString(),
      silent_seconds: null,
      app_version: '1.4.0',
      last_sync_at: null,
      not_syncing: false,
      account_active: true,
    });
    const { user, navigate } = open(data);
    const table = await screen.findByRole('table', { name: T.kiosksTitle });
    const row = within(table).getByRole('row', { name: /Rita Rekeyed/ });
    expect(within(row).getAllByRole('cell')[1]).toHaveTextContent(T.kioskNeedsPairing);
    expect(screen.getByText(T.kioskSummary(1, 1, 1, 1))).toBeInTheDocument();
    await user.click(within(row).getByRole('link', { name: 'Rita Rekeyed' }));
    expect(navigate).toHaveBeenCalledWith('/user-management/12#kiosk');
  });

  test('when the server lists only the kiosks that most need attention, the card says how many of all', async () => {
    const data = dashboardView();
    data.kiosks.online = 4998;
    open(data);
    await screen.findByRole('table', { name: T.kiosksTitle });
    expect(screen.getByText(T.kiosksListed(3, 5000))).toBeInTheDocument();
  });

  test('every kiosk listed: no such note', async () => {
    open();
    await screen.findByRole('table', { name: T.kiosksTitle });
    expect(screen.queryByText(T.kiosksListed(3, 3))).not.toBeInTheDocument();
    expect(screen.queryByText(/most need attention/)).not.toBeInTheDocument();
  });

  test('the last sync: a time today, a date before today, "Never"; an online kiosk not syncing says so calmly', async () => {
    const data = dashboardView();
    const [harold, never, margaret] = data.kiosks.items;
    if (!harold || !never || !margaret) throw new Error('fixture has three kiosks');
    const today = new Date();
    today.setHours(9, 5, 0, 0);
    harold.last_sync_at = '2026-03-02T10:00:00.000Z';
    margaret.last_sync_at = today.toISOString();
    margaret.not_syncing = true;
    open(data);
    const table = await screen.findByRole('table', { name: T.kiosksTitle });
    const syncCells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[4]?.textContent);
    expect(syncCells).toEqual(['2 Mar 2026', TEXTS.common.never, '09:05']);
    const margaretRow = within(table).getAllByRole('row')[3] as HTMLElement;
    expect(within(margaretRow).getAllByRole('cell')[1]).toHaveTextContent(
      `${T.kioskOnline}${T.kioskNotSyncing}`,
    );
    expect(screen.getByText(T.kioskNotSyncingHint(15))).toBeInTheDocument();
  });

  test('no hint when every kiosk syncs', async () => {
    open();
    await screen.findByRole('table', { name: T.kiosksTitle });
    expect(screen.queryByText(T.kioskNotSyncing)).not.toBeInTheDocument();
    expect(screen.queryByText(T.kioskNotSyncingHint(15))).not.toBeInTheDocument();
  });

  test('a full admin changes the silence threshold; a bad number is refused before any request', async () => {
    api.on('put', '/admin/settings/', (req) => ({ status: 200, data: req.body }));
    const { user } = open();
    const field = await screen.findByLabelText(T.silentAfterLabel);
    expect(field).toHaveValue('30');
    for (const bad of ['0', '10081', '2.5', 'soon']) {
      await user.clear(field);
      await user.type(field, bad);
      await user.click(screen.getByRole('button', { name: T.silentAfterSave }));
      expect(await screen.findByText(T.silentAfterInvalid)).toBeInTheDocument();
    }
    expect(api.calls('put', '/admin/settings/')).toHaveLength(0);
    await user.clear(field);
    await user.type(field, '120');
    await user.click(screen.getByRole('button', { name: T.silentAfterSave }));
    expect(await screen.findByText(T.silentAfterSaved)).toBeInTheDocument();
    expect(api.calls('put', '/admin/settings/')[0]?.body).toEqual({
      kiosk_silent_after_minutes: 120,
    });
  });

  test('a refused save says so', async () => {
    api.on('put', '/admin/settings/', { status: 500, data: {} });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: T.silentAfterSave }));
    expect(await screen.findByText(T.silentAfterFailed)).toBeInTheDocument();
  });
});

describe('counts by role and who sees what', () => {
  test('each count links to the user list filtered by it', async () => {
    const { user, navigate } = open();
    await user.click(await screen.findByRole('link', { name: TEXTS.roles.caregiver }));
    expect(navigate).toHaveBeenCalledWith('/user-management?role=caregiver');
    await user.click(screen.getByRole('link', { name: T.inactive }));
    expect(navigate).toHaveBeenLastCalledWith('/user-management?activity=inactive');
    const roles = await card(T.usersTitle);
    expect(within(roles).getByText(T.total).closest('div')).toHaveTextContent(`${T.total}12`);
  });

  test('a clinical admin: "You see the people assigned to you", no threshold setting, no admin-only links', async () => {
    open(dashboardView({ scope: 'assigned' }), USERS.clinicalAdmin);
    expect(await screen.findByText(T.scopeAssigned)).toBeInTheDocument();
    expect(screen.queryByLabelText(T.silentAfterLabel)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: T.linkAudit })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: T.linkSessions })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: T.linkBackup })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.linkUsers })).toBeInTheDocument();
  });

  test('a superuser with staff status gets every task link', async () => {
    open();
    for (const name of [T.linkUsers, T.linkMessages, T.linkAudit, T.linkSessions, T.linkBackup]) {
      expect(await screen.findByRole('link', { name })).toBeInTheDocument();
    }
  });

  test('an absent API: the failure is said, and Refresh asks again', async () => {
    api.on('get', DASHBOARD, { status: 0, networkError: true });
    const { user } = renderScreen(AdminDashboardScreen, {
      route: '/admin-dashboard',
      user: USERS.superuser,
    });
    // One retry (the shared query client's) before the failure is shown.
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'We could not reach the server.',
    );
    api.on('get', DASHBOARD, { status: 200, data: dashboardView() });
    await user.click(screen.getByRole('button', { name: T.refresh }));
    expect(await screen.findByRole('heading', { name: T.attention })).toBeInTheDocument();
  });
});
