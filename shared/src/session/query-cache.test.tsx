import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { queryClient, queryKeys } from '../data';
import { SharedProviders } from '../host';
import { resetTestEnvironment, makeTokens, USERS, type FakeAdapter } from '../testing';
import { useMe, useSessionStore } from './index';

let fake: FakeAdapter;
beforeEach(() => {
  fake = resetTestEnvironment();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

async function signIn(user: (typeof USERS)[keyof typeof USERS]): Promise<void> {
  fake.on('post', '/auth/login/', { status: 200, data: makeTokens() });
  fake.on('get', '/users/me/', { status: 200, data: user });
  await useSessionStore.getState().login(user.email, 'secret');
}

const settingsOf = (userId: number) => queryKeys.user(userId, 'notification-settings');

describe('the query cache follows the signed-in user', () => {
  it('keys user data by the user id', () => {
    expect(queryKeys.person(7, 'health-profile', 5)).toEqual(['user', 7, 'health-profile', 5]);
    expect(queryKeys.me(7)).toEqual(['user', 7, 'me']);
  });

  it('holds the current user as the `me` query after sign-in, without a second fetch', async () => {
    await signIn(USERS.user);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SharedProviders>{children}</SharedProviders>
    );
    const { result } = renderHook(() => useMe(), { wrapper });
    await waitFor(() => expect(result.current.data?.email).toBe(USERS.user.email));
    expect(fake.calls('get', '/users/me/')).toHaveLength(1);
  });

  it('is emptied on logout', async () => {
    await signIn(USERS.user);
    queryClient.setQueryData(settingsOf(USERS.user.id), { enable_notifications: true });
    fake.on('post', '/auth/logout/', { status: 200, data: {} });
    await useSessionStore.getState().logout();
    expect(queryClient.getQueryData(settingsOf(USERS.user.id))).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.me(USERS.user.id))).toBeUndefined();
  });

  it('is emptied when another user signs in on the same tab', async () => {
    await signIn(USERS.user);
    queryClient.setQueryData(settingsOf(USERS.user.id), { enable_notifications: true });
    await signIn(USERS.caregiver);
    expect(queryClient.getQueryData(settingsOf(USERS.user.id))).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.me(USERS.caregiver.id))).toMatchObject({
      id: USERS.caregiver.id,
    });
  });

  it('is emptied when the session ends because the server refused the refresh', async () => {
    await signIn(USERS.user);
    queryClient.setQueryData(settingsOf(USERS.user.id), { enable_notifications: true });
    window.dispatchEvent(new Event('auth:refresh-failed'));
    expect(queryClient.getQueryData(settingsOf(USERS.user.id))).toBeUndefined();
  });
});
