import { screen, within } from '@testing-library/react';
import {
  axeViolations,
  deferredReply,
  makeTokens,
  renderScreen,
  USERS,
} from '@care/shared/testing';
import { TEXTS } from '../../../texts';
import { backupFileName } from '../api/download-backup';
import { BackupRestoreScreen } from './backup-restore-screen';
import { freshApiEachTest } from '../../../test/environment';

const T = TEXTS.backup;
const SUMMARY = {
  version: 1,
  estimated_bytes: 3_355_443,
  pictures_bytes: 3_000_000,
  tables: { users: 12, messages: 4, medication_doses: 7, dose_settings: 1 },
};

const backupFile = (doc: unknown, name = 'care-backup-2026-11-22.json') =>
  new File([typeof doc === 'string' ? doc : JSON.stringify(doc)], name, {
    type: 'application/json',
  });

const GOOD = {
  version: 1,
  exported_at: '2026-11-22T09:00:00.000Z',
  tables: { users: [{}, {}, {}], messages: [{}] },
};

// jsdom's File has no text() (browsers do): read it the way browsers did before text() existed.
if (typeof File.prototype.text !== 'function') {
  Object.defineProperty(File.prototype, 'text', {
    value(this: File) {
      return new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
        reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
        reader.readAsText(this);
      });
    },
  });
}

const api = freshApiEachTest(() => {
  api.on('get', '/backup/summary/', { status: 200, data: SUMMARY });
});

const open = (viewer = USERS.superuser) =>
  renderScreen(BackupRestoreScreen, { route: '/backup-restore', user: viewer });

const PASS = 'a long backup passphrase';
async function typePassphrase(user: ReturnType<typeof open>['user'], first: string, again = first) {
  await user.type(screen.getByLabelText(T.passphrase), first);
  await user.type(screen.getByLabelText(T.passphraseAgain), again);
}

async function choose(user: ReturnType<typeof open>['user'], file: File) {
  await user.upload(screen.getByLabelText(T.chooseFile), file);
}

describe('download a backup', () => {
  test('says what it will contain and about how large it is', async () => {
    const { container } = open();
    expect(await screen.findByText('Accounts: 12')).toBeInTheDocument();
    expect(screen.getByText('Messages: 4')).toBeInTheDocument();
    // The dose API's tables are named for people, not by their table names.
    expect(screen.getByText('Doses marked: 7')).toBeInTheDocument();
    expect(screen.getByText('Missed-dose times: 1')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(T.estimated('3.2 MB')))).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  test('every table is named in words: each one the API counts, and one it adds later', async () => {
    // The tables the API's backup summary counts (BACKUP_TABLES in the API's backup module).
    const apiTables = [
      'users',
      'caregiver_links',
      'health_profiles',
      'emergency_contacts',
      'appointments',
      'medications',
      'medication_doses',
      'dose_settings',
      'meals',
      'notification_settings',
      'notifications',
      'messages',
      'support_requests',
      'audit_log',
      'kiosk_pings',
      'pictures',
      'voice_calls',
    ];
    api.on('get', '/backup/summary/', {
      status: 200,
      data: {
        ...SUMMARY,
        tables: {
          ...Object.fromEntries(apiTables.map((t) => [t, 0])),
          care_notes: 3,
          constructor: 1,
        },
      },
    });
    open();
    expect(await screen.findByText('Voice calls: 0')).toBeInTheDocument();
    // A table this screen does not know yet still reads as words, never as its key.
    expect(screen.getByText('Care notes: 3')).toBeInTheDocument();
    expect(screen.getByText('Constructor: 1')).toBeInTheDocument();
    const list = screen.getByText('Voice calls: 0').closest('ul') as HTMLElement;
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(apiTables.length + 2);
    for (const item of items) expect(item.textContent).toMatch(/^[A-Z][A-Za-z -]*: \d+$/);
  });

  test('saves the file under the server’s name and says its size', async () => {
    const created = jest.fn(() => 'blob:backup');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    // jsdom cannot follow a download link: record which file the browser would have saved.
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });
    api.on('post', '/backup/', {
      status: 200,
      data: new Blob(['x'.repeat(2048)]),
      headers: { 'content-disposition': 'attachment; filename="care-backup-2026-11-22.json"' },
    });
    const { user } = open();
    expect(screen.getByText(T.passphraseHint)).toBeInTheDocument();
    await typePassphrase(user, PASS);
    await user.click(screen.getByRole('button', { name: T.download }));
    expect(
      await screen.findByText(T.downloaded('care-backup-2026-11-22.json', '2 KB')),
    ).toBeInTheDocument();
    expect(created).toHaveBeenCalledTimes(1);
    expect(saved).toEqual(['care-backup-2026-11-22.json blob:backup']);
    expect(api.calls('post', '/backup/')[0]?.body).toEqual({ passphrase: PASS });
    click.mockRestore();
    expect(backupFileName(undefined, new Date('2026-01-02T10:00:00Z'))).toBe(
      'care-backup-2026-01-02.json',
    );
  });

  test('a short passphrase or two that differ are refused beside the fields; nothing is sent', async () => {
    const { user } = open();
    await typePassphrase(user, 'too short');
    await user.click(screen.getByRole('button', { name: T.download }));
    expect(await screen.findByText(T.passphraseShort)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(T.passphrase));
    await user.clear(screen.getByLabelText(T.passphraseAgain));
    await typePassphrase(user, PASS, `${PASS}!`);
    await user.click(screen.getByRole('button', { name: T.download }));
    expect(await screen.findByText(T.passphraseMismatch)).toBeInTheDocument();
    expect(api.calls('post', '/backup/')).toHaveLength(0);
  });

  test('a failed backup says so', async () => {
    api.on('post', '/backup/', { status: 500, data: {} });
    const { user } = open();
    await typePassphrase(user, PASS);
    await user.click(screen.getByRole('button', { name: T.download }));
    expect(await screen.findByText(T.downloadFailed)).toBeInTheDocument();
  });
});

