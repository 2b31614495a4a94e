import { DateTime } from 'luxon';
import type { Queryable } from './db/db';

/**
 * Demo data for the clock page, kept apart from the accounts and records of `seed.ts`: Margaret's
 * day is worth looking at on her kiosk. Times are local to her zone on the day the demo is seeded, so a fresh
 * demo always shows today: two appointments today, a lunchtime tablet (with her morning, evening and bedtime
 * ones from `seed.ts` that makes four times a day) and a message from her daughter.
 */
export async function seedClockDay(
  q: Queryable,
  userId: number,
  zone: string,
  now: Date = new Date(),
): Promise<void> {
  const today = DateTime.fromJSDate(now).setZone(zone).startOf('day');
  const at = (hour: number, minute = 0): string =>
    today.set({ hour, minute }).toUTC().toISO() ?? now.toISOString();

  const appointments: [string, string, string, string, number, number, number][] = [
    ['Coffee morning', 'With friends from the reading group', 'Community Centre', '', 10, 30, 90],
    [
      'Emily visits',
      'Emily brings the grandchildren after school',
      'Home',
      'Emily Johnson',
      16,
      0,
      60,
    ],
  ];
  for (const [title, description, location, provider, hour, minute, minutes] of appointments) {
    const start = today.set({ hour, minute });
    await q.query(
      `INSERT INTO appointments (user_id, title, description, location, provider_name, start_time, end_time, status, reminder_minutes)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'scheduled', 30)`,
      [
        userId,
        title,
        description,
        location,
        provider,
        at(hour, minute),
        start.plus({ minutes }).toUTC().toISO(),
      ],
    );
  }

  await q.query(
    `INSERT INTO medications (user_id, name, dosage, frequency, instructions, prescriber, times, status, start_date)
     VALUES ($1, 'Vitamin D', '1000 IU', 'Once daily', 'With lunch', 'Dr. Jordan Lee', '["12:30"]'::jsonb, 'active', '2026-01-05')`,
    [userId],
  );

  // From her daughter, who has no account: the subject says who it is from. Written an hour before the
  // other demo messages: the clock shows unread messages oldest first (docs/product.md 2.15–2.16), so hers is the first.
  await q.query(
    `INSERT INTO messages (sender_id, recipient_id, subject, body, acknowledged, created_at)
     VALUES (NULL, $1, 'Love from Emily, your daughter', $2, false, now() - interval '1 hour')`,
    [
      userId,
      'Hello Mum! I will come round at four o’clock with Lily and Sam. We will bring scones for tea. Love, Emily',
    ],
  );
}
