import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Account } from './care-api';
import { API } from './site';

/** Calls the API as one account (its own sign-in, CSRF cookie and header): set-up and clean-up data. */
export class AccountApi {
  private constructor(
    private readonly http: APIRequestContext,
    private readonly access: string,
    private readonly csrf: string,
  ) {}

  static async signIn(http: APIRequestContext, account: Pick<Account, 'email' | 'password'>) {
    const login = await http.post(`${API}/auth/login/`, {
      data: { email: account.email, password: account.password },
    });
    expect(login.status(), await login.text()).toBe(200);
    const { access } = (await login.json()) as { access: string };
    // Signed in, the CSRF token must be bound to the session: fetched with the bearer token.
    const csrf = await http.get(`${API}/csrf/`, { headers: { Authorization: `Bearer ${access}` } });
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    return new AccountApi(http, access, csrfToken);
  }

  async call<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    data?: unknown,
  ): Promise<T> {
    const response = await this.http.fetch(`${API}${path}`, {
      method,
      headers: { Authorization: `Bearer ${this.access}`, 'X-CSRFToken': this.csrf },
      ...(data === undefined ? {} : { data }),
    });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return (response.status() === 204 ? null : await response.json()) as T;
  }
}

/** The wall clock in `zone` at instant `at`: YYYY-MM-DD, HH:MM and the hour (00–23). */
export function localAt(at: number, zone: string): { time: string; date: string; hour: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    time: `${part('hour')}:${part('minute')}`,
    date: `${part('year')}-${part('month')}-${part('day')}`,
    hour: part('hour'),
  };
}

/** Now, as HH:MM and YYYY-MM-DD in `zone` (a dose due this minute). */
export function localNow(zone: string): { time: string; date: string } {
  return localAt(Date.now(), zone);
}

/**
 * What a clock journey marks and reads: a dose of `names.medication` due this minute on London's clock and, when
 * given, an unread message `names.message`, for `userId`. Returns that minute.
 */
export async function doseDueNowAndMessage(
  asUser: AccountApi,
  asAdmin: AccountApi,
  userId: number,
  names: { medication: string; message?: string },
): Promise<{ time: string; date: string }> {
  const now = localNow('Europe/London');
  await asUser.call('POST', `/users/${userId}/medications/`, {
    name: names.medication,
    dosage: '1 tablet',
    times: [now.time],
    start_date: now.date,
  });
  if (names.message !== undefined) {
    await asAdmin.call('POST', '/messages/send/', {
      recipient_id: userId,
      subject: 'Hello',
      body: names.message,
    });
  }
  return now;
}

export interface KioskFacts {
  minContrast: number;
  minTarget: number;
  minFontPx: number;
  timeShare: number;
  scrolls: boolean;
  outside: string[];
}

/** Computed colours → contrast of every visible text; bounding boxes of every interactive element. */
export function measureKiosk(page: Page): Promise<KioskFacts> {
  return page.evaluate(() => {
    const channel = (v: number) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    const luminance = (colour: string) => {
      const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number);
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const background = (start: Element | null) => {
      for (let el = start; el; el = el.parentElement) {
        const colour = getComputedStyle(el).backgroundColor;
        const alpha = (colour.match(/[\d.]+/g) ?? [])[3];
        if (alpha === undefined || Number(alpha) > 0.5) return colour;
      }
      return 'rgb(0, 0, 0)';
    };
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // Visually hidden text (1 px boxes) is for screen readers: not measured.
      return box.width > 1 && box.height > 1 && style.visibility !== 'hidden';
    };
    const texts = [...document.querySelectorAll('body *')].filter(
      (el) =>
        shown(el) &&
        [...el.childNodes].some((n) => n.nodeType === 3 && (n.textContent ?? '').trim() !== ''),
    );
    let minContrast = 21;
    let minFontPx = 999;
    for (const el of texts) {
      const a = luminance(getComputedStyle(el).color);
      const b = luminance(background(el));
      minContrast = Math.min(minContrast, (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05));
      minFontPx = Math.min(minFontPx, parseFloat(getComputedStyle(el).fontSize));
    }
    const targets = [
      ...document.querySelectorAll('button, a[href], input, select, textarea, summary'),
    ].filter(shown);
    const minTarget = Math.min(
      ...targets.map((el) =>
        Math.min(el.getBoundingClientRect().width, el.getBoundingClientRect().height),
      ),
    );
    const outside = [...document.querySelectorAll('body *')]
      .filter(
        (el) =>
          shown(el) &&
          (el.getBoundingClientRect().bottom > innerHeight + 0.5 ||
            el.getBoundingClientRect().right > innerWidth + 0.5),
      )
      .map((el) => `${el.tagName}: ${el.textContent.trim().slice(0, 40)}`);
    const root = document.documentElement;
    const time =
      document.querySelector('[data-testid=clock-time]')?.getBoundingClientRect().height ?? 0;
    return {
      minContrast: Math.round(minContrast * 100) / 100,
      minTarget,
      minFontPx,
      timeShare: Math.round((time / innerHeight) * 1000) / 1000,
      scrolls: root.scrollHeight > root.clientHeight || root.scrollWidth > root.clientWidth,
      outside,
    };
  });
}
