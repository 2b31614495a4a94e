import type { LiveKind } from '../lib/live-kinds';
import type { Db } from './db';

/**
 * Ordered, append-only migrations. Never edit a released entry: add a new one.
 * Ids are `serial` (int4) so both engines return plain numbers.
 */
/**
 * One row trigger of the live channel: which table, which event kind, whose event it is (a column
 * of the row), which of the row's ids the payload carries, and on which operations. Only ids and
 * statuses go out: a reader refetches what they may see through the REST calls.
 */
interface LiveTrigger {
  table: string;
  kind: LiveKind;
  person: string;
  fields: string[];
  ops: string;
  when?: string;
}

const LIVE_TRIGGERS: LiveTrigger[] = [
  {
    table: 'messages',
    kind: 'message',
    person: 'recipient_id',
    fields: ['id'],
    ops: 'INSERT OR DELETE',
  },
  {
    table: 'messages',
    kind: 'message',
    person: 'recipient_id',
    fields: ['id', 'acknowledged'],
    ops: 'UPDATE',
    when: 'OLD.acknowledged IS DISTINCT FROM NEW.acknowledged',
  },
  {
    table: 'medication_doses',
    kind: 'dose',
    person: 'user_id',
    fields: ['id', 'medication_id', 'status'],
    ops: 'INSERT OR UPDATE OR DELETE',
  },
  {
    table: 'appointments',
    kind: 'appointment',
    person: 'user_id',
    fields: ['id'],
    ops: 'INSERT OR UPDATE OR DELETE',
  },
  {
    table: 'medications',
    kind: 'medication',
    person: 'user_id',
    fields: ['id'],
    ops: 'INSERT OR UPDATE OR DELETE',
  },
  {
    table: 'pictures',
    kind: 'picture',
    person: 'user_id',
    fields: ['id'],
    ops: 'INSERT OR UPDATE OR DELETE',
  },
  {
    table: 'voice_calls',
    kind: 'call',
    person: 'callee_id',
    fields: ['id'],
    ops: 'INSERT OR UPDATE',
  },
  {
    table: 'users',
    kind: 'kiosk',
    person: 'id',
    fields: ['id'],
    ops: 'UPDATE',
    when: 'OLD.device_id IS DISTINCT FROM NEW.device_id OR OLD.kiosk_secret IS DISTINCT FROM NEW.kiosk_secret OR OLD.kiosk_unclaimed IS DISTINCT FROM NEW.kiosk_unclaimed',
  },
];

/** The function and trigger of one live trigger, named `fn`. */
function liveTriggerSql(t: LiveTrigger, fn: string): string {
  const payload = (row: string): string =>
    `jsonb_build_object(${t.fields.map((f) => `'${f}', ${row}.${f}`).join(', ')}, 'op', lower(TG_OP))`;
  const publish = (row: string): string =>
    `IF ${row}.${t.person} IS NOT NULL THEN PERFORM care_publish(${row}.${t.person}, '${t.kind}', ${payload(row)}); END IF;`;
  const body = t.ops.includes('DELETE')
    ? `IF TG_OP = 'DELETE' THEN ${publish('OLD')} ELSE ${publish('NEW')} END IF;`
    : publish('NEW');
  return [
    `CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${body} RETURN NULL; END $$;`,
    `CREATE TRIGGER ${fn} AFTER ${t.ops} ON ${t.table} FOR EACH ROW${t.when ? ` WHEN (${t.when})` : ''} EXECUTE FUNCTION ${fn}();`,
  ].join('\n');
}

/**
 * Migration 12's script. The events table is the bounded window a reconnecting client resumes
 * from; `care_publish` writes a row and NOTIFYs it (with the row itself, which is small: ids only)
 * on a channel per schema, so test schemas sharing a server never hear each other. Triggers run
 * in the writer's transaction: the event exists exactly when the change committed, whatever code
 * path (route, sweep, restore) made it. Function bodies stay on one line: splitSql cuts at a
 * semicolon that ends a line.
 */
