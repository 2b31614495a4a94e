import { kioskSecretDigest } from './lib/kiosk-secret';
import sharp from 'sharp';
import type { AppConfig } from './config';
import type { Db, Queryable } from './db/db';
import { hashPassword } from './lib/password';
import { seedClockDay } from './seed-day';
import { prepareStored } from './modules/pictures/processing';
import { insertPicture } from './modules/pictures/repository';
import { sealedPicturesOf, storeImage } from './modules/pictures/service';

export const DEMO_PASSWORD = 'CareDemo#2026';
export const DEMO_KIOSK = {
  device_id: 'kiosk-5f0c8c2e-8d3b-4c1e-9a7f-2b6d0e4a9c13',
  kiosk_secret: 'demo-kiosk-secret-0001',
};

interface DemoAccount {
  key: string;
  email: string;
  username: string;
  display_name: string;
  first_name: string;
  last_name: string;
  role: string;
  flags: Partial<
    Record<
      | 'is_staff'
      | 'is_admin'
      | 'is_superuser'
      | 'is_primary_admin'
      | 'is_clinical_admin'
      | 'is_caregiver',
      boolean
    >
  >;
  approved?: boolean;
  gender?: 'Male' | 'Female' | 'Other';
  age?: number;
}

/** One account per role of spec 6, plus a second user and one pending approval. */
const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    key: 'user',
    email: 'user@care.test',
    username: 'margaret',
    display_name: 'Margaret Johnson',
    first_name: 'Margaret',
    last_name: 'Johnson',
    role: 'user',
    flags: {},
    gender: 'Female',
    age: 78,
  },
  {
    key: 'user2',
    email: 'user2@care.test',
    username: 'harold',
    display_name: 'Harold Smith',
    first_name: 'Harold',
    last_name: 'Smith',
    role: 'user',
    flags: {},
    gender: 'Male',
    age: 82,
  },
  {
    key: 'admin',
    email: 'admin@care.test',
    username: 'admin',
    display_name: 'Alex Admin',
    first_name: 'Alex',
    last_name: 'Admin',
    role: 'admin',
    flags: { is_admin: true },
  },
  {
    key: 'primary',
    email: 'primary@care.test',
    username: 'primary',
    display_name: 'Pat Primary',
    first_name: 'Pat',
    last_name: 'Primary',
    role: 'primary_admin',
    flags: { is_primary_admin: true },
  },
  {
    key: 'clinician',
    email: 'clinician@care.test',
    username: 'drlee',
    display_name: 'Dr. Jordan Lee',
    first_name: 'Jordan',
    last_name: 'Lee',
    role: 'clinical_admin',
    flags: { is_clinical_admin: true },
  },
  {
    key: 'caregiver',
    email: 'caregiver@care.test',
    username: 'carol',
    display_name: 'Carol Caregiver',
    first_name: 'Carol',
    last_name: 'Nguyen',
    role: 'caregiver',
    flags: { is_caregiver: true },
  },
  {
    key: 'staff',
    email: 'staff@care.test',
    username: 'sam',
    display_name: 'Sam Staff',
    first_name: 'Sam',
    last_name: 'Rivera',
    role: 'staff',
    flags: { is_staff: true },
  },
  {
    key: 'superuser',
    email: 'superuser@care.test',
    username: 'root',
    display_name: 'Sue Superuser',
    first_name: 'Sue',
    last_name: 'Park',
    role: 'superuser',
    flags: { is_superuser: true, is_staff: true },
  },
  {
    key: 'pending',
    email: 'pending@care.test',
    username: 'pending',
    display_name: 'Penny Pending',
    first_name: 'Penny',
    last_name: 'Adams',
    role: 'user',
    flags: {},
    approved: false,
  },
];

