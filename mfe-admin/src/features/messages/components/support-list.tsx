import { useState } from 'react';
import { Alert, Card, failureMessage, SelectField, Stack } from '@care/shared';
import { dateTime } from '../../../lib/format';
import { PagedTable } from '../../../lib/paged-table';
import { Muted } from '../../../lib/table';
import { TEXTS } from '../../../texts';
import { SUPPORT_STATUSES, useSetSupportStatus, useSupport } from '../api/support';
import type { SupportStatus } from '../api/support';

const T = TEXTS.messages;

export interface SupportListProps {
  status: SupportStatus | undefined;
  page: number;
  /** Full admins change a request's status; others see it. */
  canChange: boolean;
  /** A filter changed: back to the first page. */
  onFilter: (changes: Record<string, string | number | undefined>) => void;
  onPage: (page: number) => void;
}

const isStatus = (v: string): v is SupportStatus => (SUPPORT_STATUSES as string[]).includes(v);

/** Support requests with who asked and their status (open, in progress, resolved). */
export function SupportList({ status, page, canChange, onFilter, onPage }: SupportListProps) {
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
  return (
    <Card title={T.supportTab}>
      <Stack gap={2}>
        <SelectField
          label={T.supportStatus}
          value={status ?? ''}
          onChange={(e) => onFilter({ status: e.target.value })}
          options={[
            { value: '', label: T.all },
            ...SUPPORT_STATUSES.map((s) => ({ value: s, label: T.status[s] })),
          ]}
        />
        {message && <Alert severity={message.ok ? 'success' : 'error'}>{message.text}</Alert>}
        <PagedTable
          query={list}
          caption={T.supportCaption}
          onPage={onPage}
          empty={T.supportNone}
          columns={[T.colRequest, T.colFromPerson, T.colCategory, T.colOpened, T.colStatus]}
          rowKey={(s) => s.id}
          cells={(s) => (
            <>
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
                    options={SUPPORT_STATUSES.map((v) => ({ value: v, label: T.status[v] }))}
                  />
                ) : isStatus(s.status) ? (
                  T.status[s.status]
                ) : (
                  s.status
                )}
              </td>
            </>
          )}
        />
      </Stack>
    </Card>
  );
}
