import { Alert, Card, failureMessage, SelectField, Spinner, Stack } from '@care/shared';
import { ago, dateTime } from '../../../lib/format';
import { PersonPicker } from '../../../lib/person-picker';
import type { PersonRef } from '../../../lib/person-picker';
import { Badge, Muted, Pagination, Table, TableBox } from '../../../lib/table';
import { TEXTS } from '../../../texts';
import { useMessages } from '../api/get-messages';

const T = TEXTS.messages;

export interface MessageListProps {
  recipient: PersonRef | null;
  state: 'acknowledged' | 'unacknowledged' | undefined;
  page: number;
  onChange: (changes: Record<string, string | number | undefined>) => void;
}

/** Sent messages with whether each was acknowledged, filtered by person and state. */
export function MessageList({ recipient, state, page, onChange }: MessageListProps) {
  const list = useMessages({
    ...(recipient ? { recipient_id: recipient.id } : {}),
    ...(state ? { acknowledged: state === 'acknowledged' } : {}),
    page,
    page_size: 25,
  });
  const data = list.data;
  return (
    <Card title={T.listTitle}>
      <Stack gap={2}>
        <Stack direction="row" gap={2} align="flex-end" wrap>
          <PersonPicker
            label={T.recipient}
            value={recipient}
            onChange={(p) => onChange({ recipient: p?.id, name: p?.display_name, page: undefined })}
          />
          <SelectField
            label={T.filterState}
            value={state ?? ''}
            onChange={(e) => onChange({ state: e.target.value, page: undefined })}
            options={[
              { value: '', label: T.all },
              { value: 'unacknowledged', label: T.unacknowledged },
              { value: 'acknowledged', label: T.acknowledged },
            ]}
          />
        </Stack>
        {list.isPending && <Spinner label={TEXTS.loading} size={32} />}
        {list.isError && (
          <Alert severity="error">{failureMessage(list.error, TEXTS.common.loadFailed)}</Alert>
        )}
        {data && data.results.length === 0 && <p>{T.none}</p>}
        {data && data.results.length > 0 && (
          <>
            <TableBox>
              <Table>
                <caption>{T.caption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{T.colTo}</th>
                    <th scope="col">{T.colMessage}</th>
                    <th scope="col">{T.colFrom}</th>
                    <th scope="col">{T.colSent}</th>
                    <th scope="col">{T.colState}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.results.map((m) => (
                    <tr key={m.id}>
                      <td>{m.recipient_name}</td>
                      <td>
                        {m.subject && <strong>{m.subject}: </strong>}
                        {m.body}
                      </td>
                      <td>{m.sender_name ?? ''}</td>
                      <td>{dateTime(m.created_at)}</td>
                      <td>
                        {m.acknowledged ? (
                          <Badge tone="good">{T.acknowledgedAt(ago(m.acknowledged_at))}</Badge>
                        ) : (
                          <Badge tone="warn">{T.waiting}</Badge>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableBox>
            <Pagination
              label={T.caption}
              page={data.page}
              pageSize={data.page_size}
              count={data.count}
              onPage={(p) => onChange({ page: p === 1 ? undefined : p })}
            />
            <Muted>{T.sendIntro}</Muted>
          </>
        )}
      </Stack>
    </Card>
  );
}
