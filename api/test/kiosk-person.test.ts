/* eslint-disable @typescript-eslint/no-unsafe-member-access -- response bodies are untyped JSON checked by the assertions themselves */
import { ONLY_THE_PERSON_ACKNOWLEDGES } from '../src/modules/messages/routes';
import { LANGUAGES } from '../src/lib/languages';
import {
  ONLY_CLINICIAN_SETS_WORDS,
  ONLY_PERSON_OR_CLINICIAN_SETS_LANGUAGE,
} from '../src/modules/users/service';
import { DEMO_KIOSK } from '../src/seed';
import { PASSWORD, setup } from './helpers';
import type { Ctx, Role } from './helpers';

/**
 * The kiosk answers its person's questions. A dose marked taken is still in today's list,
 * with the time it was marked (the clock shows it ticked after a reload); only the person (their
 * own sign-in or their kiosk) says "I have read it" of their messages; the time in words is a
 * setting their clinician or an admin chooses; the language of their screens they choose too.
 */
const now = new Date('2026-11-22T12:00:00Z');
let ctx: Ctx;
let uid: number;
const tokens = {} as Record<Role | 'kiosk', string>;
const OTHERS: Role[] = [
  'caregiver',
  'clinician',
  'admin',
  'primary',
  'superuser',
  'staff',
  'user2',
];

beforeAll(async () => {
  ctx = await setup({ clock: () => now });
  uid = ctx.ids.user;
  for (const r of ['user', ...OTHERS] as Role[]) tokens[r] = (await ctx.login(r)).access;
  const kiosk = await ctx.call({
    method: 'POST',
    url: '/api/kiosk-login/',
    body: { user_id: uid, ...DEMO_KIOSK },
    headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux armv7l) Chrome/120 CareKiosk' },
    csrf: false,
  });
  expect(kiosk.statusCode).toBe(200);
  tokens.kiosk = kiosk.json().access as string;
});
afterAll(async () => {
  await ctx.close();
});

