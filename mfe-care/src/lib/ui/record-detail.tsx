import { useState } from 'react';
import type { ReactNode } from 'react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Card,
  ConfirmDialog,
  failureMessage,
  notify,
  Spinner,
  Stack,
  TextLink,
} from '@care/shared';
import type { NavigateFn } from '@care/shared';
import { TEXTS } from '../../texts';

/** A record's facts: names in bold on the left, values (as typed, line breaks kept) on the right. */
const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  margin: 0 0 ${({ theme }) => theme.space(2)};
  & dt {
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
  & dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

/** What a record's detail screen says around the record itself (the feature's texts). */
interface RecordDetailTexts {
  loadFailed: string;
  notFound: string;
  editTitle: string;
  updated: string;
  deleted: string;
  deleteConfirmTitle: string;
  addToCalendar: string;
}

interface RecordDetailProps<R extends { id: number }> {
  /** The person's list of such records; the one shown is found in it by `recordId`. */
  records: UseQueryResult<R[]>;
  recordId: number;
  remove: UseMutationResult<void, Error, number>;
  /** The list screen: "back to the list" goes there, and so does a deleted record. */
  listPath: string;
  listTitle: string;
  navigate: NavigateFn;
  texts: RecordDetailTexts;
  title: (record: R) => string;
  deleteMessage: (record: R) => string;
  calendarPath: (record: R) => string;
  /** The facts (`dt`/`dd` pairs) in the record's card. */
  facts: (record: R) => ReactNode;
  /** The edit form; it calls `onSaved` or `onCancel` when it is done. */
  form: (record: R, done: { onSaved: () => void; onCancel: () => void }) => ReactNode;
  /** More in the card, below its buttons. */
  extra?: (record: R) => ReactNode;
  /** More below the card. */
  after?: (record: R) => ReactNode;
}

/**
 * One record of a person's care list (an appointment, a medication): back to the list, its facts with edit,
 * delete (confirmed) and add to calendar, the edit form in its place while editing.
 */
export function RecordDetail<R extends { id: number }>({
  records,
  recordId,
  remove,
  listPath,
  listTitle,
  navigate,
  texts: T,
  title,
  deleteMessage,
  calendarPath,
  facts,
  form,
  extra,
  after,
}: RecordDetailProps<R>) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const back = (
    <TextLink to={listPath} navigate={navigate}>
      {TEXTS.common.backToList(listTitle.toLowerCase())}
    </TextLink>
  );
  if (records.isPending) return <Spinner label={TEXTS.common.loading} />;
  if (records.isError) {
    return <Alert severity="error">{failureMessage(records.error, T.loadFailed)}</Alert>;
  }
  const record = records.data.find((item) => item.id === recordId);
  if (!record) {
    return (
      <Stack>
        {back}
        <Alert severity="warning">{T.notFound}</Alert>
      </Stack>
    );
  }
  return (
    <Stack gap={2}>
      {back}
      {editing ? (
        <Card title={T.editTitle}>
          {form(record, {
            onSaved: () => {
              setEditing(false);
              notify(T.updated, { severity: 'success' });
            },
            onCancel: () => setEditing(false),
          })}
        </Card>
      ) : (
        <Card title={title(record)}>
          <Facts>{facts(record)}</Facts>
          <Stack gap={2}>
            <Stack direction="row" gap={1} wrap>
              <Button onClick={() => setEditing(true)}>{TEXTS.common.edit}</Button>
              <Button variant="danger" onClick={() => setConfirming(true)}>
                {TEXTS.common.delete}
              </Button>
              <TextLink to={calendarPath(record)} navigate={navigate}>
                {T.addToCalendar}
              </TextLink>
            </Stack>
            {extra?.(record)}
            {remove.isError && (
              <Alert severity="error">
                {failureMessage(remove.error, TEXTS.common.deleteFailed)}
              </Alert>
            )}
          </Stack>
        </Card>
      )}
      {after?.(record)}
      <ConfirmDialog
        open={confirming}
        title={T.deleteConfirmTitle}
        message={deleteMessage(record)}
        confirmLabel={TEXTS.common.delete}
        danger
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          remove.mutate(record.id, {
            onSuccess: () => {
              setConfirming(false);
              notify(T.deleted, { severity: 'success' });
              navigate(listPath);
            },
            onError: () => setConfirming(false),
          });
        }}
      />
    </Stack>
  );
}
