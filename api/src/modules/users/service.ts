import {
  canManageAccounts,
  holdsPrivilege,
  isFullAdmin,
  mayConfigureKiosk,
  mayEditBasics,
} from '../../access/policy';
import type { Queryable } from '../../db/db';
import { badRequest, forbidden } from '../../lib/http-errors';
import { canonicalZone, isTimeZone } from '../../lib/ics';
import { isLanguage, UNKNOWN_LANGUAGE } from '../../lib/languages';
import { EMAIL_RE } from '../../lib/schemas';
import type { UserRow } from '../../types';
import * as users from './repository';
import type { UserColumn } from './repository';
import { adminUser } from './schemas';
import type { AdminUserDto, UserUpdateBody } from './schemas';

export const KIOSK_USERS_ONLY = 'Kiosk mode is only available to user accounts.';
export const ONLY_CLINICIAN_SETS_WORDS =
  "Only the person's clinical admin or an admin can change how their clock shows the time.";
export const ONLY_PERSON_OR_CLINICIAN_SETS_LANGUAGE =
  'Only the person, their clinical admin or an admin can change the language of their screens.';
const PRIVILEGED = ['is_active', 'is_staff', 'is_admin', 'is_approved'] as const;

const isAccountManager = (u: UserRow): boolean =>
  canManageAccounts(u) && u.is_active && u.is_approved;

/** Kiosk device ids are generated ('kiosk-' + a random UUID): never guessable (spec 3). */
export const GENERATED_DEVICE_ID =
  /^kiosk-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const blankToNull = (v: string | null): string | null =>
  v === null || v.trim() === '' ? null : v.trim();

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** A user as `viewer` may see them: kiosk credentials only for those who configure the kiosk. */
export async function viewUser(
  q: Queryable,
  viewer: UserRow,
  u: UserRow,
  defaultZone: string,
): Promise<AdminUserDto> {
  const c =
    u.assigned_clinical_admin_id === null
      ? null
      : await users.findUserById(q, u.assigned_clinical_admin_id);
  const awaiting = u.device_id !== null && u.kiosk_secret === null;
  return adminUser(u, {
    showKiosk: mayConfigureKiosk(viewer, u),
    clinician: c ? { id: c.id, display_name: c.display_name, email: c.email } : null,
    defaultZone,
    awaitingDevice: awaiting && (await users.awaitingDevice(q, [u.id])).has(u.id),
  });
}

/**
 * A page of users as `viewer` may see them: their clinicians are read in one query for the whole
 * page, so the list costs the same number of queries whatever its length.
 */
export async function viewUsers(
  q: Queryable,
  viewer: UserRow,
  rows: UserRow[],
  defaultZone: string,
): Promise<AdminUserDto[]> {
  const ids = [
    ...new Set(
      rows.flatMap((u) =>
        u.assigned_clinical_admin_id === null ? [] : [u.assigned_clinical_admin_id],
      ),
    ),
  ];
  const clinicians = await users.findUsersByIds(q, ids);
  const awaiting = await users.awaitingDevice(
    q,
    rows.filter((u) => u.device_id !== null && u.kiosk_secret === null).map((u) => u.id),
  );
  return rows.map((u) => {
    const c =
      u.assigned_clinical_admin_id === null
        ? undefined
        : clinicians.get(u.assigned_clinical_admin_id);
    return adminUser(u, {
      showKiosk: mayConfigureKiosk(viewer, u),
      clinician: c ? { id: c.id, display_name: c.display_name, email: c.email } : null,
      defaultZone,
      awaitingDevice: awaiting.has(u.id),
    });
  });
}

/**
 * Applies an update with per-field rights (the route's access rule only admits the caller to the
 * record); refuses (403) a change the viewer may not make, 400 an invalid one.
 */