async function send(body: string): Promise<number> {
  const res = await ctx.call({
    method: 'POST',
    url: '/api/messages/send/',
    token: tokens.caregiver,
    body: { recipient_id: uid, body },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

async function acknowledged(id: number): Promise<boolean> {
  const rows = await ctx.db.query<{ acknowledged: boolean }>(
    'SELECT acknowledged FROM messages WHERE id = $1',
    [id],
  );
  return rows[0]?.acknowledged ?? false;
}

describe("only the person acknowledges their messages (the API refuses anyone else's OK)", () => {
  test.each(OTHERS)('%s gets 403 with a clear detail; the message stays unread', async (role) => {
    const id = await send(`For Margaret, not for ${role}`);
    const res = await ctx.call({
      method: 'POST',
      url: `/api/messages/${id}/acknowledge/`,
      token: tokens[role],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(ONLY_THE_PERSON_ACKNOWLEDGES);
    expect(await acknowledged(id)).toBe(false);
  });

  test.each(OTHERS)('%s cannot mark all of her messages read either', async (role) => {
    const id = await send(`Still unread after ${role} tried All read`);
    const res = await ctx.call({
      method: 'POST',
      url: `/api/messages/${uid}/acknowledge_all/`,
      token: tokens[role],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(ONLY_THE_PERSON_ACKNOWLEDGES);
    expect(await acknowledged(id)).toBe(false);
  });

  test('her kiosk and her own sign-in can', async () => {
    for (const who of ['kiosk', 'user'] as const) {
      const id = await send(`Read on ${who}`);
      const res = await ctx.call({
        method: 'POST',
        url: `/api/messages/${id}/acknowledge/`,
        token: tokens[who],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id, acknowledged: true });
      expect(await acknowledged(id)).toBe(true);
    }
  });

  test('an unknown message is still 404, whoever asks', async () => {
    for (const who of ['user', 'caregiver'] as const) {
      const res = await ctx.call({
        method: 'POST',
        url: '/api/messages/999999/acknowledge/',
        token: tokens[who],
      });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe("today's doses keep the ones already taken", () => {
  test('a dose marked taken is in the list again on the next GET, with when it was marked', async () => {
    const med = await ctx.call({
      method: 'POST',
      url: `/api/users/${uid}/medications/`,
      token: tokens.clinician,
      body: {
        name: 'Kioskamol',
        dosage: '5 mg',
        times: ['08:00', '18:00'],
        start_date: '2026-11-01',
      },
    });
    expect(med.statusCode).toBe(201);
    const mid = med.json().id as number;
    const list = async (token: string) => {
      const res = await ctx.call({ method: 'GET', url: `/api/users/${uid}/doses/`, token });
      expect(res.statusCode).toBe(200);
      return res
        .json<
          { medication_id: number; status: string; marked_at: string | null; due_at: string }[]
        >()
        .filter((d) => d.medication_id === mid);
    };
    const before = await list(tokens.kiosk);
    expect(before.map((d) => d.status)).toEqual(['missed', 'upcoming']);
    const morning = before[0]?.due_at;
    const marked = await ctx.call({
      method: 'POST',
      url: `/api/users/${uid}/medications/${mid}/status/`,
      token: tokens.kiosk,
      body: { due_at: morning, status: 'taken' },
    });
    expect(marked.statusCode).toBe(200);
    const markedAt = marked.json().marked_at as string;
    expect(Date.parse(markedAt)).not.toBeNaN();
    // A reload of the kiosk: a fresh GET, as the person's kiosk and as her caregiver.
    for (const token of [tokens.kiosk, tokens.caregiver]) {
      const after = await list(token);
      expect(after).toHaveLength(2);
      expect(after[0]).toMatchObject({ due_at: morning, status: 'taken', marked_at: markedAt });
      expect(after[1]).toMatchObject({ status: 'upcoming', marked_at: null });
    }
  });
});

/** Her clock's settings that only her clinician or an admin chooses (docs/product.md 2.11). */
type ClockSetting = 'time_in_words' | 'clock_24h';

/** Sets one of them as `who`, through her record (or `url`). */
const setSetting = (
  field: ClockSetting,
  who: Role | 'kiosk',
  value: boolean,
  url = `/api/users/${uid}/`,
) => ctx.call({ method: 'PATCH', url, token: tokens[who], body: { [field]: value } });

/** The setting as her kiosk reads it from her profile. */
async function profileSetting(field: ClockSetting): Promise<boolean> {
  const res = await ctx.call({
    method: 'GET',
    url: `/api/users/profile/${uid}/`,
    token: tokens.kiosk,
  });
  expect(res.statusCode).toBe(200);
  return res.json()[field] as boolean;
}

/** How many changes of her account the audit log holds. */
async function accountAudits(): Promise<number> {
  const rows = await ctx.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM audit_log WHERE subject_user_id = $1 AND action = 'update' AND resource = 'account'",
    [uid],
  );
  return rows[0]?.n ?? 0;
}

/** Anyone else gets 403 (with the reason where they reach her record) and the setting stays off. */
function othersMayNotSet(field: ClockSetting) {
  test.each(['user', 'caregiver', 'user2', 'staff'] as const)(
    '%s may not change it (403 with a clear detail); nothing changes',
    async (who) => {
      const url = who === 'user' ? '/api/users/me/' : `/api/users/${uid}/`;
      const res = await setSetting(field, who, true, url);
      expect(res.statusCode).toBe(403);
      // user2 has no access to her record at all (the route's own refusal); the others reach it.
      if (who !== 'user2') expect(res.json().detail).toBe(ONLY_CLINICIAN_SETS_WORDS);
      expect(await profileSetting(field)).toBe(false);
    },
  );
}

describe('the time in words: a setting for the clinician or an admin', () => {
  const setWords = (who: Role | 'kiosk', value: boolean, url?: string) =>
    setSetting('time_in_words', who, value, url);
  const profile = () => profileSetting('time_in_words');

  test('off until chosen; her clinician turns it on, an admin turns it off', async () => {
    expect(await profile()).toBe(false);
    const on = await setWords('clinician', true);
    expect(on.statusCode).toBe(200);
    expect(on.json().time_in_words).toBe(true);
    expect(await profile()).toBe(true);
    const off = await setWords('admin', false);
    expect(off.statusCode).toBe(200);
    expect(await profile()).toBe(false);
    expect(await accountAudits()).toBeGreaterThanOrEqual(2);
  });

  othersMayNotSet('time_in_words');

  test('the profile edit route keeps the same rule', async () => {
    const own = await setWords('user', true, `/api/users/profile/${uid}/edit/`);
    expect(own.statusCode).toBe(403);
    expect(own.json().detail).toBe(ONLY_CLINICIAN_SETS_WORDS);
    const clinician = await setWords('clinician', true, `/api/users/profile/${uid}/edit/`);
    expect(clinician.statusCode).toBe(200);
    expect(clinician.json().time_in_words).toBe(true);
    await setWords('clinician', false);
  });

  test('her kiosk cannot change it (a kiosk never edits the account)', async () => {
    const res = await setWords('kiosk', true, '/api/users/me/');
    expect(res.statusCode).toBe(403);
    expect(await profile()).toBe(false);
  });

  test('her own account shows the setting', async () => {
    const res = await ctx.call({ method: 'GET', url: '/api/users/me/', token: tokens.user });
    expect(res.json().time_in_words).toBe(false);
  });
});

describe("24-hour digits: the same people choose how her clock's digits read", () => {
  const set24h = (who: Role | 'kiosk', value: boolean, url?: string) =>
    setSetting('clock_24h', who, value, url);
  const profile = () => profileSetting('clock_24h');

  test('12-hour until chosen; her clinician turns 24-hour on, an admin turns it off; each is audited', async () => {
    expect(await profile()).toBe(false);
    const before = await accountAudits();
    const on = await set24h('clinician', true);
    expect(on.statusCode).toBe(200);
    expect(on.json().clock_24h).toBe(true);
    expect(await profile()).toBe(true);
    // The words are another setting: untouched.
    expect(on.json().time_in_words).toBe(false);
    const off = await set24h('admin', false);
    expect(off.statusCode).toBe(200);
    expect(off.json().clock_24h).toBe(false);
    expect(await profile()).toBe(false);
    expect(await accountAudits()).toBe(before + 2);
  });

  othersMayNotSet('clock_24h');

  test('the profile edit route keeps the same rule; her kiosk cannot change it', async () => {
    const own = await set24h('user', true, `/api/users/profile/${uid}/edit/`);
    expect(own.statusCode).toBe(403);
    expect(own.json().detail).toBe(ONLY_CLINICIAN_SETS_WORDS);
    const kiosk = await set24h('kiosk', true, '/api/users/me/');
    expect(kiosk.statusCode).toBe(403);
    expect(await profile()).toBe(false);
    const clinician = await set24h('clinician', true, `/api/users/profile/${uid}/edit/`);
    expect(clinician.statusCode).toBe(200);
    expect(clinician.json().clock_24h).toBe(true);
    await set24h('clinician', false);
  });

  test('her own account and her record show the setting', async () => {
    await set24h('admin', true);
    const me = await ctx.call({ method: 'GET', url: '/api/users/me/', token: tokens.user });
    expect(me.json().clock_24h).toBe(true);
    const record = await ctx.call({
      method: 'GET',
      url: `/api/users/${uid}/`,
      token: tokens.admin,
    });
    expect(record.json().clock_24h).toBe(true);
    await set24h('admin', false);
    const again = await ctx.call({ method: 'GET', url: '/api/users/me/', token: tokens.user });
    expect(again.json().clock_24h).toBe(false);
  });
});

describe('her language: she, her clinician or an admin choose it; her kiosk and her care team read it', () => {
  /** Sets her language as `who`, through her record (or `url`). */
  const setLanguage = (who: Role | 'kiosk', language: unknown, url = `/api/users/${uid}/`) =>
    ctx.call({ method: 'PATCH', url, token: tokens[who], body: { language } });

  /** Her language as the database holds it. */
  async function stored(): Promise<string> {
    const rows = await ctx.db.query<{ language: string }>(
      'SELECT language FROM users WHERE id = $1',
      [uid],
    );
    return rows[0]?.language ?? '';
  }

  afterEach(async () => {
    await ctx.db.query("UPDATE users SET language = 'en' WHERE id = $1", [uid]);
  });

  test('English until chosen: her own account, her record, her profile and a new account say en', async () => {
    expect(await stored()).toBe('en');
    const me = await ctx.call({ method: 'GET', url: '/api/users/me/', token: tokens.user });
    expect(me.json().language).toBe('en');
    expect(
      (await ctx.call({ method: 'GET', url: '/api/users/me/', token: tokens.kiosk })).json()
        .language,
    ).toBe('en');
    const created = await ctx.db.query<{ language: string }>(
      "INSERT INTO users (email, username, password_hash) VALUES ('new-language@care.test', 'new-language', 'x') RETURNING language",
    );
    expect(created[0]?.language).toBe('en');
  });

  test('she chooses her own, on each of the routes that edit her account', async () => {
    const routes = ['/api/users/me/', `/api/users/${uid}/`, `/api/users/profile/${uid}/edit/`];
    for (const [i, url] of routes.entries()) {
      const language = (['es', 'pl', 'cy'] as const)[i];
      const res = await setLanguage('user', language, url);
      expect(res.statusCode).toBe(200);
      expect(res.json().language).toBe(language);
      expect(await stored()).toBe(language);
    }
  });

  test.each(['clinician', 'admin', 'primary', 'superuser'] as const)(
    '%s may choose it; the change is audited',
    async (who) => {
      const before = await accountAudits();
      const res = await setLanguage(who, 'pl');
      expect(res.statusCode).toBe(200);
      expect(res.json().language).toBe('pl');
      expect(await stored()).toBe('pl');
      expect(await accountAudits()).toBe(before + 1);
    },
  );

  test.each(['caregiver', 'staff', 'user2'] as const)(
    '%s may not (403 with a clear detail where they reach her record); nothing changes',
    async (who) => {
      const res = await setLanguage(who, 'es');
      expect(res.statusCode).toBe(403);
      // user2 has no access to her record at all (the route's own refusal); the others reach it.
      if (who !== 'user2') expect(res.json().detail).toBe(ONLY_PERSON_OR_CLINICIAN_SETS_LANGUAGE);
      expect(await stored()).toBe('en');
    },
  );

  test('her kiosk may not (a kiosk never edits the account)', async () => {
    const res = await setLanguage('kiosk', 'es', '/api/users/me/');
    expect(res.statusCode).toBe(403);
    expect(await stored()).toBe('en');
  });

  test.each(['de', 'ES', 'Es', 'es-ES', 'en-XA', ' es', '', 'english'])(
    'the tag %j is refused with the accepted ones named; nothing changes',
    async (tag) => {
      await setLanguage('admin', 'cy');
      const before = await accountAudits();
      for (const who of ['user', 'clinician'] as const) {
        const res = await setLanguage(who, tag);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          detail: 'Unknown language: use one of en, es, pl, cy.',
          code: 'invalid',
          fields: { language: 'Unknown language: use one of en, es, pl, cy.' },
        });
      }
      expect(await stored()).toBe('cy');
      expect(await accountAudits()).toBe(before);
    },
  );

  test('a language that is not text is refused by the schema; nothing changes', async () => {
    for (const value of [null, 5, ['es']]) {
      const res = await setLanguage('admin', value);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ language: 'Must be text.' });
    }
    expect(await stored()).toBe('en');
  });

  test('a refusal of the right comes before the tag: a caregiver learns nothing from a bad one', async () => {
    const res = await setLanguage('caregiver', 'xx');
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(ONLY_PERSON_OR_CLINICIAN_SETS_LANGUAGE);
  });

  test('wherever her clock settings are read, her language is too', async () => {
    await setLanguage('clinician', 'es');
    const reads: [Role | 'kiosk', string][] = [
      ['user', '/api/users/me/'],
      ['kiosk', '/api/users/me/'],
      ['kiosk', `/api/users/profile/${uid}/`],
      ['caregiver', `/api/users/profile/${uid}/`],
      ['clinician', `/api/users/${uid}/`],
      ['admin', `/api/users/${uid}/management/`],
    ];
    for (const [who, url] of reads) {
      const res = await ctx.call({ method: 'GET', url, token: tokens[who] });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ language: 'es', clock_24h: false });
    }
    const list = await ctx.call({ method: 'GET', url: '/api/users/', token: tokens.admin });
    const row = list.json<{ id: number; language: string }[]>().find((u) => u.id === uid);
    expect(row?.language).toBe('es');
    // At sign-in, in the user the session starts with: her own and her kiosk's.
    const login = await ctx.signIn('user@care.test', PASSWORD);
    expect(login.json().user.language).toBe('es');
    const kiosk = await ctx.call({
      method: 'POST',
      url: '/api/kiosk-login/',
      body: { user_id: uid, ...DEMO_KIOSK },
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux armv7l) Chrome/120 CareKiosk' },
      csrf: false,
    });
    expect(kiosk.json().user.language).toBe('es');
  });

  test('the database admits exactly the languages the API accepts', async () => {
    for (const tag of LANGUAGES) {
      await ctx.db.query('UPDATE users SET language = $1 WHERE id = $2', [tag, uid]);
      expect(await stored()).toBe(tag);
    }
    for (const tag of ['de', 'ES', 'en-GB', '']) {
      await expect(
        ctx.db.query('UPDATE users SET language = $1 WHERE id = $2', [tag, uid]),
      ).rejects.toMatchObject({ code: '23514', constraint: 'users_language_supported' });
    }
  });
});
