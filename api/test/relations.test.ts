// @engine-sensitive: the live channel (LISTEN/NOTIFY) and who-may-see-whom in SQL.
import type { AddressInfo } from 'node:net';
import {
  counts,
  PURPOSES,
  reachesEveryone,
  relationsOf,
  relationsSql,
} from '../src/access/relations';
import type { Relation } from '../src/access/relations';
import { sweepMissedDoses } from '../src/modules/doses/sweep';
import { PASSWORD, setup } from './helpers';
import type { Ctx } from './helpers';
import { pairKiosk } from './support/kiosk';
import { changes, openStream, ready } from './support/sse';
import type { Stream } from './support/sse';
import type { UserRow } from '../src/types';

/**
 * Who may see whom, as one table (spec 1 and 6; api/README.md "Roles"; docs/live-channel.md for the live
 * channel). Every row is a viewer and a person of their own, and is checked against every place that applies the
 * rules: the REST policy (`care`: the person's doses; `read`: the person's user record), the live channel (the
 * person's profile event; a missed dose of theirs, a dashboard event), the caregiver's people list, and who the
 * missed-dose sweep tells; and against the rules themselves (access/relations.ts), in memory and in SQL.
 */

type Flag =
  | 'is_staff'
  | 'is_admin'
  | 'is_superuser'
  | 'is_primary_admin'
  | 'is_clinical_admin'
  | 'is_caregiver';

interface Row {
  viewer: string;
  /** 'self': the person's own sign-in; 'kiosk': their kiosk; else an account of the row's own. */
  who:
    | 'self'
    | 'kiosk'
    | { flags: Flag[]; linked?: 'person' | 'other'; assigned?: 'person' | 'other' };
  /** What happens to the viewer's account once it signed in (its token is then refused). */
  after?: 'unapproved' | 'deactivated';
  /** The person is deactivated (after everyone signed in). */
  personInactive?: true;
  /** The viewer's relations to the person (access/relations.ts). */
  relations: Relation[];
  /** `care` rule: GET /api/users/{person}/doses/. */
  sees: boolean;
  /** `read` rule: GET /api/users/{person}/. */
  reads: boolean;
  /** The live stream hears the person's profile change (a per-person event). */
  hears: boolean;
  /** The live stream hears the person's missed dose (a dashboard event). */
  hearsMissed: boolean;
  /** The person is in the viewer's GET /api/users/me/people/. */
  listed: boolean;
  /** The missed-dose sweep tells the viewer of the person's missed dose. */
  told: boolean;
}

const none = {
  sees: false,
  reads: false,
  hears: false,
  hearsMissed: false,
  listed: false,
  told: false,
};
const fullAdmin = { ...none, sees: true, reads: true, hearsMissed: true };

