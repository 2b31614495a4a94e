import { screen, within } from '@testing-library/react';
import { axeViolations, USERS } from '@care/shared/testing';
import { openUserEdit, userEditApi } from '../../../test/environment';
import { adminUserView, DEVICE } from '../../../test/fixtures';
import { TEXTS } from '../../../texts';
import type { CallLogEntry } from '../api/call-log';

const T = TEXTS.edit.callLog;
const api = userEditApi({ calls: false });

const entry = (over: Partial<CallLogEntry>): CallLogEntry => ({
  id: 1,
  started_at: '2026-11-22T14:05:00Z',
  ended_at: '2026-11-22T14:07:05Z',
  duration_seconds: 125,
  outcome: 'completed',
  caller_id: 5,
  caller_name: 'Margaret Johnson',
  callee_id: 10,
  callee_name: 'Carol Nguyen',
  callee_number: null,
  ...over,
});

function open(calls: CallLogEntry[] | null, viewer = USERS.superuser, user = adminUserView()) {
  api.on(
    'get',
    `/users/${user.id}/calls/`,
    calls === null ? { status: 500, data: { detail: 'down' } } : { status: 200, data: calls },
  );
  return openUserEdit(api, user, viewer);
}

const rows = async () => {
  const table = await screen.findByRole('table', { name: T.caption }, { timeout: 5000 });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
};

test('lists the person’s calls: when, with whom and which way, how long, how it ended', async () => {
  open([
    entry({ id: 3 }),
    entry({
      id: 2,
      caller_id: 1,
      caller_name: 'Ada Admin',
      callee_id: 5,
      callee_name: 'Margaret Johnson',
      outcome: 'no-answer',
      duration_seconds: 0,
    }),
    entry({
      id: 1,
      callee_id: null,
      callee_name: 'Robert Johnson',
      callee_number: '+15559876543',
      outcome: null,
      ended_at: null,
      duration_seconds: null,
    }),
  ]);
  expect(await rows()).toEqual([
    [expect.any(String), `Carol Nguyen${T.outgoing}`, '2 minutes', T.outcomes.completed],
    [expect.any(String), `Ada Admin${T.incoming}`, '—', T.outcomes['no-answer']],
    [expect.any(String), `Robert Johnson${T.outgoing}`, '—', T.onNow],
  ]);
  const card = screen.getByRole('heading', { name: T.title }).parentElement;
  expect(await axeViolations(card as HTMLElement)).toEqual([]);
}, 20_000);

test('says so when there are no calls', async () => {
  open([]);
  expect(await screen.findByText(T.none, {}, { timeout: 5000 })).toBeInTheDocument();
});

test('says so when the log cannot be loaded', async () => {
  open(null);
  const card = (await screen.findByRole('heading', { name: T.title }, { timeout: 5000 }))
    .parentElement as HTMLElement;
  expect(await within(card).findByRole('alert', {}, { timeout: 5000 })).toBeInTheDocument();
});

test('the person’s clinician sees it', async () => {
  const clinician = USERS.clinicalAdmin;
  open([entry({})], clinician, adminUserView({ assigned_clinical_admin_id: clinician.id }));
  expect(await rows()).toHaveLength(1);
});

test('a clinician of someone else does not (the API would refuse them)', async () => {
  open(
    [entry({})],
    USERS.clinicalAdmin,
    adminUserView({ assigned_clinical_admin_id: 99, device_id: DEVICE }),
  );
  expect(
    await screen.findByRole('heading', { name: TEXTS.kiosk.title }, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: T.title })).not.toBeInTheDocument();
});
