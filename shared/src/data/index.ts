// The data kit: one query cache, query keys that include the user id, the current-user (`me`) query, and the
// resources several remotes read (a person, their pictures), each with its key and query options defined once.
// Screens read with one `get-x.ts` and write with one `update-x.ts` per endpoint operation
// (docs/screen-platform.md "The data pattern").
export { queryClient } from './query-client';
export { queryKeys } from './query-keys';
export { meQueryOptions } from './get-me';
export { retryUnlessRefused } from './retry';
export { personQueryOptions } from './person';
export { invalidatePictures, picturesKey, picturesQueryOptions } from './pictures';
export type { Picture } from './pictures';
