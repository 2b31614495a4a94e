import { useState } from 'react';
import { Alert, Card, failureMessage, SelectField, Spinner, Stack } from '@care/shared';
import { dateTime } from '../../../lib/format';
import { Muted, Pagination, Table, TableBox } from '../../../lib/table';
import { TEXTS } from '../../../texts';
import { SUPPORT_STATUSES, useSetSupportStatus, useSupport } from '../api/support';
import type { SupportStatus } from '../api/support';

const T = TEXTS.messages;

export interface SupportListProps {
  status: SupportStatus | undefined;
  page: number;
  /** Full admins change a request's status; others see it. */
  canChange: boolean;
  onChange: (changes: Record<string, string | number | undefined>) => void;
}

const isStatus = (v: string): v is SupportStatus => (SUPPORT_STATUSES as string[]).includes(v);

/** Support requests with who asked and their status (open, in progress, resolved). */
export function SupportList({ status, page, canChange, onChange }: SupportListProps) {
  const list = useSupport({ ...(status ? { status } : {}), page, page_size: 25 });
  const setStatus = useSetSupportStatus();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const change = async (id: number, next: SupportStatus) => {
    setMessage(null);
    try {
      await setStatus.mutateAsync({ id, status: next });
      setMessage({ ok: true, text: T.statusSaved });
    } catch (error) {
      setMessage({ ok: false, text: failureMessage(error, T.statusFailed) });
    }
  };
  const data = list.data;
  return (
    <Card title={T.supportTab}>
      <Stack gap={2}>
        <SelectField
          label={T.supportStatus}
          value={status ?? ''}
          onChange={(e) => onChange({ status: e.target.value, page: undefined })}
          options={[
            { value: '', label: T.all },
            ...SUPPORT_STATUSES.map((s) => ({ value: s, label: T.status[s] })),
          ]}
        />
        {message && <Alert severity={message.ok ? 'success' : 'error'}>{message.text}</Alert>}
        {list.isPending && <Spinner label={TEXTS.loading} size={32} />}
        {list.isError && (
          <Alert severity="error">{failureMessage(list.error, TEXTS.common.loadFailed)}</Alert>
        )}
        {data && data.results.length === 0 && <p>{T.supportNone}</p>}
        {data && data.results.length > 0 && (
          <>
            <TableBox>
              <Table>
                <caption>{T.supportCaption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{T.colRequest}</th>
                    <th scope="col">{T.colFromPerson}</th>
                    <th scope="col">{T.colCategory}</th>
                    <th scope="col">{T.colOpened}</th>
                    <th scope="col">{T.colStatus}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.results.map((s) => (
                    <tr key={s.id}>
                      <td>
                        <strong>{s.subject}</strong>
                        <br />
                        {s.message}
                      </td>
                      <td>
                        {s.user_name ?? ''}
                        <br />
                        <Muted>{s.user_email ?? ''}</Muted>
                      </td>
                      <td>{s.category}</td>
                      <td>{dateTime(s.created_at)}</td>
                      <td>
                        {canChange ? (
                          <SelectField
                            label={T.statusFor(s.subject)}
                            hideLabel
                            value={s.status}
                            onChange={(e) => {
                              if (isStatus(e.target.value)) void change(s.id, e.target.value);
                            }}
                            options={SUPPORT_STATUSES.map((v) => ({
                              value: v,
                              label: T.status[v],
                            }))}
                          />
                        ) : isStatus(s.status) ? (
                          T.status[s.status]
                        ) : (
                          s.status
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableBox>
            <Pagination
              label={T.supportCaption}
              page={data.page}
              pageSize={data.page_size}
              count={data.count}
              onPage={(p) => onChange({ page: p === 1 ? undefined : p })}
            />
          </>
        )}
      </Stack>
    </Card>
  );
}
