import type { BrowserContext } from '@playwright/test';
import { sidewaysPhotoWithGps } from '../../api/test/support/images';
import { AccountApi } from '../support/care-clock-pages';
import { CAREGIVER, personWithCareTeam } from '../support/care-planning-pages';
import { expect, test } from '../support/journey-fixtures';
import { clockRegion, openFaultKiosk, type FaultKiosk } from '../support/kiosk-faults';
import { API } from '../support/site';

/**
 * The kiosk hears about changes over the live channel (GET /api/events/) instead of
 * waiting for its next poll (60 s for messages, 5 minutes for pictures).
 */
test.describe.configure({ timeout: 120_000 });

let kiosk: FaultKiosk | null = null;
test.afterEach(async () => {
  await kiosk?.context.close();
  kiosk = null;
});

interface Watched {
  k: FaultKiosk;
  /** The kiosk's GET requests to the API, with when they started. */
  gets: { path: string; at: number }[];
}

/**
 * Opens the kiosk, watching its requests from the first one, and waits until its live channel's
 * stream answered (the host opens it after sign-in).
 */
async function liveKiosk(
  open: (init: (context: BrowserContext) => Promise<void>) => Promise<FaultKiosk>,
): Promise<Watched> {
  const gets: { path: string; at: number }[] = [];
  let streamOpen: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (streamOpen = resolve));
  const k = await open((context) => {
    context.on('request', (r) => {
      if (r.method() === 'GET' && r.url().startsWith(API)) {
        gets.push({ path: new URL(r.url()).pathname, at: Date.now() });
      }
    });
    context.on('response', (r) => {
      if (r.url().endsWith('/api/events/') && r.status() === 200) streamOpen();
    });
    return Promise.resolve();
  });
  await opened;
  // The stream's first frames (replay, `ready`) follow its headers at once.
  await k.page.waitForTimeout(500);
  return { k, gets };
}

test('a caregiver’s message shows on the kiosk within 2 s, with no reload and no poll in between', async ({
  browser,
  playwright,
  careApi,
  user,
  admin,
}) => {
  const http = await playwright.request.newContext();
  const person = await personWithCareTeam(careApi, user);
  const opened = await liveKiosk((init) => openFaultKiosk(browser, http, person, admin, { init }));
  kiosk = opened.k;
  const { k, gets } = opened;
  const caregiver = await AccountApi.signIn(http, CAREGIVER);
  const body = `I'm on my way ${Date.now().toString(36)}`;

  await test.step('When the caregiver sends a message', async () => {
    const before = gets.length;
    const sentAt = Date.now();
    await caregiver.call('POST', '/messages/send/', { recipient_id: person.id, body });
    await test.step('Then the kiosk shows it within 2 s', async () => {
      await expect(clockRegion(k.page, 'Messages').getByText(body)).toBeVisible({
        timeout: 2_000,
      });
      expect(Date.now() - sentAt).toBeLessThan(2_000);
    });
    // What the kiosk asked for meanwhile: the messages once, after the send (the event's
    // refetch), and no stream reopened (no reload): the same page kept its channel.
    const since = gets.slice(before);
    const messageGets = since.filter((g) => g.path === `/api/messages/${person.id}/all/`);
    expect(messageGets).toHaveLength(1);
    expect(messageGets[0]!.at).toBeGreaterThanOrEqual(sentAt);
    expect(since.filter((g) => g.path === '/api/events/')).toEqual([]);
    expect(k.visited).toHaveLength(1);
  });
  await http.dispose();
});

test('a picture an admin adds appears on the clock page without a reload', async ({
  browser,
  playwright,
  careApi,
  user,
  admin,
}) => {
  const http = await playwright.request.newContext();
  const opened = await liveKiosk((init) => openFaultKiosk(browser, http, user, admin, { init }));
  kiosk = opened.k;
  const { k } = opened;
  const caption = `Live picture ${Date.now().toString(36)}`;
  const access = await careApi.accessTokenOf(admin);
  const csrf = (
    (await (
      await http.get(`${API}/csrf/`, { headers: { Authorization: `Bearer ${access}` } })
    ).json()) as { csrfToken: string }
  ).csrfToken;
  const upload = await http.post(`${API}/users/${user.id}/picturebook/`, {
    headers: { Authorization: `Bearer ${access}`, 'X-CSRFToken': csrf },
    multipart: {
      comment: caption,
      image: { name: 'live.jpg', mimeType: 'image/jpeg', buffer: await sidewaysPhotoWithGps() },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  // The clock's picture list polls every 5 minutes; the event brings it within seconds.
  await expect(k.page.getByRole('img', { name: caption })).toBeVisible({ timeout: 10_000 });
  expect(k.visited).toHaveLength(1);
  await http.dispose();
});
