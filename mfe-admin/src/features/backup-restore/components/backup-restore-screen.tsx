import { useId, useState } from 'react';
import styled from 'styled-components';
import {
  Alert,
  apiErrorStatus,
  Button,
  Card,
  Dialog,
  failureMessage,
  Page,
  Spinner,
  Stack,
  useMe,
  useSessionStore,
} from '@care/shared';
import { bytes, dateTime } from '../../../lib/format';
import { canManageAccounts } from '../../../lib/roles';
import { TEXTS } from '../../../texts';
import { useBackupSummary } from '../api/get-backup-summary';
import { useDownloadBackup } from '../api/download-backup';
import { useRestoreBackup } from '../api/restore-backup';
import type { RestoreResult } from '../api/restore-backup';
import { readBackupFile } from '../hooks/read-backup-file';
import type { BackupFile } from '../hooks/read-backup-file';

const T = TEXTS.backup;

const Progress = styled.progress`
  width: 100%;
  height: 24px;
`;

const Counts = styled.ul`
  columns: 2;
  margin: 0;
  padding-left: ${({ theme }) => theme.space(2)};
`;

const tableName = (t: string) => T.tables[t] ?? t;

/** What a restore answered, or why it was refused (not allowed, wrong file, damaged). */
function refusal(error: unknown): string {
  if (apiErrorStatus(error) === 403) return T.notAllowed;
  return failureMessage(error, T.restoreFailed);
}

function Download({ enabled }: { enabled: boolean }) {
  const summary = useBackupSummary(enabled);
  const download = useDownloadBackup();
  return (
    <Card title={T.downloadTitle}>
      <Stack gap={2}>
        <p>{T.downloadIntro}</p>
        {summary.isPending && <Spinner label={TEXTS.loading} size={24} />}
        {summary.data && (
          <div>
            <strong>{T.contains}</strong> ({T.estimated(bytes(summary.data.estimated_bytes))}):
            <Counts>
              {Object.entries(summary.data.tables).map(([t, n]) => (
                <li key={t}>
                  {tableName(t)}: {n}
                </li>
              ))}
            </Counts>
          </div>
        )}
        <div>
          <Button busy={download.isPending} onClick={() => download.mutate()}>
            {download.isPending ? T.downloading : T.download}
          </Button>
        </div>
        {download.data && (
          <Alert severity="success">
            {T.downloaded(download.data.name, bytes(download.data.size))}
          </Alert>
        )}
        {download.isError && (
          <Alert severity="error">{failureMessage(download.error, T.downloadFailed)}</Alert>
        )}
      </Stack>
    </Card>
  );
}

function Restore({ current }: { current: Record<string, number> | undefined }) {
  const inputId = useId();
  const [picked, setPicked] = useState<BackupFile | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [percent, setPercent] = useState(0);
  const [result, setResult] = useState<RestoreResult | null>(null);
  const restore = useRestoreBackup(setPercent);

  const choose = async (file: File | undefined) => {
    setPicked(null);
    setProblem(null);
    setResult(null);
    if (!file) return;
    setReading(true);
    const read = await readBackupFile(file);
    setReading(false);
    if ('error' in read) setProblem(read.error);
    else setPicked(read);
  };
  const start = async () => {
    if (!picked) return;
    setConfirming(false);
    setPercent(0);
    setProblem(null);
    try {
      setResult(await restore.mutateAsync(picked.file));
    } catch (error) {
      setProblem(refusal(error));
    }
  };

  const uploading = restore.isPending && percent < 100;
  return (
    <Card title={T.restoreTitle}>
      <Stack gap={2}>
        <Alert severity="warning">{T.restoreIntro}</Alert>
        <Stack gap={0.5}>
          <label htmlFor={inputId}>
            <strong>{T.chooseFile}</strong>
          </label>
          <input
            id={inputId}
            type="file"
            accept="application/json,.json"
            disabled={restore.isPending}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        </Stack>
        {reading && <Spinner label={T.reading} size={24} />}
        {picked && (
          <p>
            {T.fileSummary(picked.file.name, bytes(picked.file.size), dateTime(picked.exportedAt))}
          </p>
        )}
        {picked && !result && (
          <div>
            <Button
              variant="danger"
              disabled={restore.isPending}
              onClick={() => setConfirming(true)}
            >
              {T.restore}
            </Button>
          </div>
        )}
        {restore.isPending && (
          <div>
            <Progress
              max={100}
              value={uploading ? percent : undefined}
              aria-label={uploading ? T.uploading(percent) : T.restoring}
            />
            <p role="status">{uploading ? T.uploading(percent) : T.restoring}</p>
          </div>
        )}
        {problem && <Alert severity="error">{problem}</Alert>}
        {result && (
          <Alert severity="success" title={T.restored}>
            <p>{T.restoredSummary}</p>
            <Counts>
              {Object.entries(result.counts).map(([t, n]) => (
                <li key={t}>
                  {tableName(t)}: {n}
                </li>
              ))}
            </Counts>
            <p>{result.access ? T.signedOut : T.signedOutYou}</p>
            {!result.access && (
              <Button onClick={() => void useSessionStore.getState().logout()}>
                {T.signInAgain}
              </Button>
            )}
          </Alert>
        )}
      </Stack>
      <Dialog
        open={confirming && picked !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(false);
        }}
        title={T.confirmTitle}
        description={T.confirmIntro}
        maxWidth={520}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {TEXTS.edit.cancel}
            </Button>
            <Button variant="danger" onClick={() => void start()}>
              {T.confirm}
            </Button>
          </>
        }
      >
        <ul>
          {Object.entries(picked?.counts ?? {}).map(([t, n]) => (
            <li key={t}>{T.confirmRow(tableName(t), current?.[t] ?? 0, n)}</li>
          ))}
        </ul>
      </Dialog>
    </Card>
  );
}

/**
 * Backup and restore (superuser with staff status): download a backup with what it holds and its
 * size; restore a file with a progress bar, after a confirmation naming what will be replaced, and
 * a summary after; refusals explained.
 */
export function BackupRestoreScreen() {
  const me = useMe().data;
  const allowed = me !== undefined && canManageAccounts(me);
  const summary = useBackupSummary(allowed);
  return (
    <Page title={TEXTS.titles.backupRestoreScreen}>
      {me && !allowed ? (
        <Alert severity="info">{T.notAllowed}</Alert>
      ) : (
        <Stack gap={2}>
          <Download enabled={allowed} />
          <Restore current={summary.data?.tables} />
        </Stack>
      )}
    </Page>
  );
}
