/**
 * Query keys of the suite. Every key of user data starts with the signed-in user's id, so one user's cached
 * answers can never be shown to another (the cache is also cleared when the user changes):
 * `queryKeys.user(userId, 'health-profile', patientId)` → `['user', 7, 'health-profile', 5]`.
 */
export const queryKeys = {
  /** Data read on behalf of the signed-in user `userId`. */
  user: <const P extends readonly unknown[]>(userId: number | null, ...parts: P) =>
    ['user', userId, ...parts] as const,
  /** The current-user call (`GET /users/me/`). */
  me: (userId: number | null) => ['user', userId, 'me'] as const,
};
