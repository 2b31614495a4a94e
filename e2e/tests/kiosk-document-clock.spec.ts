import type { Page } from '@playwright/test';
import { DEMO } from '../support/accounts';
import { expect, test } from '../support/journey-fixtures';
import { REMOTE_PORTS } from '../support/site';

/**
 * A kiosk's page paints the clock itself before any bundle (the document's clock), and the React clock
 * screen takes over the same pixels. Margaret's zone is the API's default, Europe/London; the device is set to
 * Tokyo, so a clock that drew in the device's zone instead of hers would show another time and day part.
 */
test.use({
  viewport: { width: 1024, height: 600 },
  timezoneId: 'Asia/Tokyo',
  // The offline shell's worker would fetch the remote entry itself, out of reach of page.route.
  serviceWorkers: 'block',
});

const PERSON_ZONE = 'Europe/London';
const CARE_ENTRY = `http://localhost:${REMOTE_PORTS.mfe_care}/remoteEntry.js`;
/** The clock tiles' lists and the call buttons' contacts. */
const TILE_DATA =
  /\/api\/(users\/\d+\/(doses|appointments|emergency-contacts)|messages\/\d+\/all)\//;

/** London's offset from UTC at `at`, in minutes (0 in winter, 60 in summer). */
function londonOffsetMinutes(at: number): number {
  const name =
    new Intl.DateTimeFormat('en-GB', { timeZone: PERSON_ZONE, timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? '';
  const hours = /GMT([+-]\d+)/.exec(name)?.[1];
  return hours === undefined ? 0 : Number(hours) * 60;
}

/** What a clock element shows and where, in CSS pixels. */
interface Box {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}
interface Face {
  time: Box;
  seconds: Box;
  sentence: Box;
  date: Box;
}

/**
 * In the page, before its scripts: layout shifts, and both clocks' faces as they were painted, the document's at
 * each of its ticks and the React clock's at the moment it took over (the document's clock removed).
 */
function watchHandover(): void {
  const box = (element: Element | null | undefined, text?: string): Box | null => {
    if (!element) return null;
    const r = element.getBoundingClientRect();
    return {
      text: text ?? element.textContent,
      x: r.x,
      y: r.y,
      width: r.width,
      height: r.height,
    };
  };
  const seen = {
    shifts: [] as number[],
    shiftSources: [] as string[],
    documentAt: null as number | null,
    reactAt: null as number | null,
    documentFace: null as unknown,
    reactFace: null as unknown,
  };
  (window as unknown as { __handover: typeof seen }).__handover = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: {
        node?: Node | null;
        previousRect: DOMRectReadOnly;
        currentRect: DOMRectReadOnly;
      }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      seen.shifts.push(entry.value);
      // What moved, for the report when a shift appears.
      seen.shiftSources.push(
        `${Math.round(entry.startTime)} ms ${entry.value.toFixed(4)}: ${(entry.sources ?? [])
          .map(
            (source) =>
              `${source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : (source.node?.nodeName ?? '?')} ${JSON.stringify(source.previousRect)} -> ${JSON.stringify(source.currentRect)}`,
          )
          .join('; ')}`,
      );
    }
  }).observe({ type: 'layout-shift', buffered: true });
  let overlay: Element | null = null;
  const observer = new MutationObserver(() => {
    const current = document.getElementById('document-clock');
    if (current) {
      overlay = current;
      seen.documentAt ??= performance.now();
      const time = current.querySelector('time');
      // Its digits alone (as the React clock's visible digits).
      seen.documentFace = {
        time: box(time, time?.firstChild?.textContent ?? ''),
        seconds: box(current.querySelector('.dc-seconds')),
        sentence: box(current.querySelector('.dc-sentence')),
        date: box(current.querySelector('.dc-date')),
      };
    }
    const digits = document.querySelector('[data-testid="clock-time"]');
    if (digits && !current && overlay && !seen.reactFace) {
      seen.reactAt = performance.now();
      const sentence = [...document.querySelectorAll('main p')].find((p) =>
        p.textContent.startsWith("Now it's"),
      );
      seen.reactFace = {
        time: box(digits, digits.firstChild?.textContent ?? ''),
        seconds: box(document.querySelector('[data-testid="clock-seconds"]')),
        sentence: box(sentence),
        date: box(sentence?.nextElementSibling),
      };
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

async function handover(page: Page) {
  return page.evaluate(
    () =>
      (
        window as unknown as {
          __handover: {
            shifts: number[];
            shiftSources: string[];
            documentAt: number | null;
            reactAt: number | null;
            documentFace: Face | null;
            reactFace: Face | null;
          };
        }
      ).__handover,
  );
}

test('the kiosk shows its clock from the document before React, then the React clock in the same place', async ({
  page,
}, testInfo) => {
  await test.step('Given the demo kiosk has shown Margaret’s clock once (it saved her zone)', async () => {
    await page.goto('/');
    await page.evaluate(
      ({ id, secret }) => {
        localStorage.clear();
        localStorage.setItem('device_id', id);
        localStorage.setItem('kiosk_secret', secret);
      },
      { id: DEMO.kioskDeviceId, secret: DEMO.kioskSecret },
    );
    await page.goto('/');
    await expect(page).toHaveURL(/\/clock\/1$/);
    await expect(page.getByTestId('clock-time')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('#document-clock')).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('kiosk_clock_face')))
      .not.toBeNull();
    const saved = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('kiosk_clock_face'))) ?? '{}',
    ) as Record<string, unknown>;
    const { offset, ...face } = saved as {
      offset?: { minutes: number; from: number; until: number };
    };
    expect(face).toEqual({ v: 1, timeZone: PERSON_ZONE, hour12: true, words: false, lang: 'en' });
    // With London's offset over the coming days, which the next start's document clock paints from without Intl.
    expect(offset?.minutes).toBe(londonOffsetMinutes(Date.now()));
    expect(offset?.until).toBeGreaterThan(Date.now());
  });

  await page.addInitScript(watchHandover);
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(CARE_ENTRY, async (route) => {
    await held;
    await route.continue();
  });
  // The tiles' lists come a second after the clock: their "+N" buttons (and the call buttons) then arrive after
  // the React clock's first paint, as on a slow network, and must not move anything already on the screen.
  await page.route(TILE_DATA, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });

  await test.step('When it starts again with the clock screen’s code held back, the document shows the clock', async () => {
    await page.goto('/', { waitUntil: 'commit' });
    const overlay = page.locator('#document-clock');
    await expect(overlay.locator('time')).toHaveText(/^\d{1,2}:\d\d$/);
    await expect(overlay.locator('.dc-sentence')).toHaveText(
      /^Now it's \w+day (morning|afternoon|evening|night)$/,
    );
    await expect(page.getByTestId('clock-time')).toHaveCount(0);
    // In Margaret's zone, not the device's: the same words the page's own Intl gives for London.
    const expected = await page.evaluate((zone) => {
      const now = Date.now();
      return new Intl.DateTimeFormat('en-GB', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: zone,
      })
        .format(now)
        .replace(',', '');
    }, PERSON_ZONE);
    await expect(overlay.locator('.dc-date')).toHaveText(expected);
    await page.screenshot({ path: testInfo.outputPath('kiosk-1024x600-document-clock.png') });
  });

  await test.step('Then the React clock takes over: the same text in the same place, no layout shift', async () => {
    release();
    await expect(page.getByTestId('clock-time')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('#document-clock')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Medicines today' })).toBeVisible();
    // The late lists are in (the calls with them), then a moment for any shift they cause to be recorded.
    await expect(page.getByRole('navigation', { name: 'Call' })).toBeVisible();
    await expect(page.getByRole('button', { name: /more messages?$/ })).toBeVisible();
    await page.waitForTimeout(1000);
    const seen = await handover(page);
    testInfo.annotations.push({
      type: 'document clock handover',
      description: JSON.stringify(seen),
    });
    console.info(`document clock handover: ${JSON.stringify(seen)}`);
    expect(seen.documentAt).not.toBeNull();
    expect(seen.reactAt).not.toBeNull();
    expect(seen.documentAt ?? Infinity).toBeLessThan(seen.reactAt ?? 0);
    const before = seen.documentFace;
    const after = seen.reactFace;
    if (!before || !after) throw new Error('A clock face was not seen');
    for (const part of ['time', 'seconds', 'sentence', 'date'] as const) {
      const a = before[part];
      const b = after[part];
      // The seconds move on between the two clocks' last paints; everything else is the same text.
      if (part !== 'seconds' && part !== 'time') expect(b.text, part).toBe(a.text);
      expect(Math.abs(b.x - a.x), `${part} x`).toBeLessThanOrEqual(0.5);
      expect(Math.abs(b.y - a.y), `${part} y`).toBeLessThanOrEqual(0.5);
      expect(Math.abs(b.height - a.height), `${part} height`).toBeLessThanOrEqual(0.5);
    }
    // The time: the same, unless the React clock's first render fell on a new minute the document had not
    // painted yet (then its seconds read 00).
    if (after.seconds.text !== '00') expect(after.time.text).toBe(before.time.text);
    if (after.time.text === before.time.text)
      expect(Math.abs(after.time.width - before.time.width)).toBeLessThanOrEqual(0.5);
    expect(seen.shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
    await page.screenshot({ path: testInfo.outputPath('kiosk-1024x600-react-clock.png') });
  });
});