describe('restore: the file is checked before anything is sent', () => {
  test.each([
    ['not JSON', 'this is not json', T.notJson],
    ['JSON but not a backup', { hello: 'world' }, T.notBackup],
    ['a list', [1, 2], T.notBackup],
    ['another version', { version: 2, tables: {} }, T.wrongVersion('2')],
  ])('%s is refused in words', async (_, doc, text) => {
    const { user } = open();
    await choose(user, backupFile(doc));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.restore })).not.toBeInTheDocument();
    expect(api.calls('post', '/backup/restore/')).toHaveLength(0);
  });

  test('the confirmation names what is replaced, now → in the file; Cancel sends nothing', async () => {
    const { user } = open();
    await screen.findByText('Accounts: 12');
    await choose(user, backupFile(GOOD));
    expect(await screen.findByText(/care-backup-2026-11-22\.json/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.restore }));
    const dialog = screen.getByRole('dialog', { name: T.confirmTitle });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([T.confirmRow('Accounts', 12, 3), T.confirmRow('Messages', 4, 1)]);
    await user.click(within(dialog).getByRole('button', { name: TEXTS.edit.cancel }));
    expect(api.calls('post', '/backup/restore/')).toHaveLength(0);
  });

  test('while it runs a progress bar shows; after, a summary of what was restored', async () => {
    const reply = deferredReply();
    api.on('post', '/backup/restore/', reply.responder);
    const { user } = open();
    await choose(user, backupFile(GOOD));
    await user.click(await screen.findByRole('button', { name: T.restore }));
    await user.click(screen.getByRole('button', { name: T.confirm }));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByText(/^(Uploading the backup|Restoring)/)).toBeInTheDocument();
    const tokens = makeTokens();
    await reply.release({
      status: 200,
      data: {
        detail: 'Restored.',
        counts: { users: 3, messages: 1 },
        signed_out: true,
        ...tokens,
      },
    });
    expect(await screen.findByText(T.restored, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText('Accounts: 3')).toBeInTheDocument();
    expect(screen.getByText(T.signedOut)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    // The chosen file itself is sent inside {passphrase, backup}, not a re-encoded copy.
    const sent = api.calls('post', '/backup/restore/')[0]?.body;
    expect(sent).toBeInstanceOf(Blob);
    expect((sent as Blob).size).toBe(`{"passphrase":"","backup":${JSON.stringify(GOOD)}}`.length);
  });

  test('without fresh tokens the restorer is told to sign in again', async () => {
    api.on('post', '/backup/restore/', {
      status: 200,
      data: { detail: 'Restored.', counts: { users: 3 }, signed_out: true },
    });
    const { user } = open();
    await choose(user, backupFile(GOOD));
    await user.click(await screen.findByRole('button', { name: T.restore }));
    await user.click(screen.getByRole('button', { name: T.confirm }));
    // The file is read, sent and answered: allow for a slow machine.
    expect(await screen.findByText(T.signedOutYou, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.signInAgain })).toBeInTheDocument();
  });

  test.each([
    [403, { detail: 'x' }, T.notAllowed],
    [400, { detail: 'This backup lacks the users table.' }, 'This backup lacks the users table.'],
  ])('a %s refusal is explained', async (status, data, text) => {
    api.on('post', '/backup/restore/', { status, data });
    const { user } = open();
    await choose(user, backupFile(GOOD));
    await user.click(await screen.findByRole('button', { name: T.restore }));
    await user.click(screen.getByRole('button', { name: T.confirm }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});

describe('restore an encrypted backup', () => {
  const ENCRYPTED = {
    format: 'care-backup-encrypted',
    version: 1,
    kdf: { name: 'scrypt', N: 32768, r: 8, p: 1, salt: 'c2FsdA==' },
    cipher: { name: 'aes-256-gcm', iv: 'aXY=', tag: 'dGFn' },
    ciphertext: 'Y2lwaGVy',
  };

  test('asks for the passphrase; a wrong one is refused with the server’s words', async () => {
    const wrong = 'The passphrase does not open this backup (or the file was changed).';
    api.on('post', '/backup/restore/', { status: 400, data: { detail: wrong } });
    const { user } = open();
    await choose(user, backupFile(ENCRYPTED));
    await user.click(await screen.findByRole('button', { name: T.restore }));
    // No passphrase yet: said beside the field, no confirmation, nothing sent.
    expect(await screen.findByText(T.restorePassphraseMissing)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(T.restorePassphrase), 'not the right one');
    await user.click(screen.getByRole('button', { name: T.restore }));
    await user.click(screen.getByRole('button', { name: T.confirm }));
    expect(await screen.findByText(wrong)).toBeInTheDocument();
    const sent = api.calls('post', '/backup/restore/')[0]?.body;
    // jsdom's Blob has no text(): read it with a FileReader.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
      reader.readAsText(sent as Blob);
    });
    expect(JSON.parse(text)).toEqual({ passphrase: 'not the right one', backup: ENCRYPTED });
    expect(screen.queryByText(T.restored)).not.toBeInTheDocument();
  });
});

test('only a superuser with staff status backs up and restores', async () => {
  open(USERS.admin);
  expect(await screen.findByText(T.notAllowed)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: T.download })).not.toBeInTheDocument();
  expect(api.calls('get', '/backup/summary/')).toHaveLength(0);
});