async function demoImage(
  color: string,
  shape: 'sun' | 'house' | 'flower',
  format: 'jpeg' | 'png',
): Promise<Buffer> {
  const shapes: Record<typeof shape, string> = {
    sun: '<circle cx="320" cy="200" r="110" fill="#ffd54f"/><rect x="0" y="360" width="640" height="120" fill="#66bb6a"/>',
    house:
      '<rect x="200" y="220" width="240" height="180" fill="#8d6e63"/><polygon points="180,220 320,110 460,220" fill="#c62828"/><rect x="295" y="310" width="50" height="90" fill="#4e342e"/>',
    flower:
      '<circle cx="320" cy="240" r="40" fill="#fdd835"/><circle cx="320" cy="170" r="50" fill="#ec407a"/><circle cx="390" cy="240" r="50" fill="#ec407a"/><circle cx="320" cy="310" r="50" fill="#ec407a"/><circle cx="250" cy="240" r="50" fill="#ec407a"/>',
  };
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">${shapes[shape]}</svg>`,
  );
  const img = sharp({
    create: { width: 640, height: 480, channels: 3, background: color },
  }).composite([{ input: svg }]);
  return format === 'png' ? img.png().toBuffer() : img.jpeg({ quality: 85 }).toBuffer();
}

const day = (offsetDays: number, hour: number, minute = 0): string => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offsetDays);
  d.setUTCHours(hour, minute, 0, 0);
  return d.toISOString();
};

