import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { LANGUAGES } from '../../lib/languages';
import { arrayPaging, component, Id, nullable, opt, oneOf } from '../../lib/schemas';
import type { UserRow } from '../../types';

const GENDERS = ['Male', 'Female', 'Other'] as const;
export const Gender = oneOf(GENDERS);

/** The language a person's screens speak, as answers give it. */
const Language = oneOf(LANGUAGES, {
  description: `The language the person's screens speak (BCP 47): ${LANGUAGES.join(', ')}; 'en' until chosen`,
});

/** Body of the user update routes; each field has its own right (README "Roles"). */
export const UserUpdate = Type.Object({
  username: opt(Type.String({ minLength: 1, maxLength: 150 })),
  email: opt(Type.String({ minLength: 3, maxLength: 254 })),
  display_name: opt(Type.String({ maxLength: 150 })),
  first_name: opt(Type.String({ maxLength: 150 })),
  last_name: opt(Type.String({ maxLength: 150 })),
  full_name: opt(Type.String({ maxLength: 300 })),
  gender: opt(Type.Union([Gender, Type.Null(), Type.Literal('')])),
  age: opt(nullable(Type.Integer({ minimum: 0, maximum: 150 }))),
  is_active: opt(Type.Boolean()),
  is_staff: opt(Type.Boolean()),
  is_admin: opt(Type.Boolean()),
  is_approved: opt(Type.Boolean()),
  device_id: opt(nullable(Type.String({ maxLength: 200 }))),
  kiosk_secret: opt(nullable(Type.String({ maxLength: 200 }))),
  time_zone: opt(
    nullable(Type.String({ maxLength: 64, description: 'IANA zone; null: the default' })),
  ),
  time_in_words: opt(
    Type.Boolean({
      description:
        "The clock shows the time in words: only the person's clinical admin or an admin may change it",
    }),
  ),
  clock_24h: opt(
    Type.Boolean({
      description:
        "The clock shows 24-hour digits ('15:07', no am/pm): only the person's clinical admin or an admin may change it",
    }),
  ),
  // Text rather than the list's literals, so another tag is refused with the accepted ones named (users service).
  language: opt(
    Type.String({
      maxLength: 35,
      description: `The language the person's screens speak, a BCP 47 tag in lowercase: one of ${LANGUAGES.join(', ')}. The person, their clinical admin or an admin may change it`,
    }),
  ),
});
export type UserUpdateBody = Static<typeof UserUpdate>;

/** The signed-in user (spec 3 "Current user"). */
export const currentUserFields = {
  id: Type.Integer(),
  role: Type.String(),
  email: Type.String(),
  display_name: Type.String(),
  username: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  is_admin: Type.Boolean(),
  is_staff: Type.Boolean(),
  is_superuser: Type.Boolean(),
  is_primary_admin: Type.Boolean(),
  is_clinical_admin: Type.Boolean(),
  is_caregiver: Type.Boolean(),
  is_approved: Type.Boolean(),
  profile_picture: nullable(Type.String()),
  time_zone: Type.String({ description: 'IANA time zone (the configured default until chosen)' }),
  time_in_words: Type.Boolean({
    description:
      'The person\'s clock shows the time in words ("It\'s half past nine in the morning"), the digits smaller',
  }),
  clock_24h: Type.Boolean({
    description:
      "The person's clock shows 24-hour digits ('15:07', no am/pm); false: 12-hour ('3:07 pm')",
  }),
  language: Language,
};
const CurrentUserObject = Type.Object(currentUserFields);
export const CurrentUser = component('CurrentUser', CurrentUserObject);
export type CurrentUserDto = Static<typeof CurrentUserObject>;

const ClinicianRef = Type.Object({
  id: Type.Integer(),
  display_name: Type.String(),
  email: Type.String(),
});
export type ClinicianRefDto = Static<typeof ClinicianRef>;

/**
 * A person's kiosk binding (docs/product.md 4.3): none; a device id without a working secret (it needs a pairing);
 * a pairing an admin approved whose device has not fetched its secret yet; or a device that claimed its own.
 */
const KIOSK_BINDING_STATES = ['none', 'needs_pairing', 'awaiting_device', 'paired'] as const;
type KioskBindingStateName = (typeof KIOSK_BINDING_STATES)[number];
const KioskBindingState = oneOf(KIOSK_BINDING_STATES);

/** The binding's state: `awaiting` says an approved pairing waits for the person's device. */
function kioskStateOf(u: UserRow, awaiting: boolean): KioskBindingStateName {
  if (u.device_id === null) return 'none';
  if (u.kiosk_secret !== null) return 'paired';
  return awaiting ? 'awaiting_device' : 'needs_pairing';
}