function liveEventsSql(): string {
  const triggers = LIVE_TRIGGERS.map((t, i) => liveTriggerSql(t, `care_live_${t.table}_${i}`));
  return `
CREATE TABLE events (
  id bigserial PRIMARY KEY,
  person_id integer NOT NULL,
  kind text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX events_created ON events(created_at);
CREATE INDEX events_person ON events(person_id, id);
CREATE TABLE events_window (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  pruned_through bigint NOT NULL DEFAULT 0
);
INSERT INTO events_window DEFAULT VALUES;
CREATE FUNCTION care_publish(person integer, ev_kind text, ev_payload jsonb) RETURNS void LANGUAGE plpgsql AS $$ DECLARE ev_id bigint; BEGIN INSERT INTO events (person_id, kind, payload) VALUES (person, ev_kind, ev_payload) RETURNING id INTO ev_id; PERFORM pg_notify('care_events_' || current_schema(), json_build_object('id', ev_id, 'person', person, 'kind', ev_kind, 'payload', ev_payload)::text); END $$;
CREATE FUNCTION care_live_kiosk_ping() RETURNS trigger LANGUAGE plpgsql AS $$ DECLARE person integer; BEGIN SELECT id INTO person FROM users WHERE device_id = NEW.device_id; IF person IS NOT NULL THEN PERFORM care_publish(person, 'kiosk', jsonb_build_object('id', person, 'online', true, 'op', lower(TG_OP))); END IF; RETURN NULL; END $$;
-- A ping is an event only when the kiosk comes back (first ping, or after 5 silent minutes):
-- the admin dashboard hears it come online without one event per ping.
CREATE TRIGGER care_live_kiosk_ping AFTER INSERT ON kiosk_pings FOR EACH ROW EXECUTE FUNCTION care_live_kiosk_ping();
CREATE TRIGGER care_live_kiosk_ping_back AFTER UPDATE ON kiosk_pings FOR EACH ROW WHEN (OLD.last_seen_at < NEW.last_seen_at - interval '5 minutes') EXECUTE FUNCTION care_live_kiosk_ping();
${triggers.join('\n')}
`;
}

/**
 * Migration 17: the rest of what is read per person (docs/live-channel.md, "Kinds"): the food log, the emergency
 * contacts, the health profile and the missed-dose threshold, so that every screen showing a person's data follows
 * a change made elsewhere within seconds, as the clock's data already did.
 */
const CARE_RECORD_TRIGGERS: LiveTrigger[] = [
  {
    table: 'meals',
    kind: 'meal',
    person: 'user_id',
    fields: ['id'],
    ops: 'INSERT OR UPDATE OR DELETE',
  },
  {
    table: 'emergency_contacts',
    kind: 'contact',
    person: 'user_id',
    fields: ['id'],
    ops: 'INSERT OR UPDATE OR DELETE',
  },
  {
    table: 'health_profiles',
    kind: 'health',
    person: 'user_id',
    fields: ['user_id'],
    ops: 'INSERT OR UPDATE OR DELETE',
  },
  {
    table: 'dose_settings',
    kind: 'medication',
    person: 'user_id',
    fields: ['user_id'],
    ops: 'INSERT OR UPDATE OR DELETE',
  },
];

/**
 * What a person's clock and name show (docs/live-channel.md): their time in words, their time zone and their names.
 * A change to any of them is a `person` event, heard by those who may read the person (their own sessions and kiosk,
 * their caregivers, their clinical admin), so a kiosk follows a clock setting within seconds, with no reload.
 */
const PERSON_FIELDS = ['time_in_words', 'time_zone', 'display_name', 'first_name', 'last_name'];
const PERSON_KIND: LiveKind = 'person';

/** The trigger's condition: any of `fields` changed. */
const personChanged = (fields: string[]): string =>
  fields.map((f) => `OLD.${f} IS DISTINCT FROM NEW.${f}`).join(' OR ');

function personEventsSql(): string {
  return `
CREATE FUNCTION care_live_person() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM care_publish(NEW.id, '${PERSON_KIND}', jsonb_build_object('id', NEW.id, 'op', 'update')); RETURN NULL; END $$;
CREATE TRIGGER care_live_person AFTER UPDATE ON users FOR EACH ROW WHEN (${personChanged(PERSON_FIELDS)}) EXECUTE FUNCTION care_live_person();
`;
}

