/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-argument -- response bodies are untyped JSON checked by the assertions themselves */
import { createHmac } from 'node:crypto';
import sharp from 'sharp';
import { verifyJwt } from '../src/lib/jwt';
import { buildVoiceToken } from '../src/modules/voice/token';
import { makeImage, multipart, setup } from './helpers';
import type { Ctx } from './helpers';

let ctx: Ctx;
let user: string;
let uid: number;
beforeAll(async () => {
  ctx = await setup();
  user = (await ctx.login('user')).access;
  uid = ctx.ids.user;
});
afterAll(async () => {
  await ctx.close();
});

describe('emergency contacts', () => {
  const url = () => `/api/users/${uid}/emergency-contacts/`;
  test('list is a JSON array of contacts', async () => {
    const res = await ctx.call({ method: 'GET', url: url(), token: user });
    expect(res.statusCode).toBe(200);
    const list = res.json<Record<string, unknown>[]>();
    expect(Array.isArray(list)).toBe(true);
    expect(Object.keys(list[0] ?? {})).toEqual(
      expect.arrayContaining([
        'id',
        'name',
        'relationship',
        'phone_number',
        'email',
        'notes',
        'contact_type',
      ]),
    );
  });
  test.each([
    [
      'POST',
      { name: ' ', relationship: 'Son', phone_number: '1' },
      'Please fill in all required fields (Name, Relationship, Phone Number).',
    ],
    [
      'POST',
      { name: 'A', relationship: 'Son' },
      'Please fill in all required fields (Name, Relationship, Phone Number).',
    ],
    [
      'POST',
      { name: 'A', relationship: 'Son', phone_number: '123456789012345678901' },
      'Phone number cannot exceed 20 characters.',
    ],
  ])('%s validation: %j', async (method, body, message) => {
    const res = await ctx.call({ method, url: url(), token: user, body });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(message);
  });
  test('add trims and defaults contact_type; edit validates; delete', async () => {
    const add = await ctx.call({
      method: 'POST',
      url: url(),
      token: user,
      body: {
        name: '  Ann  ',
        relationship: 'Sister ',
        phone_number: ' 555 123 ',
        contact_type: '',
      },
    });
    expect(add.statusCode).toBe(201);
    expect(add.json()).toMatchObject({
      name: 'Ann',
      relationship: 'Sister',
      phone_number: '555 123',
      contact_type: 'Family',
      email: null,
    });
    const id = add.json().id as number;
    const bad = await ctx.call({
      method: 'PUT',
      url: `${url()}${id}/`,
      token: user,
      body: { name: 'Ann', relationship: '', phone_number: '1' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('Please fill in all required fields.');
    const ok = await ctx.call({
      method: 'PUT',
      url: `${url()}${id}/`,
      token: user,
      body: {
        name: 'Ann B',
        relationship: 'Sister',
        phone_number: '5551',
        contact_type: 'Emergency Contact',
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().contact_type).toBe('Emergency Contact');
    expect(
      (await ctx.call({ method: 'DELETE', url: `${url()}${id}/`, token: user })).statusCode,
    ).toBe(204);
    expect(
      (await ctx.call({ method: 'DELETE', url: `${url()}${id}/`, token: user })).statusCode,
    ).toBe(404);
  });
});

describe('health profile', () => {
  test('grouped object; PUT replaces; 404 when none; bad date refused', async () => {
    const get = await ctx.call({
      method: 'GET',
      url: `/api/users/${uid}/health-profile/`,
      token: user,
    });
    expect(get.statusCode).toBe(200);
    expect(get.json().health_profile.Demographics.blood_type).toBe('A+');
    expect(Object.keys(get.json().health_profile)[0]).toBe('Demographics');
    const data = {
      Demographics: { date_of_birth: '1950-01-02', blood_type: 'B+' },
      Allergies: { allergy_1: 'Dust' },
    };
    const put = await ctx.call({
      method: 'PUT',
      url: `/api/users/${uid}/health-profile/`,
      token: user,
      body: { health_profile: data },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ health_profile: data, allergies: 'Dust' });
    const bad = await ctx.call({
      method: 'PUT',
      url: `/api/users/${uid}/health-profile/`,
      token: user,
      body: { health_profile: { Demographics: { date_of_birth: '1950-13-40' } } },
    });
    expect(bad.statusCode).toBe(400);
    const su = (await ctx.login('superuser')).access;
    const none = await ctx.call({
      method: 'GET',
      url: `/api/users/${ctx.ids.staff}/health-profile/`,
      token: su,
    });
    expect(none.statusCode).toBe(404);
    const log = await ctx.call({
      method: 'GET',
      url: `/api/audit-log/?user_id=${uid}&resource=health_profile`,
      token: su,
    });
    expect(log.json<{ action: string; actor_id: number }[]>().map((e) => e.action)).toEqual(
      expect.arrayContaining(['read', 'update']),
    );
  });
});

describe('notification settings', () => {
  test('PUT keeps unknown fields', async () => {
    const get = await ctx.call({ method: 'GET', url: '/api/notifications/settings/', token: user });
    const settings = { ...get.json(), medication_reminders: false, my_custom_flag: 'kept' };
    const put = await ctx.call({
      method: 'PUT',
      url: '/api/notifications/settings/',
      token: user,
      body: settings,
    });
    expect(put.statusCode).toBe(200);
    const again = await ctx.call({
      method: 'GET',
      url: '/api/notifications/settings/',
      token: user,
    });
    expect(again.json()).toEqual(settings);
    const bad = await ctx.call({
      method: 'PUT',
      url: '/api/notifications/settings/',
      token: user,
      body: { enable_notifications: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('pictures', () => {
  const upload = (parts: Parameters<typeof multipart>[0]) => {
    const m = multipart(parts);
    return ctx.call({
      method: 'POST',
      url: `/api/picturebook/${uid}/`,
      token: user,
      payload: m.payload,
      headers: m.headers,
    });
  };
  test('upload JPEG and PNG; checked by content; limits and messages', async () => {
    const jpeg = await upload([
      { name: 'image', value: await makeImage('jpeg'), filename: 'a.jpg', type: 'image/jpeg' },
      { name: 'comment', value: 'Hello' },
    ]);
    expect(jpeg.statusCode).toBe(201);
    expect(jpeg.json()).toMatchObject({
      comment: 'Hello',
      image_url: `/api/users/${uid}/picturebook/${jpeg.json().id}/decrypted/`,
    });
    const png = await upload([
      { name: 'image', value: await makeImage('png'), filename: 'lying.jpg', type: 'image/jpeg' },
    ]);
    expect(png.statusCode).toBe(201);
    expect(png.json().mime).toBe('image/png');
    const gif = await upload([
      {
        name: 'image',
        value: Buffer.from('GIF89a-not-allowed'),
        filename: 'x.jpg',
        type: 'image/jpeg',
      },
    ]);
    expect(gif.statusCode).toBe(400);
    expect(gif.json().detail).toBe('Only JPEG or PNG files are allowed.');
    const none = await upload([{ name: 'comment', value: 'no file' }]);
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toBe('Please select an image.');
    const big = Buffer.concat([await makeImage('jpeg'), Buffer.alloc(5242880)]);
    const tooBig = await upload([
      { name: 'image', value: big, filename: 'big.jpg', type: 'image/jpeg' },
    ]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().detail).toBe('File exceeds 5MB.');
  });
  test('stored encrypted; decrypted for the allowed; rotate, caption, delete', async () => {
    const img = await makeImage('png', 40, 20);
    const up = await upload([
      { name: 'image', value: img, filename: 'p.png', type: 'image/png' },
      { name: 'comment', value: 'Rotate me' },
    ]);
    const id = up.json().id as number;
    // the bytes are in the picture store (encrypted: tests/pictures.test.ts), not in the row
    const stored = await ctx.db.query<{ ciphertext: Buffer | null; image_key: string | null }>(
      'SELECT ciphertext, image_key FROM pictures WHERE id = $1',
      [id],
    );
    expect(stored[0]).toMatchObject({ ciphertext: null, image_key: expect.any(String) });
    const dec = await ctx.call({
      method: 'GET',
      url: `/api/users/${uid}/picturebook/${id}/decrypted/`,
      token: user,
    });
    expect(dec.statusCode).toBe(200);
    expect(dec.headers['content-type']).toBe('image/png');
    // re-encoded without metadata: the same pixels
    const pixels = (b: Buffer) => sharp(b).raw().toBuffer();
    expect((await pixels(dec.rawPayload)).equals(await pixels(img))).toBe(true);
    const other = (await ctx.login('user2')).access;
    expect(
      (
        await ctx.call({
          method: 'GET',
          url: `/api/users/picturebook/${id}/decrypted/`,
          token: other,
        })
      ).statusCode,
    ).toBe(403);

    const rot = await ctx.call({
      method: 'PATCH',
      url: `/api/users/${uid}/picturebook/${id}/`,
      token: user,
      body: { action: 'rotate', direction: 'left' },
    });
    expect(rot.statusCode).toBe(200);
    const after = await ctx.call({
      method: 'GET',
      url: `/api/users/picturebook/${id}/decrypted/`,
      token: user,
    });
    const meta = await sharp(after.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([20, 40]);
    const rot2 = await ctx.call({
      method: 'POST',
      url: `/api/users/${uid}/picturebook/${id}/rotate/`,
      token: user,
      body: { direction: 'right' },
    });
    expect(rot2.statusCode).toBe(200);

    const cap = await ctx.call({
      method: 'PATCH',
      url: `/api/users/${uid}/picturebook/${id}/`,
      token: user,
      body: { comment: ' New caption ' },
    });
    expect(cap.json().comment).toBe('New caption');
    const empty = await ctx.call({
      method: 'PATCH',
      url: `/api/users/${uid}/picturebook/${id}/`,
      token: user,
      body: { comment: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(
      (
        await ctx.call({
          method: 'DELETE',
          url: `/api/users/${uid}/picturebook/${id}/`,
          token: user,
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (
        await ctx.call({
          method: 'GET',
          url: `/api/users/picturebook/${id}/decrypted/`,
          token: user,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('appointments, medications, meals, messages', () => {
  test('appointment CRUD, .ics and e-mail', async () => {
    const base = `/api/users/${uid}/appointments/`;
    const add = await ctx.call({
      method: 'POST',
      url: base,
      token: user,
      body: {
        title: 'Dentist, checkup',
        start_time: '2026-12-01T09:00:00Z',
        end_time: '2026-12-01T09:30:00Z',
        location: 'Main St',
      },
    });
    expect(add.statusCode).toBe(201);
    const id = add.json().id as number;
    const bad = await ctx.call({
      method: 'PATCH',
      url: `${base}${id}/`,
      token: user,
      body: { end_time: '2026-11-01T09:00:00Z' },
    });
    expect(bad.statusCode).toBe(400);
    const edit = await ctx.call({
      method: 'PUT',
      url: `${base}${id}/edit/`,
      token: user,
      body: { title: 'Dentist', start_time: '2026-12-01T10:00:00Z', end_time: null },
    });
    expect(edit.statusCode).toBe(200);
    const ics = await ctx.call({
      method: 'GET',
      url: `${base}${id}/add-to-calendar/`,
      token: user,
    });
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain('BEGIN:VCALENDAR');
    expect(ics.body).toContain('DTSTART:20261201T100000Z');
    expect(ics.body).toContain('SUMMARY:Dentist');
    const mail = await ctx.call({
      method: 'POST',
      url: `/api/appointments/${id}/send-email/`,
      token: user,
    });
    expect(mail.statusCode).toBe(200);
    const box = await ctx.call({ method: 'GET', url: '/api/dev/outbox/?to=user@care.test' });
    expect(box.json()[0]).toMatchObject({
      subject: 'Appointment: Dentist',
      attachment_name: `appointment-${id}.ics`,
    });
    expect(
      (await ctx.call({ method: 'DELETE', url: `${base}${id}/`, token: user })).statusCode,
    ).toBe(204);
  });
  test('medication status and calendar', async () => {
    const list = await ctx.call({
      method: 'GET',
      url: `/api/users/${uid}/medications/`,
      token: user,
    });
    const med = list.json()[0] as { id: number };
    const st = await ctx.call({
      method: 'PATCH',
      url: `/api/users/${uid}/medications/${med.id}/status/`,
      token: user,
      body: { status: 'paused' },
    });
    expect(st.json().status).toBe('paused');
    const badSt = await ctx.call({
      method: 'PATCH',
      url: `/api/users/${uid}/medications/${med.id}/status/`,
      token: user,
      body: { status: 'eaten' },
    });
    expect(badSt.statusCode).toBe(400);
    const ics = await ctx.call({
      method: 'GET',
      url: `/api/users/${uid}/medications/${med.id}/add-to-calendar/`,
      token: user,
    });
    expect(ics.body).toContain('RRULE:FREQ=DAILY');
  });
  test('messages: send, acknowledge one and all', async () => {
    const clin = (await ctx.login('clinician')).access;
    const sent = await ctx.call({
      method: 'POST',
      url: '/api/messages/send/',
      token: clin,
      body: { recipient_id: uid, body: 'Hi' },
    });
    expect(sent.statusCode).toBe(201);
    const ack = await ctx.call({
      method: 'POST',
      url: `/api/messages/${sent.json().id}/acknowledge/`,
      token: user,
    });
    expect(ack.json().acknowledged).toBe(true);
    const all = await ctx.call({
      method: 'POST',
      url: `/api/messages/${uid}/acknowledge_all/`,
      token: user,
    });
    expect(all.statusCode).toBe(200);
    const list = await ctx.call({ method: 'GET', url: `/api/messages/${uid}/all/`, token: user });
    expect(list.json<{ acknowledged: boolean }[]>().every((m) => m.acknowledged)).toBe(true);
    const stranger = await ctx.call({
      method: 'POST',
      url: '/api/messages/send/',
      token: clin,
      body: { recipient_id: ctx.ids.user2, body: 'Hi' },
    });
    expect(stranger.statusCode).toBe(403);
  });
  test('support request', async () => {
    const res = await ctx.call({
      method: 'POST',
      url: '/api/support/',
      token: user,
      body: { subject: 'Help', message: 'Screen' },
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('voice token', () => {
  test('local gateway token: JWT signed with the gateway secret, identity user-<id>, ttl 3600', async () => {
    const res = await ctx.call({ method: 'GET', url: '/api/twilio/token/', token: user });
    const { token, identity } = res.json<{ token: string; identity: string }>();
    expect(identity).toBe(`user-${uid}`);
    const p = verifyJwt(token, ctx.cfg.voiceGatewaySecret) as {
      exp: number;
      iat: number;
      grants: { identity: string };
    };
    expect(p.exp - p.iat).toBe(3600);
    expect(p.grants.identity).toBe(identity);
  });
  test('Twilio AccessToken when provider credentials are configured', () => {
    const cfg = {
      ...ctx.cfg,
      twilio: {
        accountSid: 'AC123',
        apiKey: 'SK123',
        apiSecret: 'secret',
        twimlAppSid: 'AP123',
        authToken: 'auth',
      },
    };
    const { token } = buildVoiceToken(cfg, 7);
    const [h, b, s] = token.split('.') as [string, string, string];
    expect(JSON.parse(Buffer.from(h, 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
      cty: 'twilio-fpa;v=1',
    });
    const body = JSON.parse(Buffer.from(b, 'base64url').toString());
    expect(body).toMatchObject({
      iss: 'SK123',
      sub: 'AC123',
      grants: { identity: 'user-7', voice: { outgoing: { application_sid: 'AP123' } } },
    });
    expect(s).toBe(createHmac('sha256', 'secret').update(`${h}.${b}`).digest('base64url'));
  });
});

test('errors never leak internals; OpenAPI document is served', async () => {
  const res = await ctx.call({
    method: 'POST',
    url: `/api/users/${uid}/meals/`,
    token: user,
    payload: '{"bad json',
    headers: { 'content-type': 'application/json' },
  });
  expect(res.statusCode).toBe(400);
  expect(res.body).not.toMatch(/at |\.ts|SELECT/);
  const doc = await ctx.call({ method: 'GET', url: '/api/openapi.json' });
  expect(doc.statusCode).toBe(200);
  const paths = Object.keys(doc.json().paths as object);
  expect(paths).toEqual(
    expect.arrayContaining([
      '/api/users/me/',
      '/api/auth/login/',
      '/api/picturebook/{id}/',
      '/api/users/{id}/health-profile/',
    ]),
  );
  expect(res.headers['x-content-type-options']).toBe('nosniff');
});
