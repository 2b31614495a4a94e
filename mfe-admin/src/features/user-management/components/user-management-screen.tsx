import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Card, Page, SelectField, TextField, TextLink, useMe, linkTo } from '@care/shared';
import type { ScreenProps } from '@care/shared';
import { ROLE_NAMES, useUserPage } from '../../../lib/api/get-user-page';
import type { UserPageQuery, UserSummary } from '../../../lib/api/get-user-page';
import { ago } from '../../../lib/format';
import { isFullAdmin } from '../../../lib/roles';
import { PagedTable } from '../../../lib/paged-table';
import { intParam, oneOfParam, readParams } from '../../../lib/search-params';
import { Badge, Email, Muted } from '../../../lib/table';
import { useDebounced } from '../../../lib/use-debounced';
import { useSearchState } from '../../../lib/use-search-state';
import { TEXTS } from '../../../texts';

const T = TEXTS.users;
const PAGE_SIZE = 25;
const SORTS = ['name', '-name', 'email', '-email', 'joined', '-joined'] as const;
const APPROVALS = ['approved', 'pending', 'rejected'] as const;
const ACTIVITIES = ['active', 'inactive'] as const;

const Filters = styled.div`
  display: grid;
  grid-template-columns: 2fr repeat(4, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(2)};
  @media (max-width: 900px) {
    grid-template-columns: 1fr 1fr;
  }
`;

/** The query of the list, read from the URL (so links from the dashboard, Back and reloads keep it). */
export function listQuery(search: string): UserPageQuery {
  return queryOf(readParams(search));
}

function queryOf(params: URLSearchParams): UserPageQuery {
  const role = oneOfParam(params, 'role', ROLE_NAMES);
  const approval = oneOfParam(params, 'approval', APPROVALS);
  const activity = oneOfParam(params, 'activity', ACTIVITIES);
  const q = params.get('q')?.trim();
  return {
    ...(q ? { q } : {}),
    ...(role ? { role } : {}),
    ...(approval ? { approval } : {}),
    ...(activity ? { activity } : {}),
    sort: oneOfParam(params, 'sort', SORTS) ?? 'name',
    page: intParam(params, 'page', 1),
    page_size: PAGE_SIZE,
  };
}

function status(u: UserSummary) {
  if (u.pending_approval && u.is_active) return <Badge tone="warn">{T.statusPending}</Badge>;
  if (!u.is_active) return <Badge tone="bad">{T.statusInactive}</Badge>;
  return <Badge tone="good">{T.statusActive}</Badge>;
}

/**
 * The user list: search by name or e-mail as you type, filter by role, approval and account
 * status, sort, and page — all on the server, all kept in the URL.
 */
export function UserManagementScreen({ navigate, search }: ScreenProps) {
  const url = useSearchState(linkTo('userManagement'), { navigate, search }, queryOf);
  const query = url.values;
  const [text, setText] = useState(query.q ?? '');
  const typed = useDebounced(text.trim(), 250);
  const list = useUserPage(query);
  const me = useMe().data;
  const set = (changes: Record<string, string | undefined>) =>
    url.set(changes, { resetPage: true });

  useEffect(() => {
    if (typed !== (query.q ?? '')) set({ q: typed });
    // Only a settled search changes the URL; the URL's own changes do not loop back.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- set and query follow the URL
  }, [typed]);

  return (
    <Page title={TEXTS.titles.userManagementScreen}>
      {me !== undefined && !isFullAdmin(me) && <Muted>{T.scopeAssigned}</Muted>}
      <Card>
        <Filters role="search">
          <TextField
            label={T.search}
            hint={T.searchHint}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <SelectField
            label={T.role}
            value={query.role ?? ''}
            onChange={(event) => set({ role: event.target.value })}
            options={[
              { value: '', label: T.any },
              ...ROLE_NAMES.map((r) => ({ value: r, label: TEXTS.roles[r] })),
            ]}
          />
          <SelectField
            label={T.approval}
            value={query.approval ?? ''}
            onChange={(event) => set({ approval: event.target.value })}
            options={[
              { value: '', label: T.any },
              { value: 'pending', label: T.pending },
              { value: 'approved', label: T.approved },
              { value: 'rejected', label: T.rejected },
            ]}
          />
          <SelectField
            label={T.activity}
            value={query.activity ?? ''}
            onChange={(event) => set({ activity: event.target.value })}
            options={[
              { value: '', label: T.any },
              { value: 'active', label: T.active },
              { value: 'inactive', label: T.inactive },
            ]}
          />
          <SelectField
            label={T.sort}
            value={query.sort ?? 'name'}
            onChange={(event) =>
              set({ sort: event.target.value === 'name' ? '' : event.target.value })
            }
            options={[
              { value: 'name', label: T.sortName },
              { value: '-name', label: T.sortNameDesc },
              { value: 'email', label: T.sortEmail },
              { value: '-email', label: T.sortEmailDesc },
              { value: '-joined', label: T.sortJoinedDesc },
              { value: 'joined', label: T.sortJoined },
            ]}
          />
        </Filters>
        <PagedTable
          query={list}
          caption={T.caption}
          pager="above"
          busyWhileFetching
          // Paging adds to the history (Back returns to the previous page); filters replace it.
          onPage={(page) => url.setPage(page, { push: true })}
          empty={T.noMatch}
          columns={[T.colName, T.colEmail, T.colRole, T.colStatus, T.colClinician, T.colLastActive]}
          rowKey={(u) => u.id}
          cells={(u) => (
            <>
              <td>
                <TextLink to={linkTo('userEdit', { userId: u.id })} navigate={navigate}>
                  {u.display_name || u.username}
                </TextLink>
                {u.has_kiosk && <Muted> ({T.kiosk})</Muted>}
              </td>
              <td>
                <Email address={u.email} />
              </td>
              <td>{TEXTS.roles[u.main_role]}</td>
              <td>{status(u)}</td>
              <td>{u.assigned_clinical_admin?.display_name ?? TEXTS.common.none}</td>
              <td>{ago(u.last_active_at)}</td>
            </>
          )}
        />
      </Card>
    </Page>
  );
}
