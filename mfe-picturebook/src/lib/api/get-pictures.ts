import { picturesQueryOptions, useSessionStore } from '@care/shared';
import type { Picture as StoredPicture } from '@care/shared';
import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';

/**
 * One picture of a picture book: the suite's one pictures query (`@care/shared`'s `picturesQueryOptions`, which
 * the kiosk's picture tile reads too). Spec 7 promises id, image_url and comment; the screens use the rest when
 * present.
 */
export type Picture = Pick<StoredPicture, 'id' | 'image_url' | 'comment'> &
  Partial<Omit<StoredPicture, 'id' | 'image_url' | 'comment'>>;

/** The key every change to a picture book refreshes (the kiosk's tile included). */
export { picturesKey } from '@care/shared';

/** The pictures of user `userId` (null: no valid user, nothing is fetched). */
export function usePictures(userId: number | null): UseQueryResult<Picture[], unknown> {
  const viewerId = useSessionStore((state) => state.userId);
  return useQuery(picturesQueryOptions(viewerId, userId));
}
