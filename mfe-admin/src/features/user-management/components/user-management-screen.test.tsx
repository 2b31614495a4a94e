import { act, screen, within } from '@testing-library/react';
import { axeViolations, renderScreen, USERS, type FakeReply } from '@care/shared/testing';
import { userSummary } from '../../../test/fixtures';
import { TEXTS } from '../../../texts';
import { listQuery, UserManagementScreen } from './user-management-screen';
import { freshApiEachTest } from '../../../test/environment';

const T = TEXTS.users;
const LIST = '/admin/users/';

const api = freshApiEachTest();
afterEach(() => jest.useRealTimers());

function page(
  results = [userSummary()],
  over: { count?: number; page?: number; capped?: boolean } = {},
) {
  return {
    status: 200,
    data: {
      count: over.count ?? results.length,
      count_capped: over.capped ?? false,
      page: over.page ?? 1,
      page_size: 25,
      results,
    },
  };
}

function open(route = '/user-management', viewer = USERS.superuser, reply: FakeReply = page()) {
  api.on('get', LIST, reply);
  return renderScreen(UserManagementScreen, { route, user: viewer });
}

describe('the query lives in the URL and is answered by the server', () => {
  test('filters, sort and page from the URL are sent; unknown values are ignored', async () => {
    open(
      '/user-management?q=%20marg%20&role=caregiver&approval=pending&activity=inactive&sort=-joined&page=3',
    );
    await screen.findByRole('table', { name: T.caption });
    expect(api.calls('get', LIST)[0]?.params).toEqual({
      q: 'marg',
      role: 'caregiver',
      approval: 'pending',
      activity: 'inactive',
      sort: '-joined',
      page: 3,
      page_size: 25,
    });
    expect(listQuery('?role=wizard&sort=age&page=-2&approval=maybe')).toEqual({
      sort: 'name',
      page: 1,
      page_size: 25,
    });
  });

  test('typing searches once the typing pauses, not per keystroke, and goes back to page 1', async () => {
    jest.useFakeTimers();
    api.on('get', LIST, page());
    const { user, navigate } = renderScreen(UserManagementScreen, {
      route: '/user-management?role=user&page=4',
      user: USERS.superuser,
      advanceTimers: jest.advanceTimersByTime,
    });
    const field = await screen.findByRole('searchbox', { name: new RegExp(T.search) });
    await user.type(field, 'john');
    expect(navigate).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(250));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/user-management?role=user&q=john', { replace: true });
  });

  test('each filter and the sort change the URL (page 1 again); the default sort is left out', async () => {
    const { user, navigate } = open('/user-management?sort=email&page=2');
    await screen.findByRole('table', { name: T.caption });
    await user.selectOptions(screen.getByLabelText(T.role), TEXTS.roles.clinical_admin);
    expect(navigate).toHaveBeenLastCalledWith('/user-management?sort=email&role=clinical_admin', {
      replace: true,
    });
    await user.selectOptions(screen.getByLabelText(T.approval), T.pending);
    expect(navigate).toHaveBeenLastCalledWith('/user-management?sort=email&approval=pending', {
      replace: true,
    });
    await user.selectOptions(screen.getByLabelText(T.activity), T.inactive);
    expect(navigate).toHaveBeenLastCalledWith('/user-management?sort=email&activity=inactive', {
      replace: true,
    });
    await user.selectOptions(screen.getByLabelText(T.sort), T.sortName);
    expect(navigate).toHaveBeenLastCalledWith('/user-management', { replace: true });
  });
});

