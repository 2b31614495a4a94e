import type { ApiSchema } from '@care/shared';
import type { AdminUser } from '../features/user-edit/api/get-user';

/** Margaret, the person these fixtures are about, as every admin answer names her. */
const MARGARET = {
  id: 5,
  username: 'margaret',
  email: 'margaret@example.test',
  display_name: 'Margaret Johnson',
  full_name: 'Margaret Johnson',
};

/** Her account: an approved ordinary user (staff), no admin role, no caregiver. */
const MARGARET_FLAGS = {
  is_admin: false,
  is_staff: true,
  is_superuser: false,
  is_primary_admin: false,
  is_clinical_admin: false,
  is_caregiver: false,
  is_approved: true,
};

/** A user as GET /users/{id}/ answers for admins (spec 3 "User (admin view)"). */
export function adminUserView(over: Partial<AdminUser> = {}): AdminUser {
  return {
    ...MARGARET,
    ...MARGARET_FLAGS,
    role: 'user',
    first_name: 'Margaret',
    last_name: 'Johnson',
    profile_picture: null,
    time_zone: 'Europe/London',
    time_in_words: false,
    clock_24h: false,
    language: 'en',
    gender: 'Female',
    age: 78,
    is_active: true,
    assigned_clinical_admin: null,
    assigned_clinical_admin_id: null,
    device_id: null,
    kiosk_secret: null,
    kiosk_state: 'none',
    date_joined: '2026-01-05T10:00:00.000Z',
    ...over,
  };
}

/** A person waiting for approval (spec 4.6: not approved, no clinical admin). */
export const pendingUser = (over: Partial<AdminUser> = {}) =>
  adminUserView({
    id: 9,
    display_name: 'Penny Pending',
    is_approved: false,
    is_staff: false,
    ...over,
  });

export const DEVICE = 'kiosk-5f0c8c2e-8d3b-4c1e-9a7f-2b6d0e4a9c13';

type Dashboard = ApiSchema<'AdminDashboard'>;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** GET /admin/dashboard/ as a full admin sees it: something in every section. */
export function dashboardView(over: Partial<Dashboard> = {}): Dashboard {
  return {
    generated_at: minutesAgo(0),
    scope: 'all',
    pending_approvals: {
      count: 1,
      items: [
        {
          id: 9,
          display_name: 'Penny Pending',
          email: 'penny@example.test',
          date_joined: minutesAgo(180),
        },
      ],
    },
    missed_doses: {
      count: 2,
      after_minutes: 60,
      people: [
        {
          user_id: 5,
          display_name: 'Margaret Johnson',
          count: 2,
          medications: ['Metformin', 'Donepezil'],
          last_due_at: minutesAgo(90),
        },
      ],
    },
    messages: {
      unacknowledged: 1,
      oldest: [
        {
          id: 31,
          recipient_id: 5,
          recipient_name: 'Margaret Johnson',
          subject: 'Lunch',
          created_at: minutesAgo(30),
        },
      ],
    },
    support: {
      open: 1,
      items: [
        {
          id: 41,
          subject: 'Kiosk screen is dark',
          user_id: 10,
          user_name: 'Carla Giver',
          status: 'open',
          created_at: minutesAgo(45),
        },
      ],
    },
    kiosks: {
      online: 1,
      silent: 1,
      never: 1,
      needs_pairing: 0,
      silent_after_minutes: 30,
      not_syncing_after_minutes: 15,
      items: [
        {
          user_id: 6,
          display_name: 'Harold Smith',
          state: 'silent',
          last_seen_at: minutesAgo(185),
          silent_seconds: 185 * 60,
          app_version: '1.4.0',
          last_sync_at: minutesAgo(190),
          not_syncing: false,
          account_active: true,
        },
        {
          user_id: 8,
          display_name: 'Kiosk Person',
          state: 'never',
          last_seen_at: null,
          silent_seconds: null,
          app_version: null,
          last_sync_at: null,
          not_syncing: false,
          account_active: false,
        },
        {
          user_id: 5,
          display_name: 'Margaret Johnson',
          state: 'online',
          last_seen_at: minutesAgo(2),
          silent_seconds: 120,
          app_version: null,
          last_sync_at: minutesAgo(3),
          not_syncing: false,
          account_active: true,
        },
      ],
    },
    users: {
      total: 12,
      active: 11,
      inactive: 1,
      pending: 1,
      by_role: {
        superuser: 1,
        primary_admin: 1,
        admin: 1,
        clinical_admin: 1,
        caregiver: 2,
        staff: 1,
        user: 5,
      },
    },
    ...over,
  };
}

type UserSummary = ApiSchema<'AdminUserSummary'>;

/** One row of GET /admin/users/. */
export function userSummary(over: Partial<UserSummary> = {}): UserSummary {
  return {
    ...MARGARET,
    ...MARGARET_FLAGS,
    main_role: 'user',
    is_active: true,
    pending_approval: false,
    has_kiosk: false,
    assigned_clinical_admin: null,
    last_active_at: null,
    date_joined: '2026-01-05T10:00:00.000Z',
    ...over,
  };
}

/** GET /admin/users/ answering the person pickers' search with these people. */
export function userListReply(results: UserSummary[] = [userSummary()]) {
  return {
    status: 200,
    data: { count: results.length, count_capped: false, page: 1, page_size: 8, results },
  };
}
