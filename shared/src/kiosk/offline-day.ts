import {
  dehydrate,
  hydrate,
  onlineManager,
  type DehydratedState,
  type Mutation,
  type MutationKey,
  type Query,
} from '@tanstack/react-query';
import { isUnreachableError } from './reachability';
import { logger } from '../lib/logger';
import { readStorage, removeStorage, writeStorage } from '../lib/storage';
import { queryClient } from '../data/query-client';

/**
 * The kiosk's last known day (docs/kiosk-resilience.md): its query cache and its offline actions, kept in local storage so
 * that a kiosk started with no network shows the person's day at once, and an action taken offline survives
 * a reload or a power cut. Kiosk devices only; docs/kiosk-resilience.md tells the whole design.
 */
export const OFFLINE_DAY_STORAGE_KEY = 'kiosk_last_day';
/** Bumped when the stored shape changes: an older day is dropped, never misread. */
const FORMAT = 1;
/** A day older than this is not worth showing. */
export const OFFLINE_DAY_MAX_AGE_MS = 36 * 60 * 60_000;
/** One answer larger than this (a picture's data URL) is not stored: local storage holds a few MB. */
const OFFLINE_DAY_MAX_ENTRY_CHARS = 400_000;
const SAVE_DELAY_MS = 1_000;
/** Offline actions of every key run one after another, in the order they were taken. */
const OFFLINE_ACTIONS_SCOPE = 'kiosk-offline-actions';
/** While the API cannot be reached, a queued action asks again this often (it pauses while offline). */
const OFFLINE_RETRY_DELAY_MS = 2_000;

interface StoredDay {
  format: number;
  userId: number;
  savedAt: number;
  state: DehydratedState;
}

let pendingMutations: DehydratedState['mutations'] = [];
let saveTimer: ReturnType<typeof setTimeout> | null = null;
let unsubscribers: (() => void)[] = [];
let currentUser: () => number | null = () => null;

function readDay(): StoredDay | null {
  const raw = readStorage('local', OFFLINE_DAY_STORAGE_KEY);
  if (!raw) return null;
  try {
    const day = JSON.parse(raw) as Partial<StoredDay>;
    if (day.format !== FORMAT || typeof day.userId !== 'number' || !day.state) return null;
    return day as StoredDay;
  } catch {
    return null;
  }
}

function storedForUser(userId: number | null, now = Date.now()): StoredDay | null {
  const day = readDay();
  if (!day || userId === null || day.userId !== userId) return null;
  return now - day.savedAt <= OFFLINE_DAY_MAX_AGE_MS ? day : null;
}

/** True when a last known day of this user is stored (a kiosk with one may start with no network). */
export function hasOfflineDay(userId: number | null): boolean {
  return (storedForUser(userId)?.state.queries.length ?? 0) > 0;
}

function isUserQuery(query: Query, userId: number): boolean {
  const [scope, owner] = query.queryKey;
  if (scope !== 'user' || owner !== userId || query.state.status !== 'success') return false;
  const size = JSON.stringify(query.state.data ?? null).length;
  return size <= OFFLINE_DAY_MAX_ENTRY_CHARS;
}

function isOfflineAction(mutation: Mutation): boolean {
  return mutation.state.isPaused && mutation.options.scope?.id === OFFLINE_ACTIONS_SCOPE;
}

/** Writes the signed-in user's answers and queued actions now (normally a second after a change). */
export function saveOfflineDay(): void {
  if (saveTimer !== null) clearTimeout(saveTimer);
  saveTimer = null;
  const userId = currentUser();
  if (userId === null) {
    removeStorage('local', OFFLINE_DAY_STORAGE_KEY);
    return;
  }
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => isUserQuery(query, userId),
    shouldDehydrateMutation: isOfflineAction,
  });
  // Actions restored from storage whose screen has not loaded yet are kept as they were, in front.
  state.mutations = [...pendingMutations, ...state.mutations];
  const day: StoredDay = { format: FORMAT, userId, savedAt: Date.now(), state };
  writeStorage('local', OFFLINE_DAY_STORAGE_KEY, JSON.stringify(day));
}

function scheduleSave(): void {
  if (saveTimer !== null) return;
  saveTimer = setTimeout(saveOfflineDay, SAVE_DELAY_MS);
}

/**
 * Kiosk start, before the first screen renders: the stored day of `userId` (the identity the device kept)
 * goes back into the query cache, with the time each answer was fetched, so the screens show it at once and
 * refetch it as usual. Queued actions wait for `registerOfflineActions` (their request functions live in the
 * remote that owns them). From then on every change is stored again; `userOf` says whose data it is.
 */
export function startOfflineDay(userId: number | null, userOf: () => number | null): void {
  currentUser = userOf;
  const day = storedForUser(userId);
  if (day) {
    hydrate(queryClient, { queries: day.state.queries, mutations: [] });
    pendingMutations = day.state.mutations;
  }
  unsubscribers.forEach((unsubscribe) => unsubscribe());
  unsubscribers = [
    queryClient.getQueryCache().subscribe(scheduleSave),
    queryClient.getMutationCache().subscribe(scheduleSave),
  ];
}

export interface OfflineAction {
  mutationKey: MutationKey;
  mutationFn: (variables: never) => Promise<unknown>;
  /** Runs when a replayed action settles (e.g. reads the changed list again). */
  onSettled?: (data: unknown, error: unknown, variables: never) => unknown;
}

/** A queued action waits while the API cannot be reached and is given up only when the API refuses it. */
function retryWhileUnreachable(_failureCount: number, error: unknown): boolean {
  return isUnreachableError(error);
}

/**
 * Declares the actions a kiosk may take offline (one call with all of them, so that their queue keeps its
 * order): each key's request function and its defaults — one queue (scope) for all, retried while the API
 * cannot be reached — and then the actions stored before a reload are put back and sent, once each, in order.
 */
export function registerOfflineActions(actions: readonly OfflineAction[]): void {
  for (const action of actions) {
    queryClient.setMutationDefaults(action.mutationKey, {
      mutationFn: action.mutationFn as (variables: unknown) => Promise<unknown>,
      onSettled: action.onSettled as (data: unknown, error: unknown, variables: unknown) => unknown,
      scope: { id: OFFLINE_ACTIONS_SCOPE },
      retry: retryWhileUnreachable,
      retryDelay: OFFLINE_RETRY_DELAY_MS,
    });
  }
  const known = (key: MutationKey | undefined): boolean =>
    actions.some((action) => JSON.stringify(action.mutationKey) === JSON.stringify(key));
  const restore = pendingMutations.filter((mutation) => known(mutation.mutationKey));
  pendingMutations = pendingMutations.filter((mutation) => !known(mutation.mutationKey));
  if (restore.length === 0) return;
  hydrate(queryClient, { queries: [], mutations: restore });
  logger.warn(`${restore.length} action(s) taken offline are queued`);
  if (onlineManager.isOnline()) void queryClient.resumePausedMutations();
}

/** Test support: forget the stored day's state held in memory and stop saving. */
export function stopOfflineDay(): void {
  unsubscribers.forEach((unsubscribe) => unsubscribe());
  unsubscribers = [];
  if (saveTimer !== null) clearTimeout(saveTimer);
  saveTimer = null;
  pendingMutations = [];
  currentUser = () => null;
}
