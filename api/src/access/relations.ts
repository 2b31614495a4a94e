import type { Queryable } from '../db/db';
import type { UserRow } from '../types';

/**
 * Who may see whom, stated once (spec 1 and 6; api/README.md "Roles"; docs/live-channel.md). A viewer holds
 * relations to a person:
 * - `admin`: a full admin (is_superuser, is_admin or is_primary_admin) or an account manager (is_superuser and
 *   is_staff): every person;
 * - `self`: the person themselves: their own sign-in, or their kiosk, which signs in as them (spec 4.3);
 * - `clinical`: a clinical admin (is_clinical_admin) the person is assigned to (assigned_clinical_admin_id);
 * - `caregiver`: a caregiver (is_caregiver) linked to the person in caregiver_links;
 * - `staff`: is_staff: every person's user record, never their care data.
 * A flag without its link, or a link without its flag, is no relation; an account that cannot sign in (inactive,
 * or not approved: the auth plugin refuses its tokens) holds none.
 *
 * The same rules in two forms, which api/test/relations.test.ts holds equal: in memory (`relationsOf`, from the
 * viewer's flags and the person's loaded links) and in SQL (`relationsSql`, rows of viewer, person, relation).
 * Each place that decides names its purpose (`PURPOSES`: which relations count for it) and restates no rule.
 */
export type Relation = 'admin' | 'self' | 'clinical' | 'caregiver' | 'staff';
const RELATIONS: readonly Relation[] = ['admin', 'self', 'clinical', 'caregiver', 'staff'];

export type Purpose = 'care' | 'read' | 'configure' | 'dashboard' | 'live' | 'people' | 'careTeam';

/** Which relations count, by what they are for. */
export const PURPOSES: Readonly<Record<Purpose, readonly Relation[]>> = {
  /** The `care` rule (access/rules.ts): the person's care data. */
  care: ['admin', 'self', 'clinical', 'caregiver'],
  /** The `read` rule: the person's user record (staff too, never care data). */
  read: ['admin', 'self', 'clinical', 'caregiver', 'staff'],
  /** The `kiosk` and `clinical` rules: the person's kiosk and clinical settings (spec 6). */
  configure: ['admin', 'clinical'],
  /** The admin area's lists and the live dashboard's events (kiosks, missed doses; docs/live-channel.md). */
  dashboard: ['admin', 'clinical'],
  /** Every live event about the person (docs/live-channel.md); full admins hear the dashboard's only. */
  live: ['self', 'clinical', 'caregiver'],
  /** A caregiver's people (GET /api/users/me/people/): those linked to them. */
  people: ['caregiver'],
  /** Who is told of the person's missed doses (the sweep): their caregivers and clinical admin. */
  careTeam: ['caregiver', 'clinical'],
};

/** What the rules read of a viewer. */
export type Viewer = Pick<
  UserRow,
  | 'id'
  | 'is_active'
  | 'is_approved'
  | 'is_superuser'
  | 'is_admin'
  | 'is_primary_admin'
  | 'is_staff'
  | 'is_clinical_admin'
  | 'is_caregiver'
>;
/** What the rules read of a person, without their caregiver links. */
export type Person = Pick<UserRow, 'id' | 'assigned_clinical_admin_id'>;
/** A person and the caregivers linked to them (caregiver_links). */
export interface PersonLinks extends Person {
  caregivers: readonly number[];
}

type RoleFlags = Pick<UserRow, 'is_superuser' | 'is_admin' | 'is_primary_admin' | 'is_staff'>;
export const isFullAdmin = (u: RoleFlags): boolean =>
  u.is_superuser || u.is_admin || u.is_primary_admin;
export const canManageAccounts = (u: RoleFlags): boolean => u.is_superuser && u.is_staff;

/** The viewer's relations to the person, in memory. */
export function relationsOf(viewer: Viewer, person: PersonLinks): Relation[] {
  if (!viewer.is_active || !viewer.is_approved) return [];
  const holds: Record<Relation, boolean> = {
    admin: isFullAdmin(viewer) || canManageAccounts(viewer),
    self: viewer.id === person.id,
    clinical: viewer.is_clinical_admin && person.assigned_clinical_admin_id === viewer.id,
    caregiver: viewer.is_caregiver && person.caregivers.includes(viewer.id),
    staff: viewer.is_staff,
  };
  return RELATIONS.filter((r) => holds[r]);
}