/**
 * Migration 16: the clock's 12/24 h (`clock_24h`, migration 15) is one more thing the person's clock shows. The
 * trigger is created again with it in its condition (its function is unchanged); migration 14 stays as it ran.
 */
const PERSON_FIELDS_WITH_HOURS = [...PERSON_FIELDS, 'clock_24h'];

function personEventsWithHoursSql(): string {
  return `
DROP TRIGGER care_live_person ON users;
CREATE TRIGGER care_live_person AFTER UPDATE ON users FOR EACH ROW WHEN (${personChanged(PERSON_FIELDS_WITH_HOURS)}) EXECUTE FUNCTION care_live_person();
`;
}

/**
 * Migration 20: the language a person's screens speak (`language`, api/README.md "Roles"). Its CHECK names the tags
 * as they were when it ran (api/src/lib/languages.ts holds the list the API accepts; a test holds the two equal).
 */
const LANGUAGES_AT_20 = ['en', 'es', 'pl', 'cy'];

function languageSql(): string {
  const tags = LANGUAGES_AT_20.map((t) => `'${t}'`).join(', ');
  return `
ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'en' CONSTRAINT users_language_supported CHECK (language IN (${tags}));
`;
}

/**
 * Migration 21: the person's language is one more thing their kiosk shows (its words follow it within seconds).
 * The trigger is created again with it in its condition, as migration 16 did for the 12/24 h.
 */
const PERSON_FIELDS_WITH_LANGUAGE = [...PERSON_FIELDS_WITH_HOURS, 'language'];

function personEventsWithLanguageSql(): string {
  return `
DROP TRIGGER care_live_person ON users;
CREATE TRIGGER care_live_person AFTER UPDATE ON users FOR EACH ROW WHEN (${personChanged(PERSON_FIELDS_WITH_LANGUAGE)}) EXECUTE FUNCTION care_live_person();
`;
}

/**
 * Migration 18: kiosk pairing, the device-flow way (docs/product.md 4.3, docs/security.md). A device's pending
 * request holds the digests of its device code (the device's proof) and of its user code (typed by an admin);
 * an admin's approval binds it to a person, and the device then fetches its own secret once. The users row keeps
 * only a secret the device claimed: `kiosk_unclaimed` goes, and with it every secret an admin set that no device
 * had claimed yet (such a binding needs a new pairing). Kiosk sessions end, since one opened with a secret an
 * admin set cannot be told apart from the device's own; each device signs in again with the secret it kept.
 * The users' live trigger is made again without the dropped column, and an approval is a `kiosk` event too
 * (the person's Kiosk Configuration and the dashboard follow the pairing).
 */
function kioskPairingSql(): string {
  return `
CREATE TABLE kiosk_pairings (
  id serial PRIMARY KEY,
  device_id text NOT NULL,
  device_code_digest text NOT NULL UNIQUE,
  user_code_digest text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'spent', 'cancelled')),
  user_id integer REFERENCES users(id) ON DELETE CASCADE,
  approved_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  approved_at timestamptz,
  CHECK (status <> 'approved' OR user_id IS NOT NULL)
);
CREATE INDEX kiosk_pairings_user_code ON kiosk_pairings(user_code_digest) WHERE status = 'pending';
CREATE INDEX kiosk_pairings_device ON kiosk_pairings(device_id) WHERE status IN ('pending', 'approved');
CREATE INDEX kiosk_pairings_user ON kiosk_pairings(user_id) WHERE status = 'approved';
CREATE INDEX kiosk_pairings_expiry ON kiosk_pairings(expires_at);
UPDATE users SET kiosk_secret = NULL WHERE kiosk_unclaimed;
UPDATE refresh_tokens SET revoked_at = now() WHERE device_id IS NOT NULL AND revoked_at IS NULL;
DROP TRIGGER care_live_users_7 ON users;
ALTER TABLE users DROP COLUMN kiosk_unclaimed;
CREATE TRIGGER care_live_users_7 AFTER UPDATE ON users FOR EACH ROW WHEN (OLD.device_id IS DISTINCT FROM NEW.device_id OR OLD.kiosk_secret IS DISTINCT FROM NEW.kiosk_secret) EXECUTE FUNCTION care_live_users_7();
CREATE FUNCTION care_live_kiosk_pairing() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM care_publish(NEW.user_id, 'kiosk', jsonb_build_object('id', NEW.user_id, 'op', 'update')); RETURN NULL; END $$;
CREATE TRIGGER care_live_kiosk_pairing AFTER UPDATE ON kiosk_pairings FOR EACH ROW WHEN (NEW.user_id IS NOT NULL AND OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION care_live_kiosk_pairing();
`;
}

