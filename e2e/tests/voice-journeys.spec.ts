import type { Browser, BrowserContext, LaunchOptions, Page } from '@playwright/test';
import { DEMO } from '../support/accounts';
import { LoginPage } from '../support/auth-pages';
import type { Account } from '../support/care-api';
import { expect, test } from '../support/journey-fixtures';
import { expectAccessible } from '../support/site';
import {
  audioStats,
  callContract,
  expectAudioFlowing,
  expectRegistered,
  gatewayStatus,
  latestCallFrom,
  openKiosk,
  startOwnGateway,
  trackPeerConnections,
  voiceToken,
} from '../support/voice';

/** mfe-voice/src/texts.ts and shared/src/call/call-texts.ts. */
const TEXTS = {
  connected: 'Connected',
  ended: 'Call ended',
  lostConnection: 'Call failed: The connection to the calling service was lost.',
  notReachable: 'Call failed: This number cannot be reached.',
  notAvailable: 'Call failed: The person you are calling is not available right now.',
  noNumber: 'No phone number provided.',
  microphoneDenied: 'Microphone access denied. Please allow microphone to make a call.',
  microphoneMissing: 'Microphone not supported on this device',
};

const KIOSK_IDENTITY = `user-${DEMO.user.id}`;
const MARGARET = 'Margaret Johnson';

// Two browsers, real media, and a 20-second echo test: these journeys take longer than a screen's.
test.describe.configure({ timeout: 120_000 });

async function signedInBrowser(
  browser: Browser,
  account: Account,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  await trackPeerConnections(context);
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(account);
  return { context, page };
}

/** Every request a page makes, to check that nothing leaves the machine. */
function recordHosts(page: Page): Set<string> {
  const hosts = new Set<string>();
  page.on('request', (request) => hosts.add(new URL(request.url()).hostname));
  page.on('websocket', (socket) => hosts.add(new URL(socket.url()).hostname));
  return hosts;
}