export async function seed(q: Queryable, cfg: AppConfig): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  const hash = await hashPassword(DEMO_PASSWORD, cfg.passwordHashing);
  for (const a of DEMO_ACCOUNTS) {
    const rows = await q.query<{ id: number }>(
      `INSERT INTO users (email, username, password_hash, display_name, first_name, last_name, role, gender, age,
         is_staff, is_admin, is_superuser, is_primary_admin, is_clinical_admin, is_caregiver, is_approved)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
      [
        a.email,
        a.username,
        hash,
        a.display_name,
        a.first_name,
        a.last_name,
        a.role,
        a.gender ?? null,
        a.age ?? null,
        a.flags.is_staff ?? false,
        a.flags.is_admin ?? false,
        a.flags.is_superuser ?? false,
        a.flags.is_primary_admin ?? false,
        a.flags.is_clinical_admin ?? false,
        a.flags.is_caregiver ?? false,
        a.approved ?? true,
      ],
    );
    ids[a.key] = (rows[0] as { id: number }).id;
  }
  const user = ids.user as number;
  const user2 = ids.user2 as number;
  await q.query(
    // The demo device is pre-paired (README): it holds its own secret, claimed; only the digest is stored.
    'UPDATE users SET assigned_clinical_admin_id = $1, device_id = $2, kiosk_secret = $3 WHERE id = $4',
    [ids.clinician, DEMO_KIOSK.device_id, kioskSecretDigest(DEMO_KIOSK.kiosk_secret), user],
  );
  await q.query('INSERT INTO caregiver_links (caregiver_id, user_id) VALUES ($1, $2)', [
    ids.caregiver,
    user,
  ]);

  const profile = {
    Demographics: {
      height_feet: '5',
      height_inches: '4',
      weight: '142',
      blood_type: 'A+',
      date_of_birth: '1948-03-12',
    },
    'Medical Conditions': {
      chronic_condition_1: 'Type 2 diabetes',
      chronic_condition_2: 'Hypertension',
      chronic_condition_3: 'Mild cognitive impairment',
      chronic_condition_4: '',
    },
    Allergies: { allergy_1: 'Penicillin', allergy_2: 'Shellfish', allergy_3: '', allergy_4: '' },
    Medications: {
      current_medications:
        'Metformin 500 mg twice daily; Lisinopril 10 mg each morning; Donepezil 5 mg at bedtime',
    },
    Immunizations: {
      immunization_history: 'Influenza (2026-10); COVID-19 booster (2026-09); Shingrix (2024)',
    },
    Surgeries: {
      past_surgeries: 'Right hip replacement (2019); cataract surgery, left eye (2022)',
    },
    'Family History': { family_history: 'Mother: Alzheimer disease; father: heart disease' },
    'Social History': {
      occupation: 'Retired school teacher',
      living_situation: 'Lives alone in a ground-floor flat',
      support_system: 'Daughter visits weekly; caregiver three mornings a week',
    },
    'Lifestyle and Habits': {
      smoking: 'no',
      alcohol: 'yes',
      exercise_frequency: 'Short walk most days',
    },
    'Vital Signs': { blood_pressure: '132/84', heart_rate: '72', temperature: '98.2' },
  };
  await q.query(
    'INSERT INTO health_profiles (user_id, data, updated_by) VALUES ($1, $2::text::json, $3)',
    [user, JSON.stringify(profile), ids.clinician],
  );
  await q.query('INSERT INTO health_profiles (user_id, data) VALUES ($1, $2::text::json)', [
    user2,
    JSON.stringify({
      Demographics: { blood_type: 'O-', date_of_birth: '1944-07-30' },
      Allergies: { allergy_1: 'Latex' },
    }),
  ]);

  const contacts: [number, string, string, string, string | null, string | null, string][] = [
    [
      user,
      'Emily Johnson',
      'Daughter',
      '5551234567',
      'emily.johnson@example.com',
      'Call first in an emergency',
      'Family',
    ],
    [user, 'Robert Johnson', 'Son', '5559876543', null, 'Lives two hours away', 'Family'],
    [
      user,
      'Carol Nguyen',
      'Caregiver',
      '5552223333',
      'caregiver@care.test',
      'Mon/Wed/Fri mornings',
      'Caregiver',
    ],
    [user, 'Dorothy Miles', 'Neighbour', '5554445555', null, 'Has a spare key', 'Friend'],
    [user2, 'Linda Smith', 'Wife', '5556667777', null, null, 'Family'],
  ];
  for (const c of contacts) {
    await q.query(
      'INSERT INTO emergency_contacts (user_id, name, relationship, phone_number, email, notes, contact_type) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      c,
    );
  }

  const appts: [number, string, string, string, string, string, string, string][] = [
    [
      user,
      'Diabetes check-up',
      'HbA1c review and foot check',
      'Riverside Clinic, Room 4',
      'Dr. Jordan Lee',
      day(2, 14),
      day(2, 14, 30),
      'scheduled',
    ],
    [
      user,
      'Eye examination',
      'Annual retinal screening',
      'City Eye Centre',
      'Dr. Priya Shah',
      day(9, 10),
      day(9, 11),
      'scheduled',
    ],
    [
      user,
      'Physiotherapy',
      'Hip mobility exercises',
      'Community Health Hub',
      'Tom Becker, PT',
      day(-5, 9),
      day(-5, 10),
      'completed',
    ],
    [
      user2,
      'Blood pressure review',
      '',
      'Riverside Clinic',
      'Dr. Ana Costa',
      day(4, 11),
      day(4, 11, 30),
      'scheduled',
    ],
  ];
  for (const a of appts) {
    await q.query(
      'INSERT INTO appointments (user_id, title, description, location, provider_name, start_time, end_time, status, reminder_minutes) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 60)',
      a,
    );
  }

  const meds: [number, string, string, string, string, string, string[], string][] = [
    [
      user,
      'Metformin',
      '500 mg',
      'Twice daily',
      'Take with breakfast and dinner',
      'Dr. Jordan Lee',
      ['08:00', '18:00'],
      'active',
    ],
    [
      user,
      'Lisinopril',
      '10 mg',
      'Once daily',
      'Morning, with water',
      'Dr. Jordan Lee',
      ['08:00'],
      'active',
    ],
    [user, 'Donepezil', '5 mg', 'Once daily', 'At bedtime', 'Dr. Jordan Lee', ['21:00'], 'active'],
    [
      user,
      'Amoxicillin',
      '250 mg',
      'Three times daily',
      'Course finished',
      'Dr. Ana Costa',
      ['08:00', '14:00', '20:00'],
      'completed',
    ],
    [user2, 'Amlodipine', '5 mg', 'Once daily', '', 'Dr. Ana Costa', ['09:00'], 'active'],
  ];
  for (const m of meds) {
    await q.query(
      "INSERT INTO medications (user_id, name, dosage, frequency, instructions, prescriber, times, status, start_date) VALUES ($1, $2, $3, $4, $5, $6, $7::text::jsonb, $8, '2026-01-05')",
      [m[0], m[1], m[2], m[3], m[4], m[5], JSON.stringify(m[6]), m[7]],
    );
  }

  const meals: [number, string, string, string, number | null][] = [
    [user, 'breakfast', 'Porridge with berries, tea', day(0, 8), 320],
    [user, 'lunch', 'Chicken soup and wholegrain bread', day(0, 12, 30), 450],
    [user, 'dinner', 'Baked salmon, potatoes, green beans', day(-1, 18), 610],
    [user, 'snack', 'Apple slices', day(-1, 15), 80],
    [user2, 'breakfast', 'Toast and scrambled eggs', day(0, 8, 30), 380],
  ];
  for (const m of meals) {
    await q.query(
      'INSERT INTO meals (user_id, meal_type, description, eaten_at, calories) VALUES ($1, $2, $3, $4, $5)',
      m,
    );
  }

  const pictures: [string, 'sun' | 'house' | 'flower', 'jpeg' | 'png', string][] = [
    ['#90caf9', 'sun', 'jpeg', 'Summer at the lake, 1975'],
    ['#e0f2f1', 'house', 'png', 'Our house on Maple Street'],
    ['#fff8e1', 'flower', 'jpeg', 'Roses from the garden'],
  ];
  const store = sealedPicturesOf(cfg);
  for (const [color, shape, format, comment] of pictures) {
    const stored = await storeImage(
      store,
      await prepareStored(await demoImage(color, shape, format)),
    );
    await insertPicture(q, { userId: user, uploadedBy: ids.clinician ?? null, comment }, stored);
  }

  await q.query('INSERT INTO notification_settings (user_id, data) VALUES ($1, $2::text::json)', [
    user,
    JSON.stringify({
      enable_notifications: true,
      security_alerts: true,
      login_alerts: false,
      upcoming_appointment_alerts: true,
      medication_reminders: true,
      quiet_hours_enabled: true,
      quiet_hours_start: '21:30',
      quiet_hours_end: '07:00',
      preferred_channel: 'sms',
    }),
  ]);
  await q.query(
    "INSERT INTO notifications (user_id, title, body, kind) VALUES ($1, 'Upcoming appointment', 'Diabetes check-up in 2 days at Riverside Clinic.', 'appointment'), ($1, 'Medication reminder', 'Time for Metformin 500 mg.', 'medication')",
    [user],
  );
  await q.query(
    `INSERT INTO messages (sender_id, recipient_id, subject, body, acknowledged, acknowledged_at) VALUES
      ($1, $3, 'Lab results', 'Your latest blood sugar results look better. Keep it up!', false, NULL),
      ($2, $3, 'Tomorrow', 'I will arrive at 9 am tomorrow and we can go for a walk.', false, NULL),
      ($1, $3, 'Welcome', 'Welcome to the care app. Message me here any time.', true, now())`,
    [ids.clinician, ids.caregiver, user],
  );
  await q.query(
    "INSERT INTO support_requests (user_id, subject, message, category) VALUES ($1, 'Clock too bright at night', 'Can the clock screen be dimmed after 9 pm?', 'kiosk')",
    [user],
  );
  await seedVoiceDemo(q, user);
  // The clock page's demo day: its own section, in seed-day.ts.
  await seedClockDay(q, user, cfg.defaultTimeZone, cfg.clock());
  return ids;
}

// ---------------------------------------------------------------------------------------------
// Voice calls (the local voice gateway). The gateway's directory takes a contact's number to the
// product user with that contact's e-mail: with this contact, the demo kiosk (Margaret) calls the
// browser of admin@care.test while its "Available for calls" switch is on.

/** Margaret's contact whose e-mail is the demo administrator's. */
export const DEMO_CALL_CONTACT = {
  name: 'Alex Admin',
  relationship: 'Care team',
  phone_number: '5551002000',
  email: 'admin@care.test',
  notes: 'The care office: for a chat, or help with the kiosk',
  contact_type: 'Emergency Contact',
} as const;

async function seedVoiceDemo(q: Queryable, user: number): Promise<void> {
  const c = DEMO_CALL_CONTACT;
  await q.query(
    'INSERT INTO emergency_contacts (user_id, name, relationship, phone_number, email, notes, contact_type) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [user, c.name, c.relationship, c.phone_number, c.email, c.notes, c.contact_type],
  );
}

export async function seedIfEmpty(db: Db, cfg: AppConfig): Promise<boolean> {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  if ((rows[0]?.n ?? 0) > 0) return false;
  await db.tx((q) => seed(q, cfg));
  return true;
}