const TABLE: Row[] = [
  {
    viewer: 'the person',
    relations: ['self'],
    who: 'self',
    ...none,
    sees: true,
    reads: true,
    hears: true,
    hearsMissed: true,
  },
  {
    viewer: "the person's kiosk",
    relations: ['self'],
    who: 'kiosk',
    ...none,
    sees: true,
    reads: true,
    hears: true,
    hearsMissed: true,
  },
  {
    viewer: 'caregiver linked to the person',
    relations: ['caregiver'],
    who: { flags: ['is_caregiver'], linked: 'person' },
    ...none,
    sees: true,
    reads: true,
    hears: true,
    hearsMissed: true,
    listed: true,
    told: true,
  },
  {
    viewer: 'caregiver of another person',
    relations: [],
    who: { flags: ['is_caregiver'], linked: 'other' },
    ...none,
  },
  {
    viewer: 'linked, but without the caregiver flag',
    relations: [],
    who: { flags: [], linked: 'person' },
    ...none,
  },
  {
    viewer: 'assigned clinical admin',
    relations: ['clinical'],
    who: { flags: ['is_clinical_admin'], assigned: 'person' },
    ...none,
    sees: true,
    reads: true,
    hears: true,
    hearsMissed: true,
    told: true,
  },
  {
    viewer: 'clinical admin assigned to another person',
    relations: [],
    who: { flags: ['is_clinical_admin'], assigned: 'other' },
    ...none,
  },
  {
    viewer: 'assigned, but without the clinical-admin flag',
    relations: [],
    who: { flags: [], assigned: 'person' },
    ...none,
  },
  { viewer: 'admin', relations: ['admin'], who: { flags: ['is_admin'] }, ...fullAdmin },
  {
    viewer: 'primary admin',
    relations: ['admin'],
    who: { flags: ['is_primary_admin'] },
    ...fullAdmin,
  },
  { viewer: 'superuser', relations: ['admin'], who: { flags: ['is_superuser'] }, ...fullAdmin },
  {
    viewer: 'account manager (superuser and staff)',
    relations: ['admin', 'staff'],
    who: { flags: ['is_superuser', 'is_staff'] },
    ...fullAdmin,
  },
  { viewer: 'staff', relations: ['staff'], who: { flags: ['is_staff'] }, ...none, reads: true },
  { viewer: 'another user', relations: [], who: { flags: [] }, ...none },
  {
    viewer: 'admin who also cares for the person',
    relations: ['admin', 'caregiver'],
    who: { flags: ['is_admin', 'is_caregiver'], linked: 'person' },
    ...none,
    sees: true,
    reads: true,
    hears: true,
    hearsMissed: true,
    listed: true,
    told: true,
  },
  {
    viewer: 'linked caregiver whose approval was withdrawn',
    relations: [],
    who: { flags: ['is_caregiver'], linked: 'person' },
    after: 'unapproved',
    ...none,
  },
  {
    viewer: 'linked caregiver, deactivated',
    relations: [],
    who: { flags: ['is_caregiver'], linked: 'person' },
    after: 'deactivated',
    ...none,
  },
  {
    viewer: 'assigned clinical admin whose approval was withdrawn',
    relations: [],
    who: { flags: ['is_clinical_admin'], assigned: 'person' },
    after: 'unapproved',
    ...none,
  },
  {
    // The person's account is off: the list leaves them out and no dose of theirs is swept (so none is missed).
    viewer: 'caregiver linked to a deactivated person',
    relations: ['caregiver'],
    who: { flags: ['is_caregiver'], linked: 'person' },
    personInactive: true,
    ...none,
    sees: true,
    reads: true,
    hears: true,
  },
];

/** One SSE stream read off a real socket: the change frames as they arrive. */
let ctx: Ctx;
let base: string;
let counter = 0;
const NOW = new Date('2026-11-22T12:00:00Z');

interface World {
  row: Row;
  person: number;
  personName: string;
  viewer: number;
  token: string;
  stream: Stream;
}
const worlds: World[] = [];

async function makeAccount(
  flags: Flag[] = [],
): Promise<{ id: number; email: string; name: string }> {
  counter += 1;
  const email = `rel${counter}@care.test`;
  const name = `Relation Person ${counter}`;
  const cols = flags.join(', ');
  const rows = await ctx.db.query<{ id: number }>(
    `INSERT INTO users (email, username, password_hash, display_name, first_name, is_approved${cols ? `, ${cols}` : ''})
     SELECT $1, $2, password_hash, $3, $3, true${flags.map(() => ', true').join('')}
     FROM users WHERE id = $4 RETURNING id`,
    [email, `rel${counter}`, name, ctx.ids.user],
  );
  return { id: rows[0]!.id, email, name };
}

async function signIn(email: string): Promise<string> {
  const res = await ctx.call({
    method: 'POST',
    url: '/api/auth/login/',
    body: { email, password: PASSWORD },
    csrf: false,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ access: string }>().access;
}

async function kioskSignIn(person: number): Promise<string> {
  const { deviceId: device, secret } = await pairKiosk(
    ctx,
    (await ctx.login('admin')).access,
    person,
  );
  const res = await ctx.call({
    method: 'POST',
    url: '/api/kiosk-login/',
    body: { user_id: person, device_id: device, kiosk_secret: secret },
    headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux armv7l) Chrome/120 CareKiosk' },
    csrf: false,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ access: string }>().access;
}

/** A viewer's stream, once the API has said it is ready (a refused one as it is). */
async function openReady(token: string): Promise<Stream> {
  const stream = await openStream(base, token);
  if (stream.status === 200) await stream.next(ready);
  return stream;
}

const until = async (check: () => boolean, ms = 3000): Promise<void> => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
};