export const migrations: { id: number; name: string; sql: string }[] = [
  {
    id: 1,
    name: 'initial schema',
    sql: `
CREATE TABLE users (
  id serial PRIMARY KEY,
  email text NOT NULL UNIQUE,
  username text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  display_name text NOT NULL DEFAULT '',
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  gender text CHECK (gender IN ('Male', 'Female', 'Other')),
  age integer CHECK (age BETWEEN 0 AND 150),
  role text NOT NULL DEFAULT 'user',
  is_active boolean NOT NULL DEFAULT true,
  is_staff boolean NOT NULL DEFAULT false,
  is_admin boolean NOT NULL DEFAULT false,
  is_superuser boolean NOT NULL DEFAULT false,
  is_primary_admin boolean NOT NULL DEFAULT false,
  is_clinical_admin boolean NOT NULL DEFAULT false,
  is_caregiver boolean NOT NULL DEFAULT false,
  is_approved boolean NOT NULL DEFAULT false,
  assigned_clinical_admin_id integer REFERENCES users(id) ON DELETE SET NULL,
  device_id text UNIQUE,
  kiosk_secret text,
  profile_picture text,
  password_changed_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE caregiver_links (
  caregiver_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (caregiver_id, user_id)
);

CREATE TABLE refresh_tokens (
  jti text PRIMARY KEY,
  family_id text NOT NULL,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_family ON refresh_tokens(family_id);

CREATE TABLE password_reset_tokens (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE outbox (
  id serial PRIMARY KEY,
  to_email text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  attachment_name text,
  attachment text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE health_profiles (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  -- json, not jsonb: keeps the section and field order the form sent
  data json NOT NULL,
  updated_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE emergency_contacts (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  relationship text NOT NULL,
  phone_number varchar(20) NOT NULL,
  email text,
  notes text,
  contact_type text NOT NULL DEFAULT 'Family',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX emergency_contacts_user ON emergency_contacts(user_id);

CREATE TABLE appointments (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  location text NOT NULL DEFAULT '',
  provider_name text NOT NULL DEFAULT '',
  start_time timestamptz NOT NULL,
  end_time timestamptz,
  status text NOT NULL DEFAULT 'scheduled',
  reminder_minutes integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX appointments_user ON appointments(user_id, start_time);

CREATE TABLE medications (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  dosage text NOT NULL DEFAULT '',
  frequency text NOT NULL DEFAULT '',
  instructions text NOT NULL DEFAULT '',
  prescriber text NOT NULL DEFAULT '',
  times jsonb NOT NULL DEFAULT '[]',
  start_date text CHECK (start_date ~ '^\\d{4}-\\d{2}-\\d{2}$'),
  end_date text CHECK (end_date ~ '^\\d{4}-\\d{2}-\\d{2}$'),
  status text NOT NULL DEFAULT 'active',
  status_updated_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX medications_user ON medications(user_id);

CREATE TABLE meals (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  meal_type text NOT NULL,
  description text NOT NULL,
  eaten_at timestamptz NOT NULL,
  calories integer,
  notes text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX meals_user ON meals(user_id, eaten_at);

CREATE TABLE pictures (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  uploaded_by integer REFERENCES users(id) ON DELETE SET NULL,
  comment text NOT NULL DEFAULT '',
  mime text NOT NULL,
  size integer NOT NULL,
  iv bytea NOT NULL,
  tag bytea NOT NULL,
  ciphertext bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pictures_user ON pictures(user_id);

CREATE TABLE notification_settings (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  data json NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE notifications (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title text NOT NULL,
  body text NOT NULL DEFAULT '',
  kind text NOT NULL DEFAULT 'info',
  is_read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user ON notifications(user_id);

CREATE TABLE messages (
  id serial PRIMARY KEY,
  sender_id integer REFERENCES users(id) ON DELETE SET NULL,
  recipient_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  subject text NOT NULL DEFAULT '',
  body text NOT NULL,
  acknowledged boolean NOT NULL DEFAULT false,
  acknowledged_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX messages_recipient ON messages(recipient_id);

CREATE TABLE support_requests (
  id serial PRIMARY KEY,
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  subject text NOT NULL,
  message text NOT NULL,
  category text NOT NULL DEFAULT 'general',
  status text NOT NULL DEFAULT 'open',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE audit_log (
  id serial PRIMARY KEY,
  actor_id integer,
  subject_user_id integer,
  action text NOT NULL,
  resource text NOT NULL,
  resource_id text,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_subject ON audit_log(subject_user_id, created_at);

CREATE TABLE kiosk_pings (
  device_id text PRIMARY KEY,
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  details jsonb NOT NULL DEFAULT '{}'
);
`,
  },
  {
    id: 2,
    name: 'password versions, refresh reuse grace, user time zones, outbox delivery',
    sql: `
ALTER TABLE users ADD COLUMN password_version integer NOT NULL DEFAULT 0;
ALTER TABLE refresh_tokens ADD COLUMN issued_at bigint;
ALTER TABLE refresh_tokens ADD COLUMN access_jti text;
ALTER TABLE refresh_tokens ADD COLUMN password_version integer;
ALTER TABLE refresh_tokens ADD COLUMN replaced_by text;
ALTER TABLE users ADD COLUMN time_zone text;
ALTER TABLE outbox ADD COLUMN status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed'));
ALTER TABLE outbox ADD COLUMN attempts integer NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN last_error text;
ALTER TABLE outbox ADD COLUMN sent_at timestamptz;
CREATE INDEX outbox_undelivered ON outbox(status) WHERE status <> 'sent';
`,
  },
  {
    id: 3,
    name: 'medication doses and missed-dose settings',
    sql: `
CREATE TABLE medication_doses (
  id serial PRIMARY KEY,
  medication_id integer NOT NULL REFERENCES medications(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  due_at timestamptz NOT NULL,
  status text NOT NULL CHECK (status IN ('taken', 'skipped', 'missed')),
  marked_at timestamptz NOT NULL DEFAULT now(),
  marked_by integer REFERENCES users(id) ON DELETE SET NULL,
  note text,
  UNIQUE (medication_id, due_at)
);
CREATE INDEX medication_doses_user_due ON medication_doses(user_id, due_at);

CREATE TABLE dose_settings (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  missed_after_minutes integer NOT NULL CHECK (missed_after_minutes BETWEEN 5 AND 1440),
  updated_by integer REFERENCES users(id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
`,
  },
  {
    id: 4,
    name: 'meals: ate or not, description optional',
    sql: `
ALTER TABLE meals ADD COLUMN ate boolean NOT NULL DEFAULT true;
ALTER TABLE meals ALTER COLUMN description SET DEFAULT '';
`,
  },
  {
    id: 5,
    name: 'admin: session devices, kiosk app versions, settings, indexes for lists and the dashboard',
    sql: `
ALTER TABLE refresh_tokens ADD COLUMN user_agent text;
ALTER TABLE refresh_tokens ADD COLUMN ip text;
ALTER TABLE refresh_tokens ADD COLUMN device_id text;
CREATE INDEX refresh_tokens_access_jti ON refresh_tokens(access_jti);
CREATE INDEX refresh_tokens_user ON refresh_tokens(user_id, created_at);
ALTER TABLE kiosk_pings ADD COLUMN app_version text;
-- Trigram index for the user list's search (every word anywhere in name, username, e-mail). The
-- extension is per database, so it goes to public once, under a database-wide lock (schemas
-- of one database may migrate at the same time).
SELECT pg_advisory_xact_lock(hashtext('care-api:extensions'));
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
CREATE INDEX users_search ON users USING gin ((lower(display_name || ' ' || first_name || ' ' || last_name || ' ' || username || ' ' || email)) public.gin_trgm_ops);
CREATE INDEX users_name_order ON users(lower(display_name), id);
CREATE INDEX users_email_order ON users(lower(email), id);
CREATE INDEX users_joined_order ON users(created_at, id);
CREATE INDEX users_clinician ON users(assigned_clinical_admin_id);
CREATE INDEX users_pending ON users(id) WHERE NOT is_approved;
CREATE INDEX messages_unacknowledged ON messages(recipient_id, created_at) WHERE NOT acknowledged;
CREATE INDEX messages_created ON messages(created_at, id);
CREATE INDEX support_requests_status ON support_requests(status, id);
CREATE INDEX audit_log_actor ON audit_log(actor_id, id);
CREATE INDEX audit_log_created ON audit_log(created_at, id);
-- No foreign key on purpose: a restore truncates users with CASCADE, and settings are not data.
CREATE TABLE app_settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_by integer,
  updated_at timestamptz NOT NULL DEFAULT now()
);
`,
  },
  {
    id: 6,
    name: 'picture bytes in the picture store: object keys, thumbnails, content tags, sizes',
    sql: `
ALTER TABLE pictures ADD COLUMN image_key text;
ALTER TABLE pictures ADD COLUMN thumb_key text;
ALTER TABLE pictures ADD COLUMN etag text;
ALTER TABLE pictures ADD COLUMN width integer;
ALTER TABLE pictures ADD COLUMN height integer;
ALTER TABLE pictures ALTER COLUMN iv DROP NOT NULL;
ALTER TABLE pictures ALTER COLUMN tag DROP NOT NULL;
ALTER TABLE pictures ALTER COLUMN ciphertext DROP NOT NULL;
ALTER TABLE pictures ADD CONSTRAINT pictures_stored CHECK (image_key IS NOT NULL OR ciphertext IS NOT NULL);
CREATE INDEX pictures_in_database ON pictures(id) WHERE image_key IS NULL;
`,
  },
  {
    id: 7,
    name: 'kiosk pings: the last successful sync the kiosk reports',
    sql: `
ALTER TABLE kiosk_pings ADD COLUMN last_sync_at timestamptz;
`,
  },
  {
    id: 8,
    name: 'bounded lists: an index behind each list filter and order',
    sql: `
-- Each replaces an index on its first column alone, which it also serves.
CREATE INDEX messages_recipient_created ON messages(recipient_id, created_at, id);
DROP INDEX messages_recipient;
CREATE INDEX notifications_user_created ON notifications(user_id, created_at, id);
DROP INDEX notifications_user;
CREATE INDEX pictures_user_id ON pictures(user_id, id);
DROP INDEX pictures_user;
CREATE INDEX support_requests_user ON support_requests(user_id, id);
-- The primary key starts with caregiver_id: a person's caregivers were a scan of every link.
CREATE INDEX caregiver_links_user ON caregiver_links(user_id);
CREATE INDEX users_clinical_admins ON users(id) WHERE is_clinical_admin;
CREATE INDEX audit_log_resource ON audit_log(resource, id);
`,
  },
  {
    id: 9,
    name: 'background work across instances: outbox leases and retries, indexes for retention and the sweep',
    sql: `
ALTER TABLE outbox ADD COLUMN next_attempt_at timestamptz;
ALTER TABLE outbox ADD COLUMN locked_until timestamptz;
-- Mail from before: what was still to deliver is due now; what had used up its 5 attempts stays given up.
UPDATE outbox SET next_attempt_at = now() WHERE status <> 'sent' AND attempts < 5;
DROP INDEX outbox_undelivered;
CREATE INDEX outbox_due ON outbox(next_attempt_at, id) WHERE status <> 'sent';
CREATE INDEX outbox_sent ON outbox(sent_at) WHERE status = 'sent';
CREATE INDEX refresh_tokens_expiry ON refresh_tokens(expires_at);
CREATE INDEX refresh_tokens_revoked ON refresh_tokens(revoked_at) WHERE revoked_at IS NOT NULL;
CREATE INDEX kiosk_pings_last_seen ON kiosk_pings(last_seen_at);
`,
  },
  {
    id: 10,
    name: 'call log: who called whom through the voice webhook, when, how long, how it ended',
    sql: `
CREATE TABLE voice_calls (
  id serial PRIMARY KEY,
  call_sid text NOT NULL UNIQUE,
  caller_id integer REFERENCES users(id) ON DELETE SET NULL,
  callee_id integer REFERENCES users(id) ON DELETE SET NULL,
  callee_number text,
  callee_name text NOT NULL DEFAULT '',
  started_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz,
  duration_seconds integer CHECK (duration_seconds >= 0),
  outcome text CHECK (outcome IN ('completed', 'no-answer', 'busy', 'failed', 'canceled'))
);
CREATE INDEX voice_calls_caller ON voice_calls(caller_id, started_at);
CREATE INDEX voice_calls_callee ON voice_calls(callee_id, started_at);
`,
  },
  {
    id: 11,
    name: 'kiosk secrets stored as SHA-256 digests; a binding the device has not claimed yet',
    sql: `
UPDATE users SET kiosk_secret = 'sha256:' || encode(sha256(convert_to(kiosk_secret, 'UTF8')), 'hex')
  WHERE kiosk_secret IS NOT NULL AND kiosk_secret NOT LIKE 'sha256:%';
ALTER TABLE users ADD COLUMN kiosk_unclaimed boolean NOT NULL DEFAULT false;
`,
  },
  {
    id: 12,
    name: 'live channel: an event row and a NOTIFY for every change a screen shows',
    sql: liveEventsSql(),
  },
  {
    id: 13,
    name: "the time in words on a person's clock, chosen by their clinician or an admin",
    sql: `
ALTER TABLE users ADD COLUMN time_in_words boolean NOT NULL DEFAULT false;
`,
  },
  {
    id: 14,
    name: 'live channel: a person event when what their clock or name shows changes',
    sql: personEventsSql(),
  },
  {
    id: 15,
    name: "24-hour digits on a person's clock, chosen by their clinician or an admin",
    sql: `
ALTER TABLE users ADD COLUMN clock_24h boolean NOT NULL DEFAULT false;
`,
  },
  {
    id: 16,
    name: "live channel: a person event when their clock's 12/24 h changes too",
    sql: personEventsWithHoursSql(),
  },
  {
    id: 17,
    name: 'live channel: events for meals, emergency contacts, health profiles and missed-dose settings',
    sql: CARE_RECORD_TRIGGERS.map((t, i) => liveTriggerSql(t, `care_live_${t.table}_17_${i}`)).join(
      '\n',
    ),
  },
  {
    id: 18,
    name: 'kiosk pairing: pending device requests, approved by an admin; only a secret the device claimed is kept',
    sql: kioskPairingSql(),
  },
  {
    id: 19,
    name: 'sessions end everywhere at once: a session generation and an account key per account, NOTIFY on every end',
    sql: sessionsSql(),
  },
  {
    id: 20,
    name: "the language a person's screens speak: English until they, their clinician or an admin choose another",
    sql: languageSql(),
  },
  {
    id: 21,
    name: 'live channel: a person event when their language changes too',
    sql: personEventsWithLanguageSql(),
  },
];

