import { useEffect, useState } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Card,
  failureMessage,
  Page,
  SelectField,
  Spinner,
  TextField,
  TextLink,
  useMe,
  linkTo,
} from '@care/shared';
import type { ScreenProps } from '@care/shared';
import { ROLE_NAMES, useUserPage } from '../../../lib/api/get-user-page';
import type { UserPageQuery, UserSummary } from '../../../lib/api/get-user-page';
import { ago } from '../../../lib/format';
import { isFullAdmin } from '../../../lib/roles';
import { intParam, oneOfParam, readParams, withParams } from '../../../lib/search-params';
import { Badge, Muted, Pagination, Table, TableBox } from '../../../lib/table';
import { useDebounced } from '../../../lib/use-debounced';
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
  const params = readParams(search);
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
  const query = listQuery(search);
  const [text, setText] = useState(query.q ?? '');
  const typed = useDebounced(text.trim(), 250);
  const list = useUserPage(query);
  const me = useMe().data;
  const set = (changes: Record<string, string | number | undefined>) =>
    navigate(`${linkTo('userManagement')}${withParams(search, { page: undefined, ...changes })}`, {
      replace: true,
    });

  useEffect(() => {
    if (typed !== (query.q ?? '')) set({ q: typed });
    // Only a settled search changes the URL; the URL's own changes do not loop back.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- set and query follow the URL
  }, [typed]);

  const data = list.data;
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
        {list.isPending && <Spinner label={TEXTS.loading} size={32} />}
        {list.isError && (
          <Alert severity="error">{failureMessage(list.error, TEXTS.common.loadFailed)}</Alert>
        )}
        {data && (
          <>
            <Pagination
              label={T.caption}
              page={data.page}
              pageSize={data.page_size}
              count={data.count}
              capped={data.count_capped}
              onPage={(page) =>
                navigate(
                  `${linkTo('userManagement')}${withParams(search, { page: page === 1 ? undefined : page })}`,
                )
              }
            />
            {data.results.length === 0 ? (
              <p>{T.noMatch}</p>
            ) : (
              <TableBox>
                <Table aria-busy={list.isFetching}>
                  <caption>{T.caption}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{T.colName}</th>
                      <th scope="col">{T.colEmail}</th>
                      <th scope="col">{T.colRole}</th>
                      <th scope="col">{T.colStatus}</th>
                      <th scope="col">{T.colClinician}</th>
                      <th scope="col">{T.colLastActive}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.results.map((u) => (
                      <tr key={u.id}>
                        <td>
                          <TextLink to={linkTo('userEdit', { userId: u.id })} navigate={navigate}>
                            {u.display_name || u.username}
                          </TextLink>
                          {u.has_kiosk && <Muted> ({T.kiosk})</Muted>}
                        </td>
                        <td>{u.email}</td>
                        <td>{TEXTS.roles[u.main_role]}</td>
                        <td>{status(u)}</td>
                        <td>{u.assigned_clinical_admin?.display_name ?? TEXTS.common.none}</td>
                        <td>{ago(u.last_active_at)}</td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </TableBox>
            )}
          </>
        )}
      </Card>
    </Page>
  );
}