export const counts = (purpose: Purpose, relations: readonly Relation[]): boolean =>
  relations.some((r) => PURPOSES[purpose].includes(r));

/** No user has id 0 (serial ids start at 1): the relations held to this person are held to everyone. */
const ANYONE: PersonLinks = { id: 0, assigned_clinical_admin_id: null, caregivers: [] };

/** Whether the viewer reaches every person for the purpose (a relation that needs no link). */
export const reachesEveryone = (purpose: Purpose, viewer: Viewer): boolean =>
  counts(purpose, relationsOf(viewer, ANYONE));

/** For a purpose no caregiver link counts for: decided in memory, without reading the links. */
export function holdsUnlinked(purpose: Purpose, viewer: Viewer, person: Person): boolean {
  if (PURPOSES[purpose].includes('caregiver')) {
    throw new Error(`access: '${purpose}' needs the person's caregiver links`);
  }
  return counts(purpose, relationsOf(viewer, { ...person, caregivers: [] }));
}

/**
 * Whether the viewer's relations to the person count for the purpose. The caregiver link is read only when it
 * would decide (one row by its key), so most checks cost no query.
 */
export async function mayReach(
  q: Queryable,
  purpose: Purpose,
  viewer: Viewer,
  person: Person,
): Promise<boolean> {
  if (counts(purpose, relationsOf(viewer, { ...person, caregivers: [] }))) return true;
  if (!counts(purpose, relationsOf(viewer, { ...person, caregivers: [viewer.id] }))) return false;
  const rows = await q.query<{ one: number }>(
    'SELECT 1 AS one FROM caregiver_links WHERE caregiver_id = $1 AND user_id = $2',
    [viewer.id, person.id],
  );
  return rows.length > 0;
}

/**
 * Each relation in SQL: where its rows come from, its viewer and person columns and its condition. The aliases
 * are the rules' own (rel_*), so a caller may bind to a column of its query without being shadowed.
 */
const BRANCHES: Record<Relation, { from: string; viewer: string; person: string; when: string }> = {
  admin: {
    from: 'users rel_v CROSS JOIN users rel_p',
    viewer: 'rel_v.id',
    person: 'rel_p.id',
    when: '(rel_v.is_superuser OR rel_v.is_admin OR rel_v.is_primary_admin OR (rel_v.is_superuser AND rel_v.is_staff))',
  },
  self: { from: 'users rel_v', viewer: 'rel_v.id', person: 'rel_v.id', when: 'true' },
  clinical: {
    from: 'users rel_p JOIN users rel_v ON rel_v.id = rel_p.assigned_clinical_admin_id',
    viewer: 'rel_v.id',
    person: 'rel_p.id',
    when: 'rel_v.is_clinical_admin',
  },
  caregiver: {
    from: 'caregiver_links rel_l JOIN users rel_v ON rel_v.id = rel_l.caregiver_id',
    viewer: 'rel_v.id',
    person: 'rel_l.user_id',
    when: 'rel_v.is_caregiver',
  },
  staff: {
    from: 'users rel_v CROSS JOIN users rel_p',
    viewer: 'rel_v.id',
    person: 'rel_p.id',
    when: 'rel_v.is_staff',
  },
};

/** Which side of the relation a query binds, as SQL: a parameter ('$1') or a column of the caller's query ('p.id'). */
export type Bound = { viewer: string; person?: string } | { viewer?: string; person: string };

/**
 * The relations that count for the purpose, in SQL: a query of rows (viewer, person, relation) for the viewer,
 * the person or both that `bound` names; a viewer holding two relations to a person has two rows.
 */
export function relationsSql(purpose: Purpose | readonly Relation[], bound: Bound): string {
  const relations = typeof purpose === 'string' ? PURPOSES[purpose] : purpose;
  if (relations.length === 0)
    return 'SELECT 0 AS viewer, 0 AS person, NULL::text AS relation WHERE false';
  return relations
    .map((r) => {
      const b = BRANCHES[r];
      const where = ['rel_v.is_active', 'rel_v.is_approved', b.when];
      if (bound.viewer !== undefined) where.push(`${b.viewer} = ${bound.viewer}`);
      if (bound.person !== undefined) where.push(`${b.person} = ${bound.person}`);
      return `SELECT ${b.viewer} AS viewer, ${b.person} AS person, '${r}'::text AS relation FROM ${b.from} WHERE ${where.join(' AND ')}`;
    })
    .join('\nUNION ALL\n');
}
