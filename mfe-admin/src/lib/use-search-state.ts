import type { ScreenProps } from '@care/shared';
import { intParam, readParams, withParams } from './search-params';

type SearchChanges = Record<string, string | number | undefined | null>;

interface SetSearchOptions {
  /** Back to the first page (a new filter): drops `page` unless `changes` sets it. */
  resetPage?: boolean;
  /** A new history entry instead of replacing the current one (Back returns to it). */
  push?: boolean;
}

export interface SearchState<V> {
  /** The query string's parameters, for what `read` does not cover. */
  params: URLSearchParams;
  /** What `read` made of the parameters. */
  values: V;
  /** The list's page (`?page=`, 1 when absent or not a positive whole number). */
  page: number;
  /** Applies `changes` to the query string (an empty value removes the key) and goes there. */
  set: (changes: SearchChanges, options?: SetSearchOptions) => void;
  /** Goes to `page` (the first page has no `?page=`). */
  setPage: (page: number, options?: Omit<SetSearchOptions, 'resetPage'>) => void;
}

/**
 * A screen's state kept in its query string (so links, Back and reloads keep it): the values read from the
 * URL, and a `set` that writes changes back, replacing the history entry unless told to push one.
 */
export function useSearchState<V>(
  path: string,
  { navigate, search }: Pick<ScreenProps, 'navigate' | 'search'>,
  read: (params: URLSearchParams) => V,
): SearchState<V> {
  const params = readParams(search);
  const set = (
    changes: SearchChanges,
    { resetPage = false, push = false }: SetSearchOptions = {},
  ) => {
    const to = `${path}${withParams(search, resetPage ? { page: undefined, ...changes } : changes)}`;
    if (push) navigate(to);
    else navigate(to, { replace: true });
  };
  return {
    params,
    values: read(params),
    page: intParam(params, 'page', 1),
    set,
    setPage: (page, options) => set({ page: page === 1 ? undefined : page }, options),
  };
}
