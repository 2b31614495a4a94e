import { resetTestEnvironment, signInForTest, USERS } from '@care/shared/testing';
import { readMessageDraft, removeMessageDraft, saveMessageDraft } from './message-draft';

const margaret = { id: 5, display_name: 'Margaret Johnson' };

beforeEach(() => {
  resetTestEnvironment();
  signInForTest(USERS.superuser);
});

test('what is typed is kept per way in, with the person chosen, and read back', () => {
  saveMessageDraft(0, { to: margaret, subject: 'Lunch', body: '' });
  saveMessageDraft(5, { to: margaret, subject: '', body: 'For Margaret' });
  expect(readMessageDraft(0)).toEqual({ to: margaret, subject: 'Lunch', body: '' });
  expect(readMessageDraft(5)).toEqual({ to: margaret, subject: '', body: 'For Margaret' });
  removeMessageDraft(5);
  expect(readMessageDraft(5)).toBeNull();
  expect(readMessageDraft(0)).not.toBeNull();
});

test('a person chosen with no text, or text wiped out, keeps nothing', () => {
  saveMessageDraft(0, { to: margaret, subject: 'Lunch', body: 'At one' });
  saveMessageDraft(0, { to: margaret, subject: '  ', body: '' });
  expect(readMessageDraft(0)).toBeNull();
  saveMessageDraft(0, { to: margaret });
  expect(readMessageDraft(0)).toBeNull();
});

test('a stored value of another shape is no draft', () => {
  sessionStorage.setItem(
    `care_draft:${USERS.superuser.id}:message:0`,
    JSON.stringify({ to: 'Margaret', subject: 1 }),
  );
  expect(readMessageDraft(0)).toBeNull();
});

test('another admin signed in on the tab does not see it', () => {
  saveMessageDraft(0, { to: null, subject: '', body: 'Mine' });
  signInForTest(USERS.clinicalAdmin);
  expect(readMessageDraft(0)).toBeNull();
});
