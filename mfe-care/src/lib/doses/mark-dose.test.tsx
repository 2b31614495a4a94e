import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { deferredReply, resetTestEnvironment } from '@care/shared/testing';
import { dose } from '../../test/care-fixtures';
import type { Dose } from './get-doses';
import { personDosesKey } from './get-doses';
import { DOSE_STATUS_MUTATION_KEY, useMarkDose } from './mark-dose';

const DUE = '2026-11-22T13:00:00.000Z';
const PATH = '/users/7/medications/1/status/';
// The clock's day and the medications screen's range: two lists of the same person's doses.
const DAY = [...personDosesKey(null, '7'), { from: '2026-11-22', to: '2026-11-22' }];
const RANGE = [...personDosesKey(null, '7'), { from: '2026-11-16', to: '2026-11-22' }];
const OTHER = [...personDosesKey(null, '8'), { from: '2026-11-22', to: '2026-11-22' }];

function setUp() {
  const api = resetTestEnvironment();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 1e9 } } });
  const open = [dose({ due_at: DUE, status: 'due' }), dose({ medication_id: 2, due_at: DUE })];
  for (const key of [DAY, RANGE, OTHER]) client.setQueryData(key, open);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useMarkDose(), { wrapper });
  const statusIn = (key: readonly unknown[]) =>
    client.getQueryData<Dose[]>(key)?.map((d) => d.status);
  return { api, client, hook, statusIn };
}

const TAKE = { personId: '7', medicationId: 1, dueAt: DUE, status: 'taken' } as const;

test('one mark operation under the stable key; the variables alone make the request', async () => {
  const { api, client, hook } = setUp();
  api.on('post', PATH, { status: 200, data: dose({ due_at: DUE, status: 'taken' }) });
  await act(() => hook.result.current.mutateAsync(TAKE));
  expect(api.calls('post', PATH).map((c) => c.body)).toEqual([{ due_at: DUE, status: 'taken' }]);
  expect(client.getMutationCache().getAll()[0]?.options.mutationKey).toEqual(['dose-status']);
  expect(DOSE_STATUS_MUTATION_KEY).toEqual(['dose-status']);
});

test('a mark shows at once in every list of that person’s doses, and only that dose', async () => {
  const { api, hook, statusIn } = setUp();
  const reply = deferredReply();
  api.on('post', PATH, reply.responder);
  act(() => hook.result.current.mutate(TAKE));
  await waitFor(() => expect(statusIn(DAY)).toEqual(['taken', 'upcoming']));
  expect(statusIn(RANGE)).toEqual(['taken', 'upcoming']);
  expect(statusIn(OTHER)).toEqual(['due', 'upcoming']);
  await act(() => reply.release({ status: 200, data: dose({ due_at: DUE, status: 'taken' }) }));
});

test('a refused mark puts every list back as it was', async () => {
  const { api, hook, statusIn } = setUp();
  api.on('post', PATH, { status: 500, data: {} });
  act(() => hook.result.current.mutate(TAKE));
  await waitFor(() => expect(hook.result.current.isError).toBe(true));
  expect(statusIn(DAY)).toEqual(['due', 'upcoming']);
  expect(statusIn(RANGE)).toEqual(['due', 'upcoming']);
});

test('an undo waits for the server, which decides what the dose is now; a note goes along', async () => {
  const { api, hook, statusIn } = setUp();
  const reply = deferredReply();
  api.on('post', PATH, reply.responder);
  act(() => hook.result.current.mutate({ ...TAKE, status: 'pending', note: 'marked by mistake' }));
  await waitFor(() => expect(api.calls('post', PATH)).toHaveLength(1));
  expect(api.calls('post', PATH)[0]?.body).toEqual({
    due_at: DUE,
    status: 'pending',
    note: 'marked by mistake',
  });
  expect(statusIn(DAY)).toEqual(['due', 'upcoming']);
  await act(() => reply.release({ status: 200, data: dose({ due_at: DUE, status: 'due' }) }));
});