beforeAll(async () => {
  ctx = await setup();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  // Only this file's medications are swept.
  await ctx.db.query("UPDATE medications SET status = 'paused'");

  for (const row of TABLE) {
    const person = await makeAccount();
    const other = await makeAccount();
    await ctx.db.query(
      `INSERT INTO medications (user_id, name, times, start_date, created_at)
       VALUES ($1, 'Relatamol', '["10:00"]', '2026-11-20', '2026-11-20T00:00:00Z')`,
      [person.id],
    );
    let viewer: number;
    let token: string;
    if (row.who === 'self') {
      viewer = person.id;
      token = await signIn(person.email);
    } else if (row.who === 'kiosk') {
      viewer = person.id;
      token = await kioskSignIn(person.id);
    } else {
      const v = await makeAccount(row.who.flags);
      viewer = v.id;
      const { linked, assigned } = row.who;
      if (linked) {
        await ctx.db.query('INSERT INTO caregiver_links (caregiver_id, user_id) VALUES ($1, $2)', [
          v.id,
          linked === 'person' ? person.id : other.id,
        ]);
      }
      if (assigned) {
        await ctx.db.query('UPDATE users SET assigned_clinical_admin_id = $1 WHERE id = $2', [
          v.id,
          assigned === 'person' ? person.id : other.id,
        ]);
      }
      token = await signIn(v.email);
    }
    if (row.after === 'unapproved') {
      await ctx.db.query('UPDATE users SET is_approved = false WHERE id = $1', [viewer]);
    }
    if (row.after === 'deactivated') {
      await ctx.db.query('UPDATE users SET is_active = false WHERE id = $1', [viewer]);
    }
    if (row.personInactive) {
      await ctx.db.query('UPDATE users SET is_active = false WHERE id = $1', [person.id]);
    }
    const stream = await openReady(token);
    worlds.push({ row, person: person.id, personName: person.name, viewer, token, stream });
  }

  // The events: every person's missed dose (the sweep), then a change of every person's profile.
  await sweepMissedDoses(ctx.db, ctx.cfg, ctx.app.mailer, NOW);
  const { access: admin } = await ctx.login('admin');
  for (const w of worlds) {
    const res = await ctx.call({
      method: 'PATCH',
      url: `/api/users/${w.person}/`,
      token: admin,
      body: { time_in_words: true },
    });
    expect(res.statusCode).toBe(200);
  }
  // Every stream that should hear something has heard it; then a while for the rest.
  await until(() =>
    worlds.every(
      (w) => (!w.row.hears || heardProfile(w)) && (!w.row.hearsMissed || heardMissed(w)),
    ),
  );
  await new Promise((r) => setTimeout(r, 300));
});

afterAll(async () => {
  for (const w of worlds) w.stream.close();
  await ctx.close();
});

const heardProfile = (w: World): boolean =>
  changes(w.stream).some((e) => e.person === w.person && e.kind === 'person');
const heardMissed = (w: World): boolean =>
  changes(w.stream).some(
    (e) => e.person === w.person && e.kind === 'dose' && e.payload.status === 'missed',
  );

const ALL: Relation[] = ['admin', 'self', 'clinical', 'caregiver', 'staff'];

const refused = (row: Row): number => (row.after ? 401 : 403);

