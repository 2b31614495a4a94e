import { Card, SelectField, Stack } from '@care/shared';
import { ago, dateTime } from '../../../lib/format';
import { PagedTable } from '../../../lib/paged-table';
import { PersonPicker } from '../../../lib/person-picker';
import type { PersonRef } from '../../../lib/person-picker';
import { Badge, Muted } from '../../../lib/table';
import { TEXTS } from '../../../texts';
import { useMessages } from '../api/get-messages';

const T = TEXTS.messages;

export interface MessageListProps {
  recipient: PersonRef | null;
  state: 'acknowledged' | 'unacknowledged' | undefined;
  page: number;
  /** A filter changed: back to the first page. */
  onFilter: (changes: Record<string, string | number | undefined>) => void;
  onPage: (page: number) => void;
}

/** Sent messages with whether each was acknowledged, filtered by person and state. */
export function MessageList({ recipient, state, page, onFilter, onPage }: MessageListProps) {
  const list = useMessages({
    ...(recipient ? { recipient_id: recipient.id } : {}),
    ...(state ? { acknowledged: state === 'acknowledged' } : {}),
    page,
    page_size: 25,
  });
  return (
    <Card title={T.listTitle}>
      <Stack gap={2}>
        <Stack direction="row" gap={2} align="flex-end" wrap>
          <PersonPicker
            label={TEXTS.common.person}
            value={recipient}
            onChange={(p) => onFilter({ recipient: p?.id, name: p?.display_name })}
          />
          <SelectField
            label={T.filterState}
            value={state ?? ''}
            onChange={(e) => onFilter({ state: e.target.value })}
            options={[
              { value: '', label: T.all },
              { value: 'unacknowledged', label: T.unacknowledged },
              { value: 'acknowledged', label: T.acknowledged },
            ]}
          />
        </Stack>
        <PagedTable
          query={list}
          caption={T.caption}
          onPage={onPage}
          empty={T.none}
          columns={[T.colTo, T.colMessage, T.colFrom, T.colSent, T.colState]}
          rowKey={(m) => m.id}
          cells={(m) => (
            <>
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
            </>
          )}
          footer={<Muted>{T.sendIntro}</Muted>}
        />
      </Stack>
    </Card>
  );
}
