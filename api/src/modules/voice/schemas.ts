import { Type } from '@sinclair/typebox';
import { component } from '../../lib/schemas';
import type { UserRow } from '../../types';

/** `from` is the caller's identity (`user-<id>`); `to` is `client:user-<id>` or dialled digits. */
export const DirectoryQuery = Type.Object({
  from: Type.String({ maxLength: 40 }),
  to: Type.String({ minLength: 1, maxLength: 200 }),
});

export const DirectoryEntry = component(
  'VoiceDirectoryEntry',
  Type.Object({
    /** The callee's identity: every browser and kiosk registered as it rings. */
    identity: Type.String(),
    /** The callee's name, for the caller's screen. */
    name: Type.String(),
    /** The caller's name, for the callee's screen ("Margaret Johnson"). */
    caller_name: Type.String(),
  }),
);

/** The voice identity of a user (the token's `grants.identity`). */
export const identityOf = (u: UserRow): string => `user-${u.id}`;

/** The user id in a voice identity, or null when it is not one. */
export function userIdOfIdentity(identity: string): number | null {
  const id = /^user-([1-9][0-9]{0,9})$/.exec(identity)?.[1];
  return id === undefined || Number(id) > 2147483647 ? null : Number(id);
}

/** The name a call shows for a user. */
export const callName = (u: UserRow): string =>
  u.display_name || `${u.first_name} ${u.last_name}`.trim() || u.username;
