import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { SMTPServerDataStream } from 'smtp-server';
import { setup } from './helpers';
import type { Ctx } from './helpers';

/** Mail through a real SMTP conversation (an in-process SMTP server) and the outbox. */
interface Received {
  to: string[];
  raw: string;
}
let received: Received[] = [];
let refuse = false;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream: SMTPServerDataStream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      if (refuse) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        return;
      }
      received.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});
let ctx: Ctx;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  ctx = await setup({
    smtp: { host: '127.0.0.1', port, secure: false, user: null, password: null },
    mailFrom: 'Care <no-reply@care.test>',
  });
});
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  received = [];
  refuse = false;
});

interface OutboxRow {
  status: string;
  attempts: number;
  last_error: string | null;
  sent_at: Date | null;
}
const lastMailTo = async (to: string): Promise<OutboxRow | undefined> =>
  (
    await ctx.db.query<OutboxRow>(
      'SELECT status, attempts, last_error, sent_at FROM outbox WHERE to_email = $1 ORDER BY id DESC LIMIT 1',
      [to],
    )
  )[0];

test('a password reset is delivered over SMTP and the outbox row records it', async () => {
  const res = await ctx.call({
    method: 'POST',
    url: '/api/auth/password-reset/',
    body: { email: 'user2@care.test' },
    csrf: false,
  });
  expect(res.statusCode).toBe(200);
  await ctx.app.mailer.idle();
  expect(received).toHaveLength(1);
  expect(received[0]?.to).toEqual(['user2@care.test']);
  expect(received[0]?.raw).toMatch(/Subject: Reset your password/);
  expect(received[0]?.raw).toMatch(/Reset token: \S+/);
  expect(received[0]?.raw).toMatch(/From: Care <no-reply@care\.test>/);
  expect(await lastMailTo('user2@care.test')).toMatchObject({
    status: 'sent',
    attempts: 1,
    last_error: null,
  });
});

test('an appointment e-mail carries its .ics as a calendar attachment', async () => {
  const { access } = await ctx.login('user');
  const rows = await ctx.db.query<{ id: number }>(
    'SELECT id FROM appointments WHERE user_id = $1 ORDER BY id LIMIT 1',
    [ctx.ids.user],
  );
  const res = await ctx.call({
    method: 'POST',
    url: `/api/appointments/${rows[0]?.id}/send-email/`,
    token: access,
  });
  expect(res.statusCode).toBe(200);
  await ctx.app.mailer.idle();
  expect(received[0]?.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/);
  expect(received[0]?.raw).toMatch(/filename=appointment-\d+\.ics/);
});

test('a refused delivery is recorded as failed and retried later', async () => {
  refuse = true;
  await ctx.call({
    method: 'POST',
    url: '/api/auth/password-reset/',
    body: { email: 'staff@care.test' },
    csrf: false,
  });
  await ctx.app.mailer.idle();
  const failed = await lastMailTo('staff@care.test');
  expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
  expect(failed?.last_error).toMatch(/550/);
  refuse = false;
  await ctx.app.mailer.flush();
  expect(await lastMailTo('staff@care.test')).toMatchObject({ status: 'sent', attempts: 2 });
  expect(received.map((r) => r.to)).toEqual([['staff@care.test']]);
});

test('without a relay, mail stays in the outbox as pending', async () => {
  const plain = await setup();
  await plain.call({
    method: 'POST',
    url: '/api/auth/password-reset/',
    body: { email: 'user2@care.test' },
    csrf: false,
  });
  await plain.app.mailer.idle();
  const box = await plain.call({ method: 'GET', url: '/api/dev/outbox?to=user2@care.test' });
  expect(box.json<{ status: string; attempts: number }[]>()[0]).toMatchObject({
    status: 'pending',
    attempts: 0,
  });
  await plain.close();
});
