import { setup, type Ctx } from './helpers';

/** The clock page's demo day (src/seed-day.ts), seeded at a pinned time in Margaret's zone. */
// 09:15 in London (BST) on Tuesday 9 June 2026.
const now = new Date('2026-06-09T08:15:00Z');
let ctx: Ctx;
let token: string;

beforeAll(async () => {
  ctx = await setup({ clock: () => now });
  token = (await ctx.login('user')).access;
});
afterAll(async () => {
  await ctx.close();
});

const get = async <T>(url: string): Promise<T> => {
  const res = await ctx.call({ method: 'GET', url, token });
  expect(res.statusCode).toBe(200);
  return res.json<T>();
};

test('two appointments on her local today, at 10:30 and 16:00 London time', async () => {
  const all = await get<{ title: string; start_time: string }[]>(
    `/api/users/${ctx.ids.user}/appointments/`,
  );
  const today = all.filter((a) => a.start_time.startsWith('2026-06-09'));
  expect(today.map((a) => [a.title, a.start_time])).toEqual([
    ['Coffee morning', '2026-06-09T09:30:00.000Z'],
    ['Emily visits', '2026-06-09T15:00:00.000Z'],
  ]);
});

test('her doses today come at four times of day, the lunchtime one new', async () => {
  const doses = await get<{ medication_name: string; local_time: string }[]>(
    `/api/users/${ctx.ids.user}/doses/?from=2026-06-09&to=2026-06-09`,
  );
  expect([...new Set(doses.map((d) => d.local_time))]).toEqual([
    '08:00',
    '12:30',
    '18:00',
    '21:00',
  ]);
  expect(doses.find((d) => d.local_time === '12:30')?.medication_name).toBe('Vitamin D');
});

test('an unread message from her daughter, the oldest unread (the clock shows it first)', async () => {
  const messages = await get<
    { subject: string; sender_id: number | null; acknowledged: boolean; created_at: string }[]
  >(`/api/messages/${ctx.ids.user}/all/`);
  const unread = messages.filter((m) => !m.acknowledged);
  const oldest = [...unread].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at))[0];
  expect(unread.length).toBeGreaterThan(1);
  expect(oldest).toMatchObject({
    subject: 'Love from Emily, your daughter',
    sender_id: null,
    acknowledged: false,
  });
  expect(
    unread.filter((m) => Date.parse(m.created_at) <= Date.parse(oldest?.created_at ?? '')),
  ).toHaveLength(1);
});
