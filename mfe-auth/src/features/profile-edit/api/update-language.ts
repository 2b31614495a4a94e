import { apiClient, useSessionStore, type Language } from '@care/shared';
import { useMutation } from '@tanstack/react-query';

/**
 * The person's own language (docs/languages.md, "Who chooses"): `PATCH /users/{id}/` with `{ language }` alone, so
 * the profile's own update (spec 7's PUT) keeps its body. The API refuses any value outside `LANGUAGES` (400).
 */
export interface LanguageUpdate {
  language: Language;
}

async function updateLanguage(userId: string, update: LanguageUpdate): Promise<void> {
  await apiClient.patch(`/users/${encodeURIComponent(userId)}/`, update);
}

/**
 * Saves the signed-in person's language, then reloads the `me` query before it resolves: the host's page language
 * follows `me`'s `language`, so the page turns to the new language once this has finished.
 */
export function useUpdateLanguage() {
  return useMutation({
    mutationFn: ({ userId, update }: { userId: string; update: LanguageUpdate }) =>
      updateLanguage(userId, update),
    onSuccess: () =>
      useSessionStore
        .getState()
        .reloadUser()
        .catch((error: unknown) => console.warn('Could not reload the current user', error)),
  });
}
