import type { Browser, Page, TestInfo } from '@playwright/test';
import { signIn } from '../support/accounts';
import { AccountApi, doseDueNowAndMessage, measureKiosk } from '../support/care-clock-pages';
import { CAREGIVER, personWithCareTeam } from '../support/care-planning-pages';
import { INTL_LOCALES, say } from '../support/catalogs';
import type { Language } from '../support/catalogs';
import { expect, test } from '../support/journey-fixtures';
import { bindKiosk } from '../support/kiosk-offline-pages';
import { seedKioskDevice } from '../support/kiosk-pairing';
import { expectAccessible } from '../support/site';

/**
 * The product in the person's own language (docs/languages.md): a person's kiosk in the language set on their
 * account, changed live; the caregiver's home on a phone in each language; and the pseudo-locale, which finds any
 * text that did not come through a catalog and any layout that breaks with 40 % longer words.
 */
test.describe.configure({ timeout: 120_000 });

const KIOSK = { width: 1024, height: 600 };
const PHONE = { width: 390, height: 844 };
/** Within a few seconds: the live channel's `person` event, one refetch of the account, the new catalogs. */
const FOLLOWS_WITHIN_MS = 5_000;

/** The device's own choice of locale (shared `LOCALE_OVERRIDE_KEY`), for the pseudo-locale and the phone. */
async function chooseLocale(page: Page, locale: string): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('care_locale', value), locale);
}

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

/** The weekday now in `zone`, as the language writes it (compared without case: Spanish and Polish write it small). */
function weekdayIn(language: Language, zone: string): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[language], { weekday: 'long', timeZone: zone })
    .format(Date.now())
    .toLowerCase();
}

/** Whether any visible element cuts its own text off (overflow hidden or clipped, with more text than room). */
function textCutOff(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => {
        const style = getComputedStyle(el);
        const clips = /hidden|clip/.test(style.overflowX + style.overflowY);
        const hasText = [...el.childNodes].some(
          (n) => n.nodeType === 3 && (n.textContent ?? '').trim() !== '',
        );
        return (
          clips &&
          hasText &&
          el.getBoundingClientRect().width > 1 &&
          (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
        );
      })
      .map((el) => el.textContent.slice(0, 60)),
  );
}

/**
 * The visible texts (text nodes and accessible names) that are not the pseudo-locale's: neither accented nor bracketed.
 * `data` are the journey's own words (names, medicines, messages), which are never translated; the clock's face (time
 * in words, weekday, date) is written by each language's rules and `Intl`, not catalogs, and is skipped.
 */
function untranslated(page: Page, data: string[]): Promise<string[]> {
  return page.evaluate((given) => {
    // A card's name is its person's (other journeys link people to the same caregiver meanwhile): data too.
    const labels = [
      ...document.querySelectorAll('section[aria-labelledby], [role="region"][aria-labelledby]'),
    ]
      .flatMap((el) => (el.getAttribute('aria-labelledby') ?? '').split(' '))
      .map((id) => document.getElementById(id)?.textContent.trim() ?? '')
      .filter(Boolean);
    const known = [...given, ...labels];
    const pseudo = /[⟦⟧áƀçđéƒĝĥíĵķĺɱñóƥǫŕšťúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹṀÑÓƤǪŔŠŤÚṼŴẊÝŽ]/;
    const words = /[A-Za-z]{2,}/;
    const ofData = (text: string) => {
      let rest = text;
      for (const word of known) rest = rest.split(word).join(' ');
      return !words.test(rest);
    };
    const found: string[] = [];
    const check = (text: string, where: string) => {
      const t = text.trim();
      if (t && words.test(t) && !pseudo.test(t) && !ofData(t)) found.push(`${where}: ${t}`);
    };
    for (const el of document.querySelectorAll('body *')) {
      if (el.closest('[data-clock-face], [data-testid^="clock"], time, script, style')) continue;
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(el).visibility === 'hidden')
        continue;
      for (const node of el.childNodes)
        if (node.nodeType === 3) check(node.textContent ?? '', el.tagName.toLowerCase());
      for (const attribute of ['aria-label', 'title', 'placeholder', 'alt'])
        check(el.getAttribute(attribute) ?? '', `${el.tagName.toLowerCase()}[${attribute}]`);
    }
    return [...new Set(found)];
  }, data);
}