describe.each(TABLE.map((row) => [row.viewer, row] as const))('%s', (_name, row) => {
  const world = (): World => {
    const w = worlds.find((x) => x.row === row);
    if (!w) throw new Error(`no world for ${row.viewer}`);
    return w;
  };

  test(`policy, care rule: ${row.sees ? 'sees' : 'does not see'} the person's doses`, async () => {
    const w = world();
    const res = await ctx.call({
      method: 'GET',
      url: `/api/users/${w.person}/doses/`,
      token: w.token,
    });
    expect(res.statusCode).toBe(row.sees ? 200 : refused(row));
  });

  test(`policy, read rule: ${row.reads ? 'reads' : 'does not read'} the person's record`, async () => {
    const w = world();
    const res = await ctx.call({ method: 'GET', url: `/api/users/${w.person}/`, token: w.token });
    expect(res.statusCode).toBe(row.reads ? 200 : refused(row));
  });

  test(`live hub: ${row.hears ? 'hears' : 'does not hear'} the person's events, ${row.hearsMissed ? 'hears' : 'does not hear'} their missed dose`, () => {
    const w = world();
    expect(w.stream.status).toBe(row.after ? 401 : 200);
    expect({ hears: heardProfile(w), hearsMissed: heardMissed(w) }).toEqual({
      hears: row.hears,
      hearsMissed: row.hearsMissed,
    });
  });

  test(`people list: the person is ${row.listed ? '' : 'not '}in it`, async () => {
    const w = world();
    const res = await ctx.call({ method: 'GET', url: '/api/users/me/people/', token: w.token });
    expect(res.statusCode).toBe(row.after ? 401 : 200);
    const ids = res.statusCode === 200 ? res.json<{ id: number }[]>().map((p) => p.id) : [];
    expect(ids.includes(w.person)).toBe(row.listed);
  });

  test(`the rules: ${row.relations.join(' and ') || 'no relation'}, the same in memory and in SQL`, async () => {
    const w = world();
    const [viewer] = await ctx.db.query<UserRow>('SELECT * FROM users WHERE id = $1', [w.viewer]);
    const [person] = await ctx.db.query<UserRow>('SELECT * FROM users WHERE id = $1', [w.person]);
    const links = await ctx.db.query<{ id: number }>(
      'SELECT caregiver_id AS id FROM caregiver_links WHERE user_id = $1',
      [w.person],
    );
    const inMemory = relationsOf(viewer!, { ...person!, caregivers: links.map((l) => l.id) });
    const inSql = await ctx.db.query<{ relation: Relation }>(
      `SELECT relation FROM (${relationsSql(ALL, { viewer: '$1', person: '$2' })}) r`,
      [w.viewer, w.person],
    );
    expect([...inMemory].sort()).toEqual([...row.relations].sort());
    expect(inSql.map((r) => r.relation).sort()).toEqual([...row.relations].sort());
    // The purposes (which relations count where) say what each consumer above does.
    const active = !row.personInactive;
    expect({
      sees: counts('care', inMemory),
      reads: counts('read', inMemory),
      hears: counts('live', inMemory),
      hearsMissed: active && (counts('live', inMemory) || reachesEveryone('dashboard', viewer!)),
      listed: active && counts('people', inMemory),
      told: active && counts('careTeam', inMemory),
    }).toEqual({
      sees: row.sees,
      reads: row.reads,
      hears: row.hears,
      hearsMissed: row.hearsMissed,
      listed: row.listed,
      told: row.told,
    });
  });

  test(`dose sweep: ${row.told ? 'is told' : 'is not told'} of the person's missed dose`, async () => {
    const w = world();
    const notes = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND kind = 'missed_dose' AND title = $2`,
      [w.viewer, `Missed dose: ${w.personName}`],
    );
    expect(notes[0]!.n).toBe(row.told ? 1 : 0);
  });
});

/**
 * The two forms of the rules agree for every combination of role flags, with and without a sign-in: in memory
 * (`relationsOf`) and in SQL (`relationsSql`) bound to both sides, to the viewer alone (the people a viewer may
 * see) and to the person alone (who may see a person).
 */
test('in memory and in SQL, the rules agree for every combination of flags', async () => {
  const flags: Flag[] = [
    'is_staff',
    'is_admin',
    'is_superuser',
    'is_primary_admin',
    'is_clinical_admin',
    'is_caregiver',
  ];
  const viewers: number[] = [];
  const persons: number[] = [];
  for (let mask = 0; mask < 1 << flags.length; mask += 1) {
    for (const state of ['signs in', 'unapproved', 'inactive'] as const) {
      const v = await makeAccount(flags.filter((_, i) => mask & (1 << i)));
      if (state === 'unapproved')
        await ctx.db.query('UPDATE users SET is_approved = false WHERE id = $1', [v.id]);
      if (state === 'inactive')
        await ctx.db.query('UPDATE users SET is_active = false WHERE id = $1', [v.id]);
      // A person of their own, both assigned and linked to them.
      const p = await makeAccount();
      await ctx.db.query('UPDATE users SET assigned_clinical_admin_id = $1 WHERE id = $2', [
        v.id,
        p.id,
      ]);
      await ctx.db.query('INSERT INTO caregiver_links (caregiver_id, user_id) VALUES ($1, $2)', [
        v.id,
        p.id,
      ]);
      viewers.push(v.id);
      persons.push(p.id);
    }
  }
  const everyone = [...viewers, ...persons];
  const users = await ctx.db.query<UserRow>('SELECT * FROM users WHERE id = ANY($1::int[])', [
    everyone,
  ]);
  const links = await ctx.db.query<{ caregiver_id: number; user_id: number }>(
    'SELECT caregiver_id, user_id FROM caregiver_links WHERE user_id = ANY($1::int[])',
    [everyone],
  );
  const expected = new Set<string>();
  for (const v of users.filter((u) => viewers.includes(u.id))) {
    for (const p of users) {
      const caregivers = links.filter((l) => l.user_id === p.id).map((l) => l.caregiver_id);
      for (const r of relationsOf(v, { ...p, caregivers })) expected.add(`${v.id} ${p.id} ${r}`);
    }
  }
  const key = (rows: { viewer: number; person: number; relation: string }[]): Set<string> =>
    new Set(
      rows
        .filter((r) => viewers.includes(r.viewer) && everyone.includes(r.person))
        .map((r) => `${r.viewer} ${r.person} ${r.relation}`),
    );
  const byViewer = await ctx.db.query<{ viewer: number; person: number; relation: string }>(
    `SELECT r.* FROM unnest($1::int[]) AS x(id) CROSS JOIN LATERAL (${relationsSql(ALL, { viewer: 'x.id' })}) r`,
    [viewers],
  );
  const byPerson = await ctx.db.query<{ viewer: number; person: number; relation: string }>(
    `SELECT r.* FROM unnest($1::int[]) AS x(id) CROSS JOIN LATERAL (${relationsSql(ALL, { person: 'x.id' })}) r`,
    [everyone],
  );
  const pairs = viewers.flatMap((v) => everyone.map((p) => [v, p] as const));
  const byBoth = await ctx.db.query<{ viewer: number; person: number; relation: string }>(
    `SELECT r.* FROM unnest($1::int[], $2::int[]) AS x(v, p)
       CROSS JOIN LATERAL (${relationsSql(ALL, { viewer: 'x.v', person: 'x.p' })}) r`,
    [pairs.map(([v]) => v), pairs.map(([, p]) => p)],
  );
  // Every relation occurs (so the comparison is not between two empty sets), and each purpose's SQL is its relations'.
  for (const r of ALL) expect([...expected].some((e) => e.endsWith(` ${r}`))).toBe(true);
  expect(key(byViewer)).toEqual(expected);
  expect(key(byPerson)).toEqual(expected);
  expect(key(byBoth)).toEqual(expected);
  const careTeam = await ctx.db.query<{ viewer: number; person: number; relation: string }>(
    `SELECT r.* FROM unnest($1::int[]) AS x(id) CROSS JOIN LATERAL (${relationsSql('careTeam', { person: 'x.id' })}) r`,
    [everyone],
  );
  expect(key(careTeam)).toEqual(
    new Set([...expected].filter((e) => PURPOSES.careTeam.some((r) => e.endsWith(` ${r}`)))),
  );
});