test.describe('browser calls between the kiosk and people, through the voice gateway', () => {
  test('an admin calls the kiosk: it answers by itself, both hear each other, the admin hangs up', async ({
    browser,
    admin,
  }) => {
    const kiosk = await openKiosk(browser);
    const kioskHosts = recordHosts(kiosk.page);
    const staff = await signedInBrowser(browser, admin);
    const staffHosts = recordHosts(staff.page);

    await test.step('Given the kiosk is registered for calls', async () => {
      await expectRegistered(KIOSK_IDENTITY);
    });
    await test.step('When the admin presses "Call this kiosk" on Margaret’s user edit page', async () => {
      await staff.page.goto(`/user-management/${DEMO.user.id}`);
      const calls = staff.page.getByRole('heading', { name: 'Calls', exact: true });
      await expect(calls).toBeVisible();
      await staff.page.getByRole('button', { name: 'Call this kiosk' }).click();
    });
    await test.step('Then the kiosk answers by itself and shows who is calling', async () => {
      await expect(
        kiosk.page.getByRole('dialog', { name: `Call with ${admin.displayName}` }),
      ).toBeVisible();
      await expect(kiosk.page.getByRole('dialog').getByRole('status')).toHaveText(TEXTS.connected);
    });
    await test.step('And audio flows both ways', async () => {
      const atKiosk = await expectAudioFlowing(kiosk.page, 'kiosk');
      const atStaff = await expectAudioFlowing(staff.page, 'admin');
      expect(atKiosk.codec).toBe('audio/opus');
      expect(atStaff.codec).toBe('audio/opus');
      await expect(
        staff.page.getByRole('complementary', { name: `Call with ${MARGARET}` }),
      ).toContainText(TEXTS.connected);
    });
    await expectAccessible(kiosk.page);
    await expectAccessible(staff.page);
    await test.step('And leaving the page during the call asks first (spec 8); staying keeps the call', async () => {
      const asked = staff.page.waitForEvent('dialog');
      await staff.page.close({ runBeforeUnload: true });
      const dialog = await asked;
      expect(dialog.type()).toBe('beforeunload');
      await dialog.dismiss();
      await expect(staff.page.getByRole('button', { name: 'Hang up' })).toBeVisible();
    });

    await test.step('When the admin hangs up', async () => {
      await staff.page.getByRole('button', { name: 'Hang up' }).click();
    });
    await test.step('Then the kiosk’s call screen goes away and the gateway saw the caller hang up', async () => {
      await expect(kiosk.page.getByText(TEXTS.ended).first()).toBeVisible();
      await expect(kiosk.page.getByRole('dialog')).toBeHidden();
      expect(await latestCallFrom(`user-${admin.id}`)).toMatchObject({
        callee: KIOSK_IDENTITY,
        state: 'ended',
        endReason: 'caller-hangup',
        codec: 'opus',
      });
    });
    await test.step('And after the call the page closes without asking', async () => {
      await staff.page.close({ runBeforeUnload: true });
      await expect.poll(() => staff.page.isClosed()).toBe(true);
    });
    await test.step('And no request left the machine', () => {
      for (const hosts of [kioskHosts, staffHosts]) {
        expect([...hosts].filter((h) => h !== 'localhost' && h !== '127.0.0.1')).toEqual([]);
      }
    });
    await kiosk.context.close();
    await staff.context.close();
  });

  test('the kiosk calls a contact who is signed in: they answer, keypad digits arrive, the kiosk hangs up', async ({
    browser,
    admin,
    careApi,
  }) => {
    const number = `555${String(Date.now()).slice(-7)}`;
    const contactId = await careApi.addContact(DEMO.user.id, {
      name: 'Journey Daughter',
      relationship: 'Daughter',
      phone_number: `(${number.slice(0, 3)}) ${number.slice(3, 6)}-${number.slice(6)}`,
      email: admin.email,
    });
    const person = await signedInBrowser(browser, admin);
    const kiosk = await openKiosk(browser);
    try {
      await test.step('Given the contact switched "Available for calls" on in their browser', async () => {
        await person.page.getByRole('button', { name: 'Calls' }).click();
        await person.page.getByRole('switch', { name: 'Available for calls' }).click();
        await expect(
          person.page.getByRole('complementary', { name: 'Calls' }).getByRole('status'),
        ).toHaveText('Receiving calls');
        await expectRegistered(`user-${admin.id}`);
      });
      await test.step('When Margaret taps her daughter on the kiosk', async () => {
        await callContract(kiosk.page, 'startCall', {
          phoneNumber: `(${number.slice(0, 3)}) ${number.slice(3, 6)}-${number.slice(6)}`,
          name: 'Journey Daughter',
        });
        await expect(
          kiosk.page.getByRole('dialog', { name: 'Call with Journey Daughter' }),
        ).toBeVisible();
      });
      await test.step('Then the daughter’s browser rings with Margaret’s name and she answers', async () => {
        const ringing = person.page.getByRole('complementary', {
          name: `Incoming call from ${MARGARET}`,
        });
        await expect(ringing).toBeVisible();
        await expect(kiosk.page.getByRole('dialog').getByRole('status')).toHaveText('Ringing...');
        await ringing.getByRole('button', { name: 'Answer' }).click();
      });
      await test.step('And they hear each other', async () => {
        await expectAudioFlowing(kiosk.page, 'kiosk');
        await expectAudioFlowing(person.page, 'contact');
      });
      await expectAccessible(person.page);
      await test.step('When Margaret presses 1, 2 and # on the keypad', async () => {
        const screen = kiosk.page.getByRole('dialog');
        await screen.getByRole('button', { name: 'Keypad' }).click();
        const keypad = screen.getByRole('group', { name: 'Keypad' });
        for (const key of ['1', '2', '#']) await keypad.getByRole('button', { name: key }).click();
        await expect(screen).toContainText('Digits sent: 12#');
      });
      await test.step('Then the digits reach the far end as DTMF', async () => {
        await expect
          .poll(async () => (await latestCallFrom(KIOSK_IDENTITY)).digits, { timeout: 10_000 })
          .toBe('12#');
      });
      await expectAccessible(kiosk.page);
      await test.step('When Margaret hangs up, the call ends on both sides', async () => {
        await kiosk.page.getByRole('dialog').getByRole('button', { name: 'Hang up' }).click();
        await expect(person.page.getByText(TEXTS.ended).first()).toBeVisible();
        await expect(person.page.getByRole('button', { name: 'Hang up' })).toBeHidden();
        expect(await latestCallFrom(KIOSK_IDENTITY)).toMatchObject({
          to: number,
          callee: `user-${admin.id}`,
          endReason: 'caller-hangup',
        });
      });
    } finally {
      await kiosk.context.close();
      await person.context.close();
      await careApi.deleteContact(DEMO.user.id, contactId);
    }
  });

  test('the kiosk is told when a number cannot be reached or the person is not available', async ({
    browser,
  }) => {
    const kiosk = await openKiosk(browser);
    const toast = (text: string) => kiosk.page.getByText(text, { exact: true });
    await test.step('A contact without an account: "This number cannot be reached."', async () => {
      // Robert Johnson, 5559876543, has no account (api/src/seed.ts).
      await callContract(kiosk.page, 'startCall', { phoneNumber: '5559876543', name: 'Robert' });
      await expect(toast(TEXTS.notReachable)).toBeVisible();
      await expect(kiosk.page.getByRole('dialog')).toBeHidden();
    });
    await test.step('A contact whose browser is not registered: "…not available right now."', async () => {
      // Carol Nguyen, 5552223333, is caregiver@care.test, who is not signed in.
      await callContract(kiosk.page, 'startCall', { phoneNumber: '555-222-3333', name: 'Carol' });
      await expect(toast(TEXTS.notAvailable)).toBeVisible();
      expect(await latestCallFrom(KIOSK_IDENTITY)).toMatchObject({ errorCode: 31480 });
    });
    await test.step('A contact without a number: "No phone number provided."', async () => {
      await callContract(kiosk.page, 'startCall', { phoneNumber: '', name: 'Nobody' });
      await expect(toast(TEXTS.noNumber)).toBeVisible();
    });
    await kiosk.context.close();
  });

  test('a staff member’s test call echoes their own microphone for 20 seconds', async ({
    browser,
    admin,
  }) => {
    const staff = await signedInBrowser(browser, admin);
    await test.step('When I open Calls and start a test call', async () => {
      await staff.page.getByRole('button', { name: 'Calls' }).click();
      await expectAccessible(staff.page);
      await staff.page.getByRole('button', { name: 'Test call' }).click();
    });
    await test.step('Then I hear myself', async () => {
      const dock = staff.page.getByRole('complementary', { name: 'Test call' });
      await expect(dock).toContainText('You should hear yourself.');
      const stats = await expectAudioFlowing(staff.page, 'staff');
      expect(stats.receivedEnergy).toBeGreaterThan(0);
    });
    await test.step('And the test ends by itself after 20 seconds', async () => {
      await expect(staff.page.getByText(TEXTS.ended).first()).toBeVisible({ timeout: 30_000 });
      const call = await latestCallFrom(`user-${admin.id}`);
      expect(call).toMatchObject({ target: 'echo', endReason: 'completed' });
      const record = call as unknown as { answeredAt: string; endedAt: string };
      const seconds = (Date.parse(record.endedAt) - Date.parse(record.answeredAt)) / 1000;
      expect(seconds).toBeGreaterThanOrEqual(19.5);
      expect(seconds).toBeLessThan(21);
    });
    await staff.context.close();
  });

  test('a voice token about to expire is refreshed without dropping the registration', async ({
    browser,
    admin,
  }) => {
    const SHORT_TTL_SECONDS = 14;
    let tokenRequests = 0;
    let shortTokenAt = 0;
    const kiosk = await openKiosk(browser, async (context) => {
      await context.route('**/api/twilio/token/', async (route) => {
        tokenRequests += 1;
        // The first token lives 14 s: the SDK announces its expiry 10 s early, at 4 s.
        if (tokenRequests === 1) {
          shortTokenAt = Date.now();
          await route.fulfill({
            json: {
              token: voiceToken(KIOSK_IDENTITY, SHORT_TTL_SECONDS),
              identity: KIOSK_IDENTITY,
            },
          });
        } else {
          await route.continue();
        }
      });
    });
    await test.step('Given the kiosk registered with a token that expires in 14 s', async () => {
      await expectRegistered(KIOSK_IDENTITY);
    });
    await test.step('Then it fetches a fresh token before that', async () => {
      await expect.poll(() => tokenRequests, { timeout: 20_000 }).toBe(2);
      const session = (await gatewayStatus()).sessions.find((s) => s.identity === KIOSK_IDENTITY);
      expect(session?.expiresAt).toBeGreaterThan(Math.floor(shortTokenAt / 1000) + 600);
    });
    await test.step('And once the first token has expired it is still registered, on the same connection', async () => {
      const untilExpired = shortTokenAt + (SHORT_TTL_SECONDS + 2) * 1000 - Date.now();
      await kiosk.page.waitForTimeout(Math.max(0, untilExpired));
      const sessions = (await gatewayStatus()).sessions.filter(
        (s) => s.identity === KIOSK_IDENTITY,
      );
      expect(sessions).toEqual([expect.objectContaining({ registered: true })]);
    });
    await test.step('And a call still reaches it', async () => {
      const staff = await signedInBrowser(browser, admin);
      await callContract(staff.page, 'callIdentity', KIOSK_IDENTITY, MARGARET);
      await expect(kiosk.page.getByRole('dialog').getByRole('status')).toHaveText(TEXTS.connected);
      await staff.page.getByRole('button', { name: 'Hang up' }).click();
      await staff.context.close();
    });
    await kiosk.context.close();
  });

  test('the gateway going down ends the call with a message; the kiosk registers again when it is back', async ({
    browser,
  }) => {
    // A gateway of this test's own, so that stopping it leaves the stack's gateway to the other journeys.
    const PORT = 4101;
    let gateway = await startOwnGateway(PORT);
    const kiosk = await openKiosk(browser, async (context) => {
      await context.route('**/remotes.json', async (route) => {
        const response = await route.fetch();
        const config = (await response.json()) as Record<string, unknown>;
        await route.fulfill({ response, json: { ...config, voiceGateway: `localhost:${PORT}` } });
      });
    });
    try {
      await test.step('Given the kiosk is registered and in a call', async () => {
        await expectRegistered(KIOSK_IDENTITY, PORT);
        await callContract(kiosk.page, 'testCall');
        await expectAudioFlowing(kiosk.page, 'kiosk');
      });
      await test.step('When the gateway goes down', async () => {
        await gateway.kill();
      });
      await test.step('Then the call ends and the kiosk says why', async () => {
        await expect(kiosk.page.getByText(TEXTS.lostConnection, { exact: true })).toBeVisible();
        await expect(kiosk.page.getByRole('dialog')).toBeHidden();
        expect((await audioStats(kiosk.page))?.connection).toBe('closed');
      });
      await test.step('And when the gateway is back, the kiosk registers again by itself', async () => {
        gateway = await startOwnGateway(PORT);
        await expectRegistered(KIOSK_IDENTITY, PORT);
      });
    } finally {
      await kiosk.context.close();
      await gateway.stop();
    }
  });
  test('every call goes through the voice webhook and lands in the call log on user edit', async ({
    browser,
    admin,
  }) => {
    const kiosk = await openKiosk(browser);
    const staff = await signedInBrowser(browser, admin);
    try {
      await test.step('Given the admin called the kiosk and hung up after it answered', async () => {
        await expectRegistered(KIOSK_IDENTITY);
        await callContract(staff.page, 'callIdentity', KIOSK_IDENTITY, MARGARET);
        await expect(kiosk.page.getByRole('dialog').getByRole('status')).toHaveText(
          TEXTS.connected,
        );
        await staff.page.getByRole('button', { name: 'Hang up' }).click();
        await expect(kiosk.page.getByRole('dialog')).toBeHidden();
      });
      await test.step('When the admin opens Margaret’s user edit page', async () => {
        await staff.page.goto(`/user-management/${DEMO.user.id}`);
      });
      await test.step('Then the call log shows the answered call from the admin', async () => {
        const log = staff.page.getByRole('table', {
          name: 'The person’s last 50 calls, newest first',
        });
        await expect
          .poll(
            async () => {
              await staff.page.reload();
              return (await log.getByRole('row').nth(1).textContent({ timeout: 10_000 })) ?? '';
            },
            { timeout: 20_000 },
          )
          .toMatch(new RegExp(`${admin.displayName}\\s*Called this person.*Answered`));
      });
      await expectAccessible(staff.page);
    } finally {
      await kiosk.context.close();
      await staff.context.close();
    }
  });

  test('a blocked microphone is told, not swallowed; a page without one says it is not supported', async ({
    browser,
    playwright,
  }) => {
    // The stack's browser grants the microphone (--use-fake-ui-for-media-stream); with `=deny` Chromium's
    // fake prompt refuses it, as a person who blocked the microphone would: getUserMedia → NotAllowedError.
    const launch = test.info().project.use.launchOptions as LaunchOptions;
    const denying = await playwright.chromium.launch({
      ...launch,
      args: (launch.args ?? []).map((arg) =>
        arg === '--use-fake-ui-for-media-stream' ? '--use-fake-ui-for-media-stream=deny' : arg,
      ),
    });
    try {
      const kiosk = await openKiosk(denying);
      await test.step('When Margaret calls Carol with the microphone blocked', async () => {
        await expectRegistered(KIOSK_IDENTITY);
        await callContract(kiosk.page, 'startCall', { phoneNumber: '555-222-3333', name: 'Carol' });
      });
      await test.step('Then the kiosk says the microphone is blocked (spec 8)', async () => {
        await expect(kiosk.page.getByText(TEXTS.microphoneDenied, { exact: true })).toBeVisible();
        await expect(kiosk.page.getByRole('dialog')).toBeHidden();
      });
      await expectAccessible(kiosk.page);
      await kiosk.context.close();
    } finally {
      await denying.close();
    }
    await test.step('And on a page without navigator.mediaDevices: "Microphone not supported"', async () => {
      const kiosk = await openKiosk(browser, async (context) => {
        await context.addInitScript(() => {
          // What a page that is not a secure context, or an old embedded browser, looks like.
          delete (Navigator.prototype as unknown as { mediaDevices?: unknown }).mediaDevices;
        });
      });
      await callContract(kiosk.page, 'startCall', { phoneNumber: '555-222-3333', name: 'Carol' });
      await expect(kiosk.page.getByText(TEXTS.microphoneMissing, { exact: true })).toBeVisible();
      await kiosk.context.close();
    });
  });
});