/**
 * Migration 19's script (docs/security.md, "Sessions"). `session_gen` is raised by a trigger whenever a column that
 * ends every session changes, so no caller can forget it; `account_key` is a random key per account that access
 * tokens carry (a restore gives every account a new one, and a new account never gets an old one). Every end of a
 * session, every change of an account and every change of what an account's live stream may hear is announced on
 * `care_sessions_<schema>` (delivered at commit): `s:<family>` a session revoked, `g:<user>` every session of the
 * account ended, `u:<user>` the account changed, `c:<user>` the account's live scope changed, `*` everything (restore).
 */
function sessionsSql(): string {
  // The columns whose change ends every session of the account.
  const ending = [
    'password_version',
    'is_active',
    'is_approved',
    'role',
    'is_admin',
    'is_staff',
    'is_superuser',
    'is_primary_admin',
    'is_clinical_admin',
    'is_caregiver',
  ];
  const notify = (payload: string): string =>
    `PERFORM pg_notify('care_sessions_' || current_schema(), ${payload});`;
  const changed = ending.map((c) => `NEW.${c} IS DISTINCT FROM OLD.${c}`).join(' OR ');
  return [
    'ALTER TABLE users ADD COLUMN session_gen integer NOT NULL DEFAULT 0',
    'ALTER TABLE users ADD COLUMN account_key uuid NOT NULL DEFAULT gen_random_uuid()',
    `CREATE FUNCTION care_session_gen() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF ${changed} THEN NEW.session_gen := OLD.session_gen + 1; END IF; RETURN NEW; END $$`,
    'CREATE TRIGGER care_session_gen BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION care_session_gen()',
    `CREATE FUNCTION care_session_account() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP = 'DELETE' THEN ${notify("'g:' || OLD.id")} RETURN NULL; END IF; IF NEW.session_gen IS DISTINCT FROM OLD.session_gen OR NEW.account_key IS DISTINCT FROM OLD.account_key THEN ${notify("'g:' || NEW.id")} ELSE ${notify("'u:' || NEW.id")} END IF; IF NEW.assigned_clinical_admin_id IS DISTINCT FROM OLD.assigned_clinical_admin_id THEN IF OLD.assigned_clinical_admin_id IS NOT NULL THEN ${notify("'c:' || OLD.assigned_clinical_admin_id")} END IF; IF NEW.assigned_clinical_admin_id IS NOT NULL THEN ${notify("'c:' || NEW.assigned_clinical_admin_id")} END IF; END IF; RETURN NULL; END $$`,
    'CREATE TRIGGER care_session_account AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION care_session_account()',
    `CREATE FUNCTION care_session_revoked() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${notify("'s:' || NEW.family_id")} RETURN NULL; END $$`,
    'CREATE TRIGGER care_session_revoked AFTER UPDATE OF revoked_at ON refresh_tokens FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL) EXECUTE FUNCTION care_session_revoked()',
    `CREATE FUNCTION care_session_scope() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP = 'DELETE' THEN ${notify("'c:' || OLD.caregiver_id")} ELSE ${notify("'c:' || NEW.caregiver_id")} END IF; RETURN NULL; END $$`,
    'CREATE TRIGGER care_session_scope AFTER INSERT OR DELETE ON caregiver_links FOR EACH ROW EXECUTE FUNCTION care_session_scope()',
  ].join(';\n');
}