describe('the list', () => {
  test('name links to user edit, role, status, clinical admin and last activity', async () => {
    const rows = [
      userSummary({
        has_kiosk: true,
        assigned_clinical_admin: { id: 3, display_name: 'Cleo Clinic' },
      }),
      userSummary({
        id: 9,
        display_name: 'Penny Pending',
        pending_approval: true,
        is_approved: false,
      }),
      userSummary({
        id: 12,
        display_name: 'Ivan Inactive',
        is_active: false,
        main_role: 'caregiver',
      }),
    ];
    const { user, navigate, container } = open('/user-management', USERS.superuser, page(rows));
    const table = await screen.findByRole('table', { name: T.caption });
    const body = within(table).getAllByRole('row').slice(1);
    expect(body.map((r) => within(r).getAllByRole('cell')[3]?.textContent)).toEqual([
      T.statusActive,
      T.statusPending,
      T.statusInactive,
    ]);
    expect(body[0]).toHaveTextContent(`(${T.kiosk})`);
    expect(body[0]).toHaveTextContent('Cleo Clinic');
    expect(body[1]).toHaveTextContent(TEXTS.common.none);
    expect(body[2]).toHaveTextContent(TEXTS.roles.caregiver);
    expect(body[2]).toHaveTextContent(TEXTS.common.never);
    await user.click(within(table).getByRole('link', { name: 'Penny Pending' }));
    expect(navigate).toHaveBeenCalledWith('/user-management/9');
    expect(await axeViolations(container)).toEqual([]);
  });

  test('fits its room: a long e-mail wraps at its "@" and dots, headings stay whole, and a narrower screen scrolls the table in its own labelled region', async () => {
    const email = 'margaret.johnson-whitfield@riverside-care.example.org';
    const { container } = open('/user-management', USERS.superuser, page([userSummary({ email })]));
    const table = await screen.findByRole('table', { name: T.caption });
    const cell = within(table)
      .getAllByRole('cell')
      .find((c) => c.textContent === email) as HTMLElement;
    // Break opportunities only between the address's parts, never inside one of them.
    const parts = Array.from(cell.childNodes)
      .filter((node) => node.nodeName !== 'WBR')
      .map((node) => node.textContent);
    expect(parts).toEqual([
      'margaret',
      '.johnson-whitfield@',
      'riverside-care',
      '.example',
      '.org',
    ]);
    expect(cell.querySelectorAll('wbr')).toHaveLength(4);
    for (const heading of within(table).getAllByRole('columnheader')) {
      expect(heading).toHaveStyle({ whiteSpace: 'nowrap' });
    }
    // Too wide for the screen, it scrolls inside this box, which the keyboard reaches.
    const region = screen.getByRole('region', { name: T.caption });
    expect(region).toContainElement(table);
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveStyle({ overflowX: 'auto', maxWidth: '100%', minWidth: '0' });
    expect(await axeViolations(container)).toEqual([]);
  });

  test('pages: "Page 2 of 3", Previous and Next keep the filters', async () => {
    const { user, navigate } = open(
      '/user-management?role=user&page=2',
      USERS.superuser,
      page([userSummary()], { count: 60, page: 2 }),
    );
    const nav = await screen.findByRole('navigation', { name: T.caption });
    expect(nav).toHaveTextContent(TEXTS.common.page(2, 3));
    expect(within(nav).getByRole('status')).toHaveTextContent(TEXTS.common.matches(60, false));
    await user.click(within(nav).getByRole('button', { name: TEXTS.common.next }));
    expect(navigate).toHaveBeenLastCalledWith('/user-management?role=user&page=3');
    await user.click(within(nav).getByRole('button', { name: TEXTS.common.previous }));
    expect(navigate).toHaveBeenLastCalledWith('/user-management?role=user');
  });

  test('a capped count while searching asks to keep typing and still offers Next', async () => {
    open(
      '/user-management?q=a',
      USERS.superuser,
      page([userSummary()], { count: 1000, capped: true }),
    );
    const nav = await screen.findByRole('navigation', { name: T.caption });
    expect(within(nav).getByRole('status')).toHaveTextContent(
      'More than 1,000 match: keep typing to narrow the search',
    );
    expect(within(nav).getByRole('button', { name: TEXTS.common.next })).toBeEnabled();
    expect(within(nav).getByRole('button', { name: TEXTS.common.previous })).toBeDisabled();
  });

  test('no match says so', async () => {
    open('/user-management?q=zzz', USERS.superuser, page([]));
    expect(await screen.findByText(T.noMatch)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  test('a clinical admin is told they see the people assigned to them', async () => {
    open('/user-management', USERS.clinicalAdmin);
    expect(await screen.findByText(T.scopeAssigned)).toBeInTheDocument();
  });

  test('a full admin sees no scope note', async () => {
    open('/user-management', USERS.admin);
    await screen.findByRole('table', { name: T.caption });
    expect(screen.queryByText(T.scopeAssigned)).not.toBeInTheDocument();
  });

  test('a failed load says so', async () => {
    open('/user-management', USERS.superuser, { status: 403, data: { detail: 'Not allowed.' } });
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toBeInTheDocument();
  });
});
