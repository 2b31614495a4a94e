// The data kit: one query cache, query keys that include the user id, the current-user (`me`) query.
// Screens read with one `get-x.ts` and write with one `update-x.ts` per endpoint operation
// (docs/screen-platform.md "The data pattern").
export { queryClient } from './query-client';
export { queryKeys } from './query-keys';
export { getMe, meQueryOptions, CURRENT_USER_PATH } from './get-me';