/** A fresh person with her own paired kiosk, a medicine due now, an unread message and a contact without an account. */
async function personWithKiosk(
  playwright: Parameters<Parameters<typeof test>[2]>[0]['playwright'],
  careApi: Parameters<Parameters<typeof test>[2]>[0]['careApi'],
  user: { id: number; email: string; password: string },
  admin: { email: string; password: string },
  tag: string,
) {
  const http = await playwright.request.newContext();
  const asAdmin = await AccountApi.signIn(http, admin);
  const asUser = await AccountApi.signIn(http, user);
  const kiosk = await bindKiosk(asAdmin, user.id);
  const medicine = `Losartan ${tag}`;
  const message = `Hola ${tag}`;
  await doseDueNowAndMessage(asUser, asAdmin, user.id, { medication: medicine, message });
  // The clock's call buttons name a contact by their first name: "Call Robert".
  const contact = `Robert ${tag}`;
  await careApi.addContact(user.id, {
    name: contact,
    relationship: 'Son',
    phone_number: '5559876543',
  });
  // Two more, as the demo person has: the row beside the day's sentence is full (two buttons and "+1"), so a longer
  // language's sentence must still keep to one line beside it.
  for (const [name, relationship] of [
    [`Emily ${tag}`, 'Daughter'],
    [`Carol ${tag}`, 'Neighbour'],
  ] as const)
    await careApi.addContact(user.id, { name, relationship, phone_number: '5551234567' });
  return { http, asAdmin, kiosk, medicine, message, contact };
}

async function openKiosk(browser: Browser, kiosk: Awaited<ReturnType<typeof bindKiosk>>) {
  const context = await browser.newContext({ viewport: KIOSK, serviceWorkers: 'block' });
  await seedKioskDevice(context, kiosk);
  const page = await context.newPage();
  return { context, page };
}

/** The kiosk shows its clock page in `language`: its tiles' titles, the weekday, a call, nothing cut off, axe-clean. */
async function expectKioskIn(
  page: Page,
  language: Language,
  person: { medicine: string; message: string; contact: string },
): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const region = (english: string) =>
    page.getByRole('region', { name: say('clock', language, english), exact: true });
  const medicines = region('Medicines today');
  await expect(medicines).toBeVisible({ timeout: 30_000 });
  await expect(medicines).toContainText(person.medicine);
  const messages = region('Messages');
  await expect(messages).toContainText(person.message);
  await expect(region('Today')).toBeVisible();
  // Her calls: the list of people to call, named in her language, and each button ("Llamar a Robert").
  await expect(
    page.getByRole('navigation', { name: say('clock', language, 'Call'), exact: true }),
  ).toBeVisible();
  const call = page.getByRole('button', {
    name: say('clock', language, 'Call {name}', { name: 'Robert' }),
  });
  await expect(call).toBeVisible();
  const text = ((await page.locator('body').textContent()) ?? '').toLowerCase();
  expect(text).toContain(weekdayIn(language, 'Europe/London'));
  const facts = await measureKiosk(page);
  expect(facts.scrolls).toBe(false);
  expect(facts.outside).toEqual([]);
  expect(await textCutOff(page)).toEqual([]);
  await expectAccessible(page);
}