export async function updateUser(
  q: Queryable,
  viewer: UserRow,
  target: UserRow,
  body: UserUpdateBody,
): Promise<UserRow> {
  const changes: Partial<Record<UserColumn, unknown>> = {};
  const canEdit = mayEditBasics(viewer, target);
  const canKiosk = mayConfigureKiosk(viewer, target);
  const admin = isFullAdmin(viewer) || canManageAccounts(viewer);
  const guardIdentity = (): void => {
    if (target.id !== viewer.id && holdsPrivilege(target) && !canManageAccounts(viewer)) {
      throw forbidden('Only a superuser with staff status may change the sign-in of this account.');
    }
  };

  for (const f of ['display_name', 'first_name', 'last_name', 'gender', 'age'] as const) {
    const v = body[f];
    if (v === undefined) continue;
    const norm = f === 'gender' && v === '' ? null : typeof v === 'string' ? v.trim() : v;
    if (norm === target[f]) continue;
    if (!canEdit) throw forbidden();
    changes[f] = norm;
  }
  // null (or empty: the validator turns a JSON null into '') goes back to the default zone.
  const given = body.time_zone === '' ? null : body.time_zone;
  // Stored in its canonical name (`utc` as UTC), the one the calendar files describe.
  const zone = typeof given === 'string' ? (canonicalZone(given) ?? given) : given;
  if (zone !== undefined && zone !== target.time_zone) {
    if (!canEdit) throw forbidden();
    if (zone !== null && !isTimeZone(zone)) {
      const detail = 'Unknown time zone: use an IANA name such as Europe/London.';
      throw badRequest(detail, { code: 'invalid', fields: { time_zone: detail } });
    }
    changes.time_zone = zone;
  }
  // How the person's clock reads is a clinical choice (docs/product.md 2.11): their clinician or an admin
  // makes it, not the person (nor their kiosk, which may not edit the account at all).
  if (body.time_in_words !== undefined && body.time_in_words !== target.time_in_words) {
    if (!canKiosk) throw forbidden(ONLY_CLINICIAN_SETS_WORDS);
    changes.time_in_words = body.time_in_words;
  }
  // Its 12/24 h digits likewise (docs/product.md 2.11): the same people choose, the same refusal.
  if (body.clock_24h !== undefined && body.clock_24h !== target.clock_24h) {
    if (!canKiosk) throw forbidden(ONLY_CLINICIAN_SETS_WORDS);
    changes.clock_24h = body.clock_24h;
  }
  // The language their screens speak (api/README.md "Roles"): the person's own choice too, unlike the clock's face,
  // so those who set their clock and those who edit their basics may. Tags are taken exactly as listed (lowercase).
  if (body.language !== undefined && body.language !== target.language) {
    if (!canEdit && !canKiosk) throw forbidden(ONLY_PERSON_OR_CLINICIAN_SETS_LANGUAGE);
    if (!isLanguage(body.language)) {
      throw badRequest(UNKNOWN_LANGUAGE, {
        code: 'invalid',
        fields: { language: UNKNOWN_LANGUAGE },
      });
    }
    changes.language = body.language;
  }
  if (
    body.full_name !== undefined &&
    body.first_name === undefined &&
    body.last_name === undefined
  ) {
    const [first = '', ...rest] = body.full_name.trim().split(/\s+/);
    if (first !== target.first_name || rest.join(' ') !== target.last_name) {
      if (!canEdit) throw forbidden();
      changes.first_name = first;
      changes.last_name = rest.join(' ');
    }
  }
  if (body.email !== undefined && normaliseEmail(body.email) !== target.email) {
    if (!admin) throw badRequest('Email cannot be changed.');
    guardIdentity();
    const email = normaliseEmail(body.email);
    if (!EMAIL_RE.test(email)) throw badRequest('Enter a valid email address.');
    if (await users.emailTaken(q, email, target.id)) {
      throw badRequest('A user with that email already exists.');
    }
    changes.email = email;
  }
  if (body.username !== undefined && body.username.trim() !== target.username) {
    if (!admin) throw badRequest('Username cannot be changed.');
    guardIdentity();
    if (await users.usernameTaken(q, body.username.trim(), target.id)) {
      throw badRequest('A user with that username already exists.');
    }
    changes.username = body.username.trim();
  }
  for (const f of PRIVILEGED) {
    const v = body[f];
    if (v === undefined || v === target[f]) continue;
    if (!canManageAccounts(viewer)) {
      throw forbidden('Only a superuser with staff status may change this.');
    }
    if (f === 'is_active' && !v && target.id === viewer.id) {
      throw badRequest('You cannot deactivate your own account.');
    }
    changes[f] = v;
    if (f === 'is_admin') {
      if (v && target.role === 'user') changes.role = 'admin';
      if (!v && target.role === 'admin') changes.role = 'user';
    }
  }
  // The kiosk binding (docs/product.md 4.3): a secret an admin sets never opens a session. Setting one is a
  // re-key: the working secret is dropped and the device needs a new pairing. A new device id likewise needs a
  // pairing; null unbinds. Each ends the person's kiosk sessions and the pairings waiting for their device.
  let rebind = false;
  const device = body.device_id === undefined ? undefined : blankToNull(body.device_id);
  if (device !== undefined && device !== target.device_id) {
    if (!canKiosk) throw forbidden();
    if (device !== null && holdsPrivilege(target)) throw badRequest(KIOSK_USERS_ONLY);
    if (device !== null && !GENERATED_DEVICE_ID.test(device)) {
      throw badRequest("Device ids are generated ('kiosk-' and a random UUID): use Generate.");
    }
    if (device !== null && (await users.deviceTaken(q, device, target.id))) {
      throw badRequest('This device is already bound to another user.');
    }
    changes.device_id = device;
    rebind = true;
  }
  if (body.kiosk_secret !== undefined) {
    const rekey = blankToNull(body.kiosk_secret) !== null;
    // Clearing a secret that is not there, on a person with no device, changes nothing (anyone may send it).
    if (rekey || target.kiosk_secret !== null || target.device_id !== null) {
      if (!canKiosk) throw forbidden();
      if (rekey && holdsPrivilege(target)) throw badRequest(KIOSK_USERS_ONLY);
      rebind = true;
    }
  }
  if (rebind && target.kiosk_secret !== null) changes.kiosk_secret = null;
  if (rebind) {
    await users.cancelPairings(q, target.id);
    await users.revokeKioskSessions(q, target.id);
  }
  if (Object.keys(changes).length === 0) return target;
  const updated = await users.updateUserColumns(q, target.id, changes);
  // Nobody may lock the admin controls for good: refused inside the caller's transaction.
  if (isAccountManager(target) && !isAccountManager(updated)) {
    if ((await users.countAccountManagers(q)) === 0) {
      throw badRequest('At least one active superuser with staff status must remain.');
    }
  }
  if (!updated.is_active || !updated.is_approved) await users.revokeSessions(q, updated.id);
  return updated;
}