/**
 * Applies the pending migrations in one transaction that first takes a PostgreSQL advisory lock
 * (per schema): instances starting together migrate one after the other, and the later ones find
 * nothing left to do. DDL is transactional in PostgreSQL, so a failure leaves nothing half done.
 */
export async function migrate(db: Db): Promise<number[]> {
  return db.tx(async (q) => {
    await q.query(
      "SELECT pg_advisory_xact_lock(hashtext('care-api:migrate:' || current_schema()))",
    );
    await q.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      id integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = new Set(
      (await q.query<{ id: number }>('SELECT id FROM schema_migrations')).map((r) => r.id),
    );
    const applied: number[] = [];
    for (const m of migrations) {
      if (done.has(m.id)) continue;
      // Each statement separately: the pg driver's extended protocol takes one at a time.
      for (const stmt of splitSql(m.sql)) await q.query(stmt);
      await q.query('INSERT INTO schema_migrations (id, name) VALUES ($1, $2)', [m.id, m.name]);
      applied.push(m.id);
    }
    return applied;
  });
}

/** Splits a migration script on statement-ending semicolons (the scripts hold no procedural code). */
function splitSql(sql: string): string[] {
  return sql
    .split(/;\s*\n/)
    .map((s) => s.trim().replace(/;$/, ''))
    .filter((s) => s !== '');
}
