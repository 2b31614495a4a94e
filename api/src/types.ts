import type { Language } from './lib/languages';

/** Row of the users table as the application reads it. */
export interface UserRow {
  id: number;
  email: string;
  username: string;
  password_hash: string;
  display_name: string;
  first_name: string;
  last_name: string;
  gender: 'Male' | 'Female' | 'Other' | null;
  age: number | null;
  role: string;
  is_active: boolean;
  is_staff: boolean;
  is_admin: boolean;
  is_superuser: boolean;
  is_primary_admin: boolean;
  is_clinical_admin: boolean;
  is_caregiver: boolean;
  is_approved: boolean;
  assigned_clinical_admin_id: number | null;
  device_id: string | null;
  /**
   * 'sha256:' and the hex digest of the secret the device claimed through a pairing (docs/product.md 4.3): the
   * secret itself is never stored, and one an admin set is never kept. null: no working secret.
   */
  kiosk_secret: string | null;
  profile_picture: string | null;
  /** IANA zone the user chose; null: the configured default. */
  time_zone: string | null;
  /** The clock shows the time in words ("It's half past nine in the morning"), digits smaller. */
  time_in_words: boolean;
  /** The clock shows 24-hour digits ('15:07'); false: 12-hour with am/pm ('3:07 pm'). */
  clock_24h: boolean;
  /** The language the person's screens speak (BCP 47, one of lib/languages.ts); 'en' until chosen. */
  language: Language;
  password_changed_at: Date;
  /** Raised by every password change; access tokens carry it (pwv) and die when it moves on. */
  password_version: number;
  /** Raised whenever the account's password, activity or privileges change (migration 19): access tokens carry it (gen). */
  session_gen: number;
  /** A random key per account, new at every restore (migration 19): access tokens carry it (acct). */
  account_key: string;
  created_at: Date;
  updated_at: Date;
}
