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
  TextField,
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
import { readBackupFile } from '../lib/read-backup-file';
import type { BackupFile } from '../lib/read-backup-file';

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

/** A table's name in words; own keys only, so a key such as "constructor" is not read off the prototype. */
const tableName = (t: string) =>
  Object.hasOwn(T.tables, t) ? (T.tables[t] ?? T.unknownTable(t)) : T.unknownTable(t);

/** The API's rule for a backup passphrase, counted in characters as the server counts them. */
const MIN_PASSPHRASE = 12;

/** What a restore answered, or why it was refused (not allowed, wrong file, damaged). */
function refusal(error: unknown): string {
  if (apiErrorStatus(error) === 403) return T.notAllowed;
  return failureMessage(error, T.restoreFailed);
}

function Download({ enabled }: { enabled: boolean }) {
  const summary = useBackupSummary(enabled);
  const download = useDownloadBackup();
  const [passphrase, setPassphrase] = useState('');
  const [again, setAgain] = useState('');
  const [tried, setTried] = useState(false);
  const short = Array.from(passphrase).length < MIN_PASSPHRASE;
  const differs = again !== passphrase;
  const submit = () => {
    setTried(true);
    if (!short && !differs) download.mutate(passphrase);
  };
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
        <TextField
          label={T.passphrase}
          type="password"
          autoComplete="new-password"
          value={passphrase}
          onChange={(event) => setPassphrase(event.target.value)}
          hint={T.passphraseHint}
          error={tried && short ? T.passphraseShort : undefined}
        />
        <TextField
          label={T.passphraseAgain}
          type="password"
          autoComplete="new-password"
          value={again}
          onChange={(event) => setAgain(event.target.value)}
          error={tried && !short && differs ? T.passphraseMismatch : undefined}
        />
        <div>
          <Button busy={download.isPending} onClick={submit}>
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
  const [passphrase, setPassphrase] = useState('');
  const [missing, setMissing] = useState(false);
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
      setResult(await restore.mutateAsync({ file: picked.file, passphrase }));
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
        {picked?.encrypted && <p>{T.encryptedFile}</p>}
        {picked?.encrypted && !result && (
          <TextField
            label={T.restorePassphrase}
            type="password"
            autoComplete="off"
            value={passphrase}
            disabled={restore.isPending}
            onChange={(event) => setPassphrase(event.target.value)}
            hint={T.restorePassphraseHint}
            error={missing && passphrase === '' ? T.restorePassphraseMissing : undefined}
          />
        )}
        {picked && !result && (
          <div>
            <Button
              variant="danger"
              disabled={restore.isPending}
              onClick={() => {
                // The passphrase is checked by the server (a wrong one changes nothing); an
                // empty one is caught here, before the confirmation.
                if (picked.encrypted && passphrase === '') setMissing(true);
                else setConfirming(true);
              }}
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
        {picked?.encrypted && <p>{T.encryptedFile}</p>}
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
