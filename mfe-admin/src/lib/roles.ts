import { roles } from '@care/shared';

/** The role rules the admin screens mirror: `@care/shared`'s one definition (the navbar uses it too). */
export const { isFullAdmin, canManageAccounts, canSeeSessions } = roles;
