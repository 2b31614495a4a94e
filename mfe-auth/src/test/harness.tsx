import {
  apiClient,
  queryClient,
  RemoteRoot,
  resetSessionStore,
  STORAGE_KEYS,
  type NavigateFn,
  type ScreenProps,
} from '@care/shared';
import { createFakeAdapter, type FakeAdapter, type FakeReply } from '@care/shared/testing';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';

/**
 * Test support for the screens: the network is faked at ONE point (an adapter on the shared apiClient),
 * screens render inside the same RemoteRoot a parcel uses, and every test starts from empty storage,
 * an empty query cache and a signed-out session.
 */

const realAdapter = apiClient.defaults.adapter;

/** A structurally valid JWT (spec 5 token rules) that expires in an hour. */
export function fakeJwt(claims: Record<string, unknown> = {}): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const payload = { exp: Math.floor(Date.now() / 1000) + 3600, token_type: 'access', ...claims };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.${'s'.repeat(43)}`;
}

/**
 * A reply that waits until the test releases it: lets a test look at the busy state. `release` settles
 * after the client's promise chain has run, so `await act(() => reply.release(…))` flushes the update.
 */
export function deferredReply(): {
  responder: () => Promise<FakeReply>;
  release: (reply: FakeReply) => Promise<void>;
} {
  let resolve: (reply: FakeReply) => void = () => undefined;
  const pending = new Promise<FakeReply>((settle) => {
    resolve = settle;
  });
  return {
    responder: () => pending,
    release: async (reply) => {
      resolve(reply);
      await new Promise((settle) => setTimeout(settle, 0));
    },
  };
}

/** Puts what the session store writes after sign-in into session storage. */
export function storeSession(userId: number | null, token: string | null = fakeJwt()): void {
  if (token !== null) sessionStorage.setItem(STORAGE_KEYS.accessToken, token);
  if (userId !== null) sessionStorage.setItem(STORAGE_KEYS.id, String(userId));
}

export function resetEnvironment(): FakeAdapter {
  sessionStorage.clear();
  localStorage.clear();
  document.cookie = 'csrftoken=test-csrf; path=/';
  queryClient.clear();
  resetSessionStore();
  const fake = createFakeAdapter();
  apiClient.defaults.adapter = fake.adapter;
  return fake;
}

export function restoreEnvironment(): void {
  apiClient.defaults.adapter = realAdapter;
  queryClient.clear();
}

interface RenderOptions {
  search?: string;
  /** Pass `jest.advanceTimersByTime` when the test uses fake timers. */
  advanceTimers?: (ms: number) => void;
}

export function renderScreen(Screen: ComponentType<ScreenProps>, options: RenderOptions = {}) {
  const navigate = jest.fn<ReturnType<NavigateFn>, Parameters<NavigateFn>>();
  const user = userEvent.setup(
    options.advanceTimers ? { advanceTimers: options.advanceTimers } : {},
  );
  const view = render(
    <RemoteRoot>
      <Screen navigate={navigate} params={{}} search={options.search ?? ''} />
    </RemoteRoot>,
  );
  return { ...view, navigate, user };
}