for (const language of ['es', 'pl', 'cy'] as const) {
  test(`the kiosk in ${language}: her clock, medicines, messages and calls at 1024×600 in the language set on her account`, async ({
    browser,
    playwright,
    careApi,
    user,
    admin,
  }, testInfo) => {
    const tag = `${language}${Date.now().toString(36)}`;
    const person = await personWithKiosk(playwright, careApi, user, admin, tag);
    await person.asAdmin.call('PUT', `/users/${user.id}/`, { language });
    const { context, page } = await openKiosk(browser, person.kiosk);
    try {
      await test.step(`Given her language is ${language}, When her kiosk starts, Then its clock page is in it`, async () => {
        await page.goto('/');
        await expect(page).toHaveURL(new RegExp(`/clock/${user.id}$`), { timeout: 30_000 });
        await expectKioskIn(page, language, person);
        await shot(page, testInfo, `kiosk-${language}`);
      });

      if (language === 'es') {
        await test.step('When an admin changes her language to Polish, Then the kiosk follows within seconds, with no reload', async () => {
          let documents = 0;
          page.on('framenavigated', (frame) => {
            if (frame === page.mainFrame()) documents += 1;
          });
          await person.asAdmin.call('PUT', `/users/${user.id}/`, { language: 'pl' });
          const changedAt = Date.now();
          await expect(
            page.getByRole('region', { name: say('clock', 'pl', 'Medicines today'), exact: true }),
          ).toBeVisible({ timeout: FOLLOWS_WITHIN_MS });
          expect(Date.now() - changedAt).toBeLessThan(FOLLOWS_WITHIN_MS);
          await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
          expect(documents).toBe(0);
        });
      }
    } finally {
      await context.close();
      await person.http.dispose();
    }
  });
}

test('the pseudo-locale on a kiosk at 1024×600: every text from a catalog, nothing cut off, nothing scrolls', async ({
  browser,
  playwright,
  careApi,
  user,
  admin,
}, testInfo) => {
  const tag = `xa${Date.now().toString(36)}`;
  const person = await personWithKiosk(playwright, careApi, user, admin, tag);
  const { context, page } = await openKiosk(browser, person.kiosk);
  try {
    await chooseLocale(page, 'en-XA');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    await expect(page.getByRole('region').filter({ hasText: person.medicine })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(person.message)).toBeVisible();
    await shot(page, testInfo, 'kiosk-en-XA');
    // Her own words: names, a medicine and its dose, a message (a contact shows by the first of their names).
    const names = [
      user.displayName,
      user.username,
      person.medicine,
      '1 tablet',
      person.message,
      person.contact,
      'Robert',
      'Emily',
      'Carol',
    ];
    expect(await untranslated(page, names)).toEqual([]);
    const facts = await measureKiosk(page);
    expect(facts.scrolls).toBe(false);
    expect(facts.outside).toEqual([]);
    expect(await textCutOff(page)).toEqual([]);
  } finally {
    await context.close();
    await person.http.dispose();
  }
});

test.describe('the caregiver’s home on a phone', () => {
  for (const locale of ['es', 'pl', 'en-XA'] as const) {
    test(`in ${locale} at 390×844: the people they care for, nothing cut off`, async ({
      browser,
      careApi,
      user,
    }, testInfo) => {
      const person = await personWithCareTeam(careApi, user);
      const context = await browser.newContext({ viewport: PHONE });
      const page = await context.newPage();
      try {
        await signIn(page, CAREGIVER);
        await expect(page).toHaveURL(/\/people$/);
        await chooseLocale(page, locale);
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        const card = page.getByRole('region', { name: person.displayName, exact: true });
        await expect(card).toBeVisible({ timeout: 30_000 });
        if (locale === 'en-XA') {
          // The cards hold other people's days too (other journeys link them meanwhile): the page's own words are
          // checked here, every text on the kiosk's page in the journey above.
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^⟦.+⟧$/);
          await expect(card.getByRole('group').first()).toHaveAccessibleName(/^⟦.+⟧$/);
        } else {
          await expect(
            page.getByRole('heading', { level: 1, name: say('care', locale, 'People I care for') }),
          ).toBeVisible();
          await expect(
            card.getByRole('group', { name: say('care', locale, 'Today’s medicines') }),
          ).toBeVisible();
          await expectAccessible(page);
        }
        await shot(page, testInfo, `caregiver-home-${locale}`);
        const fit = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          width: window.innerWidth,
        }));
        expect(fit.scrollWidth).toBeLessThanOrEqual(fit.width);
        expect(await textCutOff(page)).toEqual([]);
      } finally {
        await context.close();
        await careApi.unlinkCaregivers(user.id);
      }
    });
  }
});
