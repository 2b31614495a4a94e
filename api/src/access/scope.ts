import type { Where } from '../db/where';
import type { UserRow } from '../types';
import { reachesEveryone } from './relations';

/**
 * Whose users an admin list covers: null for full admins and account managers (everyone), or a
 * clinical admin's id (only the users assigned to them).
 */
export type Scope = number | null;

export const scopeOf = (me: UserRow): Scope => (reachesEveryone('dashboard', me) ? null : me.id);

/** Keeps the rows whose user (`column`: their clinical admin's id) the scope covers. */
export const scoped = (w: Where, scope: Scope, column: string): Where =>
  scope === null ? w : w.eq(column, scope);
