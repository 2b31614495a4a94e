import { Type } from '@sinclair/typebox';
import type { TSchema } from '@sinclair/typebox';
import {
  component,
  DateTime,
  Id,
  isoOrNull,
  nullable,
  oneOf,
  opt,
  Timestamp,
} from '../../lib/schemas';
import type { AuditRow } from '../audit';
import type { SessionRow } from '../auth';
import type { AdminMessageRow, AdminSupportRow } from '../messages';
import { ROLE_NAMES } from './users';
import type { UserListRow } from './users';

const RoleName = oneOf(ROLE_NAMES);
const SUPPORT_STATUSES = ['open', 'in_progress', 'resolved'] as const;
const SupportStatus = oneOf(SUPPORT_STATUSES);

/** Page and page size of every paged admin list (page 1 first). */
const paging = {
  page: opt(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  page_size: opt(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
};

/** A page of a list: the matching items of this page and how many match in all. */
function pageOf<T extends TSchema>(name: string, item: T, extra: Record<string, TSchema> = {}) {
  return component(
    name,
    Type.Object({
      count: Type.Integer({ description: 'How many items match the filters in all' }),
      ...extra,
      page: Type.Integer(),
      page_size: Type.Integer(),
      results: Type.Array(item),
    }),
  );
}

const PersonRef = Type.Object({ id: Type.Integer(), display_name: Type.String() });

// ---- Users ------------------------------------------------------------------------------------

export const UserPageQuery = Type.Object({
  q: opt(Type.String({ maxLength: 100, description: 'Words found in name, username or e-mail' })),
  role: opt(RoleName),
  approval: opt(oneOf(['approved', 'pending', 'rejected'] as const)),
  activity: opt(oneOf(['active', 'inactive'] as const)),
  sort: opt(oneOf(['name', '-name', 'email', '-email', 'joined', '-joined'] as const)),
  ...paging,
});

const UserSummary = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  display_name: Type.String(),
  full_name: Type.String(),
  main_role: RoleName,
  is_active: Type.Boolean(),
  is_approved: Type.Boolean(),
  is_staff: Type.Boolean(),
  is_admin: Type.Boolean(),
  is_superuser: Type.Boolean(),
  is_primary_admin: Type.Boolean(),
  is_clinical_admin: Type.Boolean(),
  is_caregiver: Type.Boolean(),
  pending_approval: Type.Boolean({
    description: 'Spec 4.6: not approved and no clinical admin assigned',
  }),
  assigned_clinical_admin: nullable(PersonRef),
  has_kiosk: Type.Boolean(),
  date_joined: Timestamp,
  last_active_at: nullable(Timestamp),
});
export const UserPage = pageOf('AdminUserPage', component('AdminUserSummary', UserSummary), {
  count_capped: Type.Boolean({
    description: 'A search matched more than 1000 users: count is 1000, and more match',
  }),
});

export function userSummaryOut(r: UserListRow, lastActive: Date | undefined) {
  return {
    id: r.id,
    username: r.username,
    email: r.email,
    display_name: r.display_name,
    full_name: [r.first_name, r.last_name].filter((s) => s !== '').join(' '),
    main_role: r.main_role,
    is_active: r.is_active,
    is_approved: r.is_approved,
    is_staff: r.is_staff,
    is_admin: r.is_admin,
    is_superuser: r.is_superuser,
    is_primary_admin: r.is_primary_admin,
    is_clinical_admin: r.is_clinical_admin,
    is_caregiver: r.is_caregiver,
    pending_approval: !r.is_approved && r.assigned_clinical_admin_id === null,
    assigned_clinical_admin:
      r.assigned_clinical_admin_id === null
        ? null
        : { id: r.assigned_clinical_admin_id, display_name: r.clinician_name ?? '' },
    has_kiosk: r.has_kiosk,
    date_joined: r.created_at.toISOString(),
    last_active_at: lastActive ? lastActive.toISOString() : null,
  };
}

// ---- Dashboard --------------------------------------------------------------------------------

/** needs_pairing: bound, but no working secret (docs/product.md 4.3); the others by the kiosk's pings. */
const KioskState = oneOf(['online', 'silent', 'never', 'needs_pairing'] as const);

export const Dashboard = component(
  'AdminDashboard',
  Type.Object({
    generated_at: Timestamp,
    scope: oneOf(['all', 'assigned'] as const),
    pending_approvals: Type.Object({
      count: Type.Integer(),
      items: Type.Array(
        Type.Object({
          id: Type.Integer(),
          display_name: Type.String(),
          email: Type.String(),
          date_joined: Timestamp,
        }),
      ),
    }),
    missed_doses: Type.Object({
      count: Type.Integer({ description: 'Doses missed today' }),
      after_minutes: Type.Integer({
        description:
          "The default: an unmarked dose is missed this long after (a person's own threshold wins)",
      }),
      people: Type.Array(
        Type.Object({
          user_id: Type.Integer(),
          display_name: Type.String(),
          count: Type.Integer(),
          medications: Type.Array(Type.String()),
          last_due_at: Timestamp,
        }),
      ),
    }),
    messages: Type.Object({
      unacknowledged: Type.Integer(),
      oldest: Type.Array(
        Type.Object({
          id: Type.Integer(),
          recipient_id: Type.Integer(),
          recipient_name: Type.String(),
          subject: Type.String(),
          created_at: Timestamp,
        }),
      ),
    }),
    support: Type.Object({
      open: Type.Integer(),
      items: Type.Array(
        Type.Object({
          id: Type.Integer(),
          subject: Type.String(),
          user_id: nullable(Type.Integer()),
          user_name: nullable(Type.String()),
          status: SupportStatus,
          created_at: Timestamp,
        }),
      ),
    }),
    kiosks: Type.Object({
      silent_after_minutes: Type.Integer(),
      not_syncing_after_minutes: Type.Integer(),
      online: Type.Integer(),
      silent: Type.Integer(),
      never: Type.Integer(),
      needs_pairing: Type.Integer({
        description:
          'Bound kiosks without a working secret (not counted as online, silent or never)',
      }),
      items: Type.Array(
        Type.Object({
          user_id: Type.Integer(),
          display_name: Type.String(),
          state: KioskState,
          last_seen_at: nullable(Timestamp),
          silent_seconds: nullable(Type.Integer({ description: 'Since the last ping' })),
          app_version: nullable(Type.String()),
          last_sync_at: nullable(Timestamp),
          not_syncing: Type.Boolean({
            description:
              'Online, but its last successful data sync is older than not_syncing_after_minutes',
          }),
          account_active: Type.Boolean(),
        }),
      ),
    }),
    users: Type.Object({
      total: Type.Integer(),
      active: Type.Integer(),
      inactive: Type.Integer(),
      pending: Type.Integer(),
      by_role: Type.Object(
        Object.fromEntries(ROLE_NAMES.map((r) => [r, Type.Integer()])) as Record<
          (typeof ROLE_NAMES)[number],
          ReturnType<typeof Type.Integer>
        >,
      ),
    }),
  }),
);