const adminUserFields = {
  ...currentUserFields,
  full_name: Type.String(),
  gender: nullable(Gender),
  age: nullable(Type.Integer()),
  is_active: Type.Boolean(),
  assigned_clinical_admin: nullable(ClinicianRef),
  assigned_clinical_admin_id: nullable(Type.Integer()),
  device_id: nullable(Type.String({ description: 'Only for viewers who configure the kiosk' })),
  kiosk_secret: nullable(
    Type.String({
      description:
        'Always null: the kiosk secret is write-only (the device receives its own once, through a pairing an admin approved)',
    }),
  ),
  kiosk_state: KioskBindingState,
  date_joined: Type.String({ format: 'date-time' }),
};
/** A user as admins see them (spec 3 "User (admin view)"). */
const AdminUserObject = Type.Object(adminUserFields);
export const AdminUser = component('AdminUser', AdminUserObject);
export type AdminUserDto = Static<typeof AdminUserObject>;
/** An admin action's answer: the user after it, and a message. */
export const AdminUserWithDetail = component(
  'AdminUserWithDetail',
  Type.Object({ ...adminUserFields, detail: Type.String() }),
);

export const ClinicalAdmin = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  display_name: Type.String(),
  full_name: Type.String(),
});

const ProfileObject = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  display_name: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  full_name: Type.String(),
  gender: nullable(Gender),
  age: nullable(Type.Integer()),
  role: Type.String(),
  profile_picture: nullable(Type.String()),
  time_zone: Type.String(),
  time_in_words: Type.Boolean({
    description:
      'The person\'s clock shows the time in words ("It\'s half past nine in the morning"), the digits smaller',
  }),
  clock_24h: Type.Boolean({
    description:
      "The person's clock shows 24-hour digits ('15:07', no am/pm); false: 12-hour ('3:07 pm')",
  }),
  language: Language,
});
export const Profile = component('Profile', ProfileObject);

export const Caregiver = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  display_name: Type.String(),
});

/** Most users a page of GET /users/ holds (and its default). */
export const USER_LIST_MAX = 100;
/** Most clinical admins a page of GET /users/clinical-admins/ holds (and its default). */
export const CLINICAL_ADMIN_LIST_MAX = 500;

export const UserListQuery = Type.Object({
  search: opt(Type.String({ maxLength: 100 })),
  is_approved: opt(Type.Boolean()),
  is_active: opt(Type.Boolean()),
  ...arrayPaging(USER_LIST_MAX),
});
export const ClinicalAdminQuery = Type.Object(arrayPaging(CLINICAL_ADMIN_LIST_MAX));

export const ApproveBody = Type.Optional(Type.Object({ is_staff: opt(Type.Boolean()) }));
export const ActiveBody = Type.Optional(Type.Object({ is_active: opt(Type.Boolean()) }));
export const AssignBody = Type.Object({
  clinical_admin_id: opt(nullable(Id)),
  assigned_clinical_admin_id: opt(nullable(Id)),
});
export const CaregiversBody = Type.Object({ caregiver_ids: Type.Array(Id, { maxItems: 50 }) });
export const CaregiversOut = Type.Object({
  user_id: Type.Integer(),
  caregiver_ids: Type.Array(Type.Integer()),
});

const fullName = (u: UserRow): string =>
  [u.first_name, u.last_name].filter((s) => s !== '').join(' ');

/** The zone a user's times are shown in: their own, else the configured default. */
export const zoneOf = (u: UserRow, fallback: string): string => u.time_zone ?? fallback;

export function currentUser(u: UserRow, defaultZone: string): CurrentUserDto {
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
    time_zone: zoneOf(u, defaultZone),
    time_in_words: u.time_in_words,
    clock_24h: u.clock_24h,
    language: u.language,
  };
}

export function adminUser(
  u: UserRow,
  opts: {
    showKiosk: boolean;
    clinician: ClinicianRefDto | null;
    defaultZone: string;
    /** An approved pairing waits for the person's device to fetch its secret. */
    awaitingDevice: boolean;
  },
): AdminUserDto {
  return {
    ...currentUser(u, opts.defaultZone),
    full_name: fullName(u),
    gender: u.gender,
    age: u.age,
    is_active: u.is_active,
    assigned_clinical_admin: opts.clinician,
    assigned_clinical_admin_id: u.assigned_clinical_admin_id,
    device_id: opts.showKiosk ? u.device_id : null,
    // Write-only: the stored digest is nobody's business, the secret itself is not kept.
    kiosk_secret: null,
    kiosk_state: kioskStateOf(u, opts.awaitingDevice),
    date_joined: u.created_at.toISOString(),
  };
}

export function profileOf(u: UserRow, defaultZone: string): Static<typeof ProfileObject> {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    display_name: u.display_name,
    first_name: u.first_name,
    last_name: u.last_name,
    full_name: fullName(u),
    gender: u.gender,
    age: u.age,
    role: u.role,
    profile_picture: u.profile_picture,
    time_zone: zoneOf(u, defaultZone),
    time_in_words: u.time_in_words,
    clock_24h: u.clock_24h,
    language: u.language,
  };
}

export function clinicalAdminOf(u: UserRow): Static<typeof ClinicalAdmin> {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    display_name: u.display_name,
    full_name: fullName(u),
  };
}
