import { createHash } from 'node:crypto';
import { sidewaysPhotoWithGps } from '../../api/test/support/images';
import { DEMO } from '../support/accounts';
import { CAREGIVER, CLINICIAN, clockIn, personWithCareTeam } from '../support/care-planning-pages';
import {
  BALANCER_PORT,
  Caller,
  INSTANCE_PORTS,
  clusterControl,
  multipartForm,
  openLiveStream,
  send,
} from '../support/cluster';
import type { LiveStream } from '../support/cluster';
import { expect, test } from '../support/journey-fixtures';
import { startDemoKiosk } from '../support/kiosk-always-on-pages';

/**
 * The product as three API instances behind nginx, on PostgreSQL, Redis and an S3-protocol object store
 * (scripts/cluster.mjs --e2e; playwright.cluster.config.ts). Each case prints what it did.
 */
test.afterEach(async () => {
  // Whatever a case stopped, the next one finds every instance up.
  await clusterControl.ensureAll();
});

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);
const report = (line: string) => console.info(`[cluster] ${line}`);

test.describe('the cluster', { tag: '@cluster' }, () => {
  test('a picture uploaded through one instance is served, byte for byte, by the other two', async () => {
    const [first, ...others] = INSTANCE_PORTS;
    const admin = await Caller.signIn(first, DEMO.admin);
    const caption = `Through one instance ${Date.now().toString(36)}`;
    const upload = await send({
      port: first,
      method: 'POST',
      path: `/users/${DEMO.user.id}/picturebook/`,
      headers: admin.headers(),
      raw: multipartForm(
        {
          field: 'image',
          name: 'cluster.jpg',
          type: 'image/jpeg',
          bytes: await sidewaysPhotoWithGps(),
        },
        { comment: caption },
      ),
    });
    expect(upload.status, upload.body.toString()).toBe(201);
    const id = (upload.json() as { id: number }).id;
    const read = (port: number, what: 'decrypted' | 'thumbnail') =>
      admin.call(port, 'GET', `/users/${DEMO.user.id}/picturebook/${id}/${what}/`);

    for (const what of ['decrypted', 'thumbnail'] as const) {
      const stored = await read(first, what);
      expect(stored.status).toBe(200);
      expect(stored.body.length).toBeGreaterThan(100);
      for (const port of others) {
        const elsewhere = await read(port, what);
        expect(elsewhere.status, `${what} from :${port}`).toBe(200);
        expect(elsewhere.body.equals(stored.body), `${what} from :${port} is the same bytes`).toBe(
          true,
        );
      }
      report(
        `picture ${id} (${what}, ${stored.body.length} bytes, sha256 ${sha(stored.body)}): stored through :${first}, identical from :${others.join(' and :')}`,
      );
    }

    const removed = await admin.call(
      others[1],
      'DELETE',
      `/users/${DEMO.user.id}/picturebook/${id}/`,
    );
    expect(removed.status).toBeLessThan(300);
    for (const port of INSTANCE_PORTS) expect((await read(port, 'decrypted')).status).toBe(404);
    report(`picture ${id} deleted through :${others[1]}: 404 from every instance`);
  });

  test('the login limit holds across instances, while 40 kiosks on 40 client addresses all sign in', async () => {
    await test.step('Eleven wrong passwords from one client through the balancer: the eleventh is refused', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        const answer = await send({
          port: BALANCER_PORT,
          method: 'POST',
          path: '/auth/login/',
          body: { email: 'user2@care.test', password: 'not-the-password' },
          from: '127.0.0.66',
        });
        codes.push(answer.status);
      }
      expect(codes).toEqual([...Array.from({ length: 10 }, () => 401), 429, 429]);
      report(`login through the balancer from 127.0.0.66: ${codes.join(' ')}`);
    });

    await test.step('The same straight at the instances in turn, each try with a made-up X-Forwarded-For', async () => {
      const codes: string[] = [];
      for (let i = 0; i < 12; i += 1) {
        const port = INSTANCE_PORTS[i % INSTANCE_PORTS.length] ?? BALANCER_PORT;
        const answer = await send({
          port,
          method: 'POST',
          path: '/auth/login/',
          body: { email: 'user2@care.test', password: 'not-the-password' },
          from: '127.0.0.67',
          headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
        });
        codes.push(`:${port}→${answer.status}`);
      }
      expect(codes.map((c) => c.split('→')[1])).toEqual([
        ...Array.from({ length: 10 }, () => '401'),
        '429',
        '429',
      ]);
      report(
        `login straight at the instances from 127.0.0.67 (forged X-Forwarded-For ignored): ${codes.join(' ')}`,
      );
    });

    await test.step('Forty kiosks, each on its own address behind the balancer, all start', async () => {
      const kiosks = Array.from({ length: 40 }, (_, i) => `127.0.1.${i + 1}`);
      const codes = await Promise.all(
        kiosks.map(async (from) => {
          const config = await send({
            port: BALANCER_PORT,
            path: '/kiosk_bootstrap_config/',
            headers: { 'x-device-id': DEMO.kioskDeviceId },
            from,
          });
          return config.status;
        }),
      );
      expect(codes).toEqual(kiosks.map(() => 200));
      // The limit is real: one address alone gets its 30 a minute and then is refused.
      const alone: number[] = [];
      for (let i = 0; i < 31; i += 1) {
        alone.push(
          (
            await send({
              port: BALANCER_PORT,
              path: '/kiosk_bootstrap_config/',
              headers: { 'x-device-id': DEMO.kioskDeviceId },
              from: '127.0.0.69',
            })
          ).status,
        );
      }
      expect(alone.slice(0, 30).every((s) => s === 200)).toBe(true);
      expect(alone[30]).toBe(429);
      report(
        `40 kiosks on 127.0.1.1–40: ${codes.filter((s) => s === 200).length} started; one address alone: 30 × 200, then ${alone[30]}`,
      );
    });
  });

  test('a dose nobody marks becomes missed once: one notification and one e-mail per carer, three instances sweeping', async ({
    careApi,
    user,
  }) => {
    const person = await personWithCareTeam(careApi, user);
    const medication = `Cluster donepezil ${Date.now().toString(36)}`;
    const past = clockIn(person.zone, -15);
    const clinician = await Caller.signIn(BALANCER_PORT, CLINICIAN);
    expect(
      (
        await clinician.call(BALANCER_PORT, 'PUT', `/users/${person.id}/dose-settings/`, {
          missed_after_minutes: 5,
        })
      ).status,
    ).toBe(200);
    const added = await clinician.call(BALANCER_PORT, 'POST', `/users/${person.id}/medications/`, {
      name: medication,
      dosage: '5 mg',
      times: [past.time],
      start_date: past.date,
    });
    expect(added.status, added.body.toString()).toBe(201);

    const caregiverToken = await careApi.accessTokenOf(CAREGIVER);
    const clinicianToken = await careApi.accessTokenOf(CLINICIAN);
    const notified = async (token: string) =>
      (await careApi.getWith<{ body: string }[]>(token, '/users/notifications/')).filter((n) =>
        n.body.includes(medication),
      ).length;
    await expect.poll(() => notified(caregiverToken), { timeout: 30_000 }).toBeGreaterThan(0);
    // Every instance sweeps every 5 s: three more rounds each, and still one of each.
    await new Promise((resolve) => setTimeout(resolve, 16_000));
    const counts = {
      caregiverNotifications: await notified(caregiverToken),
      clinicianNotifications: await notified(clinicianToken),
      caregiverMails: (await careApi.mailTo(CAREGIVER.email)).filter((m) =>
        m.body.includes(medication),
      ).length,
      clinicianMails: (await careApi.mailTo(CLINICIAN.email)).filter((m) =>
        m.body.includes(medication),
      ).length,
    };
    expect(counts).toEqual({
      caregiverNotifications: 1,
      clinicianNotifications: 1,
      caregiverMails: 1,
      clinicianMails: 1,
    });
    report(
      `missed dose of ${medication}, 16 s of sweeps after it was stored: ${JSON.stringify(counts)}`,
    );
  });

  test('one instance killed under reads and writes: reads go elsewhere, no acknowledged write is lost, the kiosk keeps its clock', async ({
    browser,
    careApi,
    user,
  }) => {
    const person = await personWithCareTeam(careApi, user);
    const { context, page } = await startDemoKiosk(browser);

    const caregiver = await Caller.signIn(BALANCER_PORT, CAREGIVER);
    const reads = { ok: 0, failed: [] as number[] };
    const writes = { acknowledged: [] as string[], refused: [] as number[] };
    const until = Date.now() + 12_000;
    let sequence = 0;
    const reader = async () => {
      while (Date.now() < until) {
        const answer = await caregiver.call(
          BALANCER_PORT,
          'GET',
          `/users/${person.id}/medications/`,
        );
        if (answer.status === 200) reads.ok += 1;
        else reads.failed.push(answer.status);
      }
    };
    const writer = async () => {
      while (Date.now() < until) {
        sequence += 1;
        const body = `Kill test message ${sequence} ${Date.now().toString(36)}`;
        const answer = await caregiver.call(BALANCER_PORT, 'POST', '/messages/send/', {
          recipient_id: person.id,
          body,
        });
        if (answer.status === 201) writes.acknowledged.push(body);
        else writes.refused.push(answer.status);
      }
    };
    const killer = async () => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await clusterControl.stop(2, 'SIGKILL');
    };
    await Promise.all([reader(), reader(), writer(), killer()]);

    expect(reads.failed, 'every read answered by a living instance').toEqual([]);
    // Every message to the person, read back page by page in the admin area (the clock's own list is bounded).
    const admin = await Caller.signIn(BALANCER_PORT, DEMO.admin);
    const bodies = new Set<string>();
    for (let page = 1; ; page += 1) {
      const stored = await admin.call(
        BALANCER_PORT,
        'GET',
        `/admin/messages/?recipient_id=${person.id}&page_size=100&page=${page}`,
      );
      expect(stored.status).toBe(200);
      const { results } = stored.json() as { results: { body: string }[] };
      for (const m of results) bodies.add(m.body);
      if (results.length < 100) break;
    }
    const lost = writes.acknowledged.filter((b) => !bodies.has(b));
    expect(lost, 'acknowledged writes missing afterwards').toEqual([]);
    expect(writes.acknowledged.length).toBeGreaterThan(10);
    await expect(page).toHaveURL(/\/clock\/1$/);
    await expect(page.getByRole('region', { name: 'Medicines today' })).toBeVisible();
    report(
      `instance 2 killed (SIGKILL) 3 s into 12 s of traffic through the balancer: reads ${reads.ok} ok, ${reads.failed.length} failed; writes ${writes.acknowledged.length} acknowledged (all found afterwards), ${writes.refused.length} not acknowledged (${writes.refused.join(' ') || 'none'}); the kiosk stayed on /clock/1`,
    );
    await context.close();
  });

  test('the live channel: a kiosk’s stream on a killed instance resumes on another, nothing missed and nothing twice', async ({
    careApi,
    user,
  }) => {
    const person = await personWithCareTeam(careApi, user);
    const [first, second, third] = INSTANCE_PORTS;
    // The person's own sign-in: their kiosk signs in as them and hears what concerns them.
    const kiosk = await Caller.signIn(BALANCER_PORT, user);
    const caregiver = await Caller.signIn(BALANCER_PORT, CAREGIVER);
    const messageIds = (stream: LiveStream): number[] =>
      stream.frames
        .filter((f) => f.event === 'change')
        .map(
          (f) => JSON.parse(f.data) as { person: number; kind: string; payload: { id?: number } },
        )
        .filter((c) => c.person === person.id && c.kind === 'message')
        .map((c) => c.payload.id ?? 0);
    const sendMessage = async (port: number, n: number): Promise<number> => {
      const answer = await caregiver.call(port, 'POST', '/messages/send/', {
        recipient_id: person.id,
        body: `Live channel ${n} ${Date.now().toString(36)}`,
      });
      expect(answer.status, answer.body.toString()).toBe(201);
      return (answer.json() as { id: number }).id;
    };

    const before = openLiveStream(first, kiosk.access);
    await expect.poll(() => before.frames.some((f) => f.event === 'ready')).toBe(true);
    // Written on another instance: PostgreSQL's notification carries it to the stream's.
    const sentAt = Date.now();
    const heard = await sendMessage(second, 1);
    await expect.poll(() => messageIds(before), { timeout: 2_000 }).toEqual([heard]);
    const latency = Date.now() - sentAt;
    const resumeFrom = before.lastId();
    expect(resumeFrom).not.toBeNull();

    await clusterControl.stop(1, 'SIGKILL');
    await before.ended;
    // While no stream is open: what the kiosk must not miss.
    const missed = [await sendMessage(second, 2), await sendMessage(third, 3)];

    const after = openLiveStream(third, kiosk.access, resumeFrom ?? undefined);
    await expect.poll(() => after.frames.some((f) => f.event === 'ready')).toBe(true);
    expect(after.frames.some((f) => f.event === 'reset')).toBe(false);
    // The replay before `ready`: exactly the events after the last one heard, in order.
    const readyAt = after.frames.findIndex((f) => f.event === 'ready');
    const replayed = messageIds({ ...after, frames: after.frames.slice(0, readyAt) });
    expect(replayed).toEqual(missed);
    const live = await sendMessage(second, 4);
    await expect.poll(() => messageIds(after), { timeout: 2_000 }).toEqual([...missed, live]);
    after.close();
    report(
      `live channel: a message written on instance 2 reached the stream on instance 1 in ${latency} ms; instance 1 killed (SIGKILL); 2 messages written with no stream open; the stream resumed on instance 3 from event ${resumeFrom} and replayed exactly those 2, then heard the next live`,
    );
  });
});
