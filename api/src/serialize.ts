import type { UserRow } from './types';

export function currentUser(u: UserRow) {
  return {
    id: u.id,
    role: u.role,
    email: u.email,
    display_name: u.display_name,
    username: u.username,
    first_name: u.first_name,
    last_name: u.last_name,
    is_admin: u.is_admin,
    is_staff: u.is_staff,
    is_superuser: u.is_superuser,
    is_primary_admin: u.is_primary_admin,
    is_clinical_admin: u.is_clinical_admin,
    is_caregiver: u.is_caregiver,
    is_approved: u.is_approved,
    profile_picture: u.profile_picture,
  };
}

export interface ClinicianRef {
  id: number;
  display_name: string;
  email: string;
}

/** Admin view of a user (spec 3). Kiosk fields only for viewers allowed to configure the kiosk. */
export function adminUser(
  u: UserRow,
  opts: { showKiosk: boolean; clinician: ClinicianRef | null },
) {
  return {
    ...currentUser(u),
    full_name: [u.first_name, u.last_name].filter((s) => s !== '').join(' '),
    gender: u.gender,
    age: u.age,
    is_active: u.is_active,
    assigned_clinical_admin: opts.clinician,
    assigned_clinical_admin_id: u.assigned_clinical_admin_id,
    device_id: opts.showKiosk ? u.device_id : null,
    kiosk_secret: opts.showKiosk ? u.kiosk_secret : null,
    date_joined: u.created_at.toISOString(),
  };
}

export const iso = (d: Date | null): string | null => (d === null ? null : d.toISOString());
