import { REFRESH_FAILED_EVENT } from './events';
import { readDraft, removeDraft, writeDraft } from './drafts';
import { useSessionStore } from '../session/session-store';
import { resetTestEnvironment, signInForTest, USERS } from '../testing';
import type { FakeAdapter } from '../testing';

let fake: FakeAdapter;
beforeEach(() => {
  fake = resetTestEnvironment();
});

const draftKeys = () =>
  Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i) ?? '').filter(
    (key) => key.startsWith('care_draft:'),
  );

describe('drafts (docs/product.md 3): session storage, per signed-in person', () => {
  test('a draft is kept under care_draft:{user id}:{name} and read back as written', () => {
    signInForTest(USERS.superuser);
    writeDraft('message:0', { subject: 'Lunch', body: 'At one' });
    expect(draftKeys()).toEqual([`care_draft:${USERS.superuser.id}:message:0`]);
    expect(readDraft('message:0')).toEqual({ subject: 'Lunch', body: 'At one' });
    removeDraft('message:0');
    expect(readDraft('message:0')).toBeNull();
    expect(draftKeys()).toEqual([]);
  });

  test('another person signed in on the tab does not read it; nobody signed in keeps nothing', () => {
    signInForTest(USERS.superuser);
    writeDraft('message:0', 'for the superuser');
    signInForTest(USERS.clinicalAdmin);
    expect(readDraft('message:0')).toBeNull();
    sessionStorage.removeItem('id');
    sessionStorage.removeItem('userId');
    writeDraft('message:0', 'nobody');
    expect(draftKeys()).toEqual([`care_draft:${USERS.superuser.id}:message:0`]);
  });

  test('what does not read as JSON is no draft', () => {
    signInForTest(USERS.superuser);
    sessionStorage.setItem(`care_draft:${USERS.superuser.id}:message:0`, '{not json');
    expect(readDraft('message:0')).toBeNull();
  });

  test('signing out removes every draft, so the next person at the computer finds none', async () => {
    signInForTest(USERS.superuser);
    writeDraft('message:0', 'one');
    writeDraft('message:5', 'two');
    sessionStorage.setItem('care_draft:99:message:0', 'another person’s, left behind');
    sessionStorage.setItem('unrelated', 'kept');
    fake.on('post', '/auth/logout/', { status: 200 });
    await useSessionStore.getState().logout();
    expect(draftKeys()).toEqual([]);
    expect(sessionStorage.getItem('unrelated')).toBe('kept');
  });

  test('a session that ends by a refused refresh removes them too', () => {
    signInForTest(USERS.superuser);
    writeDraft('message:0', 'one');
    window.dispatchEvent(new Event(REFRESH_FAILED_EVENT));
    expect(useSessionStore.getState().isAuthenticated).toBe(false);
    expect(draftKeys()).toEqual([]);
  });
});
