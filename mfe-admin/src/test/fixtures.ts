import type { ApiSchema } from '@care/shared';

type AdminUser = ApiSchema<'AdminUser'>;

/** A user as GET /users/{id}/ answers for admins (spec 3 "User (admin view)"). */
export function adminUserView(over: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 5,
    role: 'user',
    email: 'margaret@example.test',
    display_name: 'Margaret Johnson',
    username: 'margaret',
    first_name: 'Margaret',
    last_name: 'Johnson',
    full_name: 'Margaret Johnson',
    is_admin: false,
    is_staff: true,
    is_superuser: false,
    is_primary_admin: false,
    is_clinical_admin: false,
    is_caregiver: false,
    is_approved: true,
    profile_picture: null,
    time_zone: 'Europe/London',
    gender: 'Female',
    age: 78,
    is_active: true,
    assigned_clinical_admin: null,
    assigned_clinical_admin_id: null,
    device_id: null,
    kiosk_secret: null,
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
