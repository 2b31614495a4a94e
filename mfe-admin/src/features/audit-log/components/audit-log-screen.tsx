import styled from 'styled-components';
import { Card, Page, SelectField, Stack, TextField, linkTo } from '@care/shared';
import type { ScreenProps } from '@care/shared';
import { dateTime } from '../../../lib/format';
import { PersonPicker } from '../../../lib/person-picker';
import type { PersonRef } from '../../../lib/person-picker';
import { PagedTable } from '../../../lib/paged-table';
import { intParam } from '../../../lib/search-params';
import { Muted } from '../../../lib/table';
import { useSearchState } from '../../../lib/use-search-state';
import { TEXTS } from '../../../texts';
import { useAuditPage } from '../api/get-audit-page';
import type { AuditEntry, AuditQuery } from '../api/get-audit-page';

const T = TEXTS.audit;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  align-items: end;
`;

/** A local calendar date as the instant its day starts, in the viewer's zone. */
export function startOfDay(date: string, plusDays = 0): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + plusDays).toISOString();
}

/** The server query of the screen's URL (`?user=&actor=&resource=&from=&to=&page=`). */
export function auditQuery(params: URLSearchParams): AuditQuery {
  const user = intParam(params, 'user', 0);
  const actor = intParam(params, 'actor', 0);
  const resource = params.get('resource') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    ...(user ? { user_id: user } : {}),
    ...(actor ? { actor_id: actor } : {}),
    ...(resource ? { resource } : {}),
    ...(DATE.test(from) ? { from: startOfDay(from) } : {}),
    // "To" is inclusive: up to the start of the next day.
    ...(DATE.test(to) ? { to: startOfDay(to, 1) } : {}),
    page: intParam(params, 'page', 1),
    page_size: 50,
  };
}

function person(params: URLSearchParams, key: string): PersonRef | null {
  const id = intParam(params, key, 0);
  return id === 0 ? null : { id, display_name: params.get(`${key}_name`) ?? `#${id}` };
}

function describe(e: AuditEntry): string {
  const what = T.resources[e.resource] ?? e.resource;
  const did = T.actions[e.action] ?? e.action;
  return `${what} ${did}${e.resource_id && e.resource !== 'kiosk' ? ` (#${e.resource_id})` : ''}`;
}

/** The audit log: who read or changed whose data, filterable by person, actor, kind and date. */
export function AuditLogScreen({ navigate, search }: ScreenProps) {
  const { params, values, set, setPage } = useSearchState(
    linkTo('auditLog'),
    { navigate, search },
    auditQuery,
  );
  const page = useAuditPage(values);
  const go = (changes: Record<string, string | number | undefined>) =>
    set(changes, { resetPage: true });
  return (
    <Page title={TEXTS.titles.auditLogScreen}>
      <Card>
        <Stack gap={2}>
          <p>{T.intro}</p>
          <Filters role="search">
            <PersonPicker
              label={T.person}
              value={person(params, 'user')}
              onChange={(p) => go({ user: p?.id, user_name: p?.display_name })}
            />
            <PersonPicker
              label={T.actor}
              value={person(params, 'actor')}
              onChange={(p) => go({ actor: p?.id, actor_name: p?.display_name })}
            />
            <SelectField
              label={T.resource}
              value={params.get('resource') ?? ''}
              onChange={(e) => go({ resource: e.target.value })}
              options={[
                { value: '', label: TEXTS.users.any },
                ...Object.entries(T.resources).map(([value, label]) => ({ value, label })),
              ]}
            />
            <TextField
              label={T.from}
              type="date"
              value={params.get('from') ?? ''}
              onChange={(e) => go({ from: e.target.value })}
            />
            <TextField
              label={T.to}
              type="date"
              value={params.get('to') ?? ''}
              onChange={(e) => go({ to: e.target.value })}
            />
          </Filters>
          <PagedTable
            query={page}
            caption={T.caption}
            onPage={(p) => setPage(p)}
            empty={T.none}
            columns={[T.colWhen, T.colActor, T.colAction, T.colPerson, T.colAddress]}
            rowKey={(e) => e.id}
            cells={(e) => (
              <>
                <td>{dateTime(e.created_at)}</td>
                <td>
                  {e.actor_name ?? T.system}
                  {e.actor_email && (
                    <>
                      <br />
                      <Muted>{e.actor_email}</Muted>
                    </>
                  )}
                </td>
                <td>{describe(e)}</td>
                <td>{e.subject_name ?? ''}</td>
                <td>{e.ip ?? ''}</td>
              </>
            )}
          />
        </Stack>
      </Card>
    </Page>
  );
}