// ---- Settings ---------------------------------------------------------------------------------

export const Settings = component(
  'AdminSettings',
  Type.Object({
    kiosk_silent_after_minutes: Type.Integer({
      minimum: 1,
      maximum: 10080,
      description: 'A kiosk whose last ping is older is flagged (1 minute to 7 days)',
    }),
  }),
);

// ---- Sessions ---------------------------------------------------------------------------------

export const SessionQuery = Type.Object({ user_id: opt(Id), ...paging });
export const SessionParams = Type.Object({
  sessionId: Type.String({ minLength: 1, maxLength: 64 }),
});

const Session = Type.Object({
  id: Type.String({ description: 'The session (refresh-token family)' }),
  user: Type.Object({ id: Type.Integer(), display_name: Type.String(), email: Type.String() }),
  kind: oneOf(['browser', 'kiosk'] as const),
  user_agent: nullable(Type.String()),
  ip: nullable(Type.String()),
  started_at: Timestamp,
  last_used_at: Timestamp,
  expires_at: Timestamp,
  current: Type.Boolean({ description: 'The session this request was made with' }),
});
export const SessionPage = pageOf('AdminSessionPage', component('AdminSession', Session));

export const sessionOut = (r: SessionRow) => ({
  id: r.id,
  user: { id: r.user_id, display_name: r.display_name, email: r.email },
  kind: r.device_id === null ? ('browser' as const) : ('kiosk' as const),
  user_agent: r.user_agent,
  ip: r.ip,
  started_at: r.started_at.toISOString(),
  last_used_at: r.last_used_at.toISOString(),
  expires_at: r.expires_at.toISOString(),
  current: r.current,
});
export const RevokedOut = Type.Object({ revoked: Type.Integer() });

// ---- Messages and support ---------------------------------------------------------------------

export const MessageQuery = Type.Object({
  recipient_id: opt(Id),
  acknowledged: opt(Type.Boolean()),
  ...paging,
});
const AdminMessage = Type.Object({
  id: Type.Integer(),
  sender_id: nullable(Type.Integer()),
  sender_name: nullable(Type.String()),
  recipient_id: Type.Integer(),
  recipient_name: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  acknowledged: Type.Boolean(),
  acknowledged_at: nullable(Timestamp),
  created_at: Timestamp,
});
export const MessagePage = pageOf('AdminMessagePage', component('AdminMessage', AdminMessage));
// Rows carry the list's total too; the response schema leaves it out when serialising.
export const messageOut = (m: AdminMessageRow) => ({
  ...m,
  acknowledged_at: isoOrNull(m.acknowledged_at),
  created_at: m.created_at.toISOString(),
});

export const SupportQuery = Type.Object({ status: opt(SupportStatus), ...paging });
const AdminSupport = Type.Object({
  id: Type.Integer(),
  user_id: nullable(Type.Integer()),
  user_name: nullable(Type.String()),
  user_email: nullable(Type.String()),
  subject: Type.String(),
  message: Type.String(),
  category: Type.String(),
  status: Type.String(),
  created_at: Timestamp,
});
export const SupportPage = pageOf(
  'AdminSupportPage',
  component('AdminSupportRequest', AdminSupport),
);
export const supportOut = (s: AdminSupportRow) => ({
  ...s,
  created_at: s.created_at.toISOString(),
});
export const SupportStatusBody = Type.Object({ status: SupportStatus });
export const IdParams = Type.Object({ id: Id });

// ---- Audit ------------------------------------------------------------------------------------

export const AuditPageQuery = Type.Object({
  user_id: opt(Id),
  actor_id: opt(Id),
  resource: opt(Type.String({ maxLength: 50 })),
  action: opt(Type.String({ maxLength: 50 })),
  from: opt(DateTime),
  to: opt(DateTime),
  ...paging,
});
const AuditItem = Type.Object({
  id: Type.Integer(),
  actor_id: nullable(Type.Integer()),
  actor_name: nullable(Type.String()),
  actor_email: nullable(Type.String()),
  subject_user_id: nullable(Type.Integer()),
  subject_name: nullable(Type.String()),
  action: Type.String(),
  resource: Type.String(),
  resource_id: nullable(Type.String()),
  ip: nullable(Type.String()),
  created_at: Timestamp,
});
export const AuditPage = pageOf('AdminAuditPage', component('AdminAuditEntry', AuditItem));
export const auditOut = (a: AuditRow) => ({
  ...a,
  created_at: a.created_at.toISOString(),
});
