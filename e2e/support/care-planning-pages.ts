import ICAL from 'ical.js';
import { expect, type Download, type Locator, type Page } from '@playwright/test';
import type { Account, CareApi } from './care-api';

/** The seeded care team (api/README.md "Demo accounts"): the journeys link them to fresh people only. */
export const CLINICIAN = {
  email: 'clinician@care.test',
  password: 'CareDemo#2026',
  displayName: 'Dr. Jordan Lee',
} as const;
export const CAREGIVER = {
  email: 'caregiver@care.test',
  password: 'CareDemo#2026',
  displayName: 'Carol Caregiver',
} as const;

/** A wall-clock reading of an instant in a zone: 'YYYY-MM-DD' and 'HH:MM'. */
export interface LocalClock {
  date: string;
  time: string;
}

export function localClock(at: Date | number, zone: string): LocalClock {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/**
 * Zones around the world, a few hours apart. The journeys give their person the one where it is
 * daytime now (08:00 to 14:59), so times planned a few hours either side of now stay on today's date
 * whenever the suite runs, and the person's clock is usually not the browser's.
 */
const ZONES = [
  'Pacific/Honolulu',
  'America/Los_Angeles',
  'America/New_York',
  'Atlantic/Azores',
  'Europe/London',
  'Europe/Athens',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Bangkok',
  'Asia/Tokyo',
  'Pacific/Auckland',
] as const;

function daytimeZone(now = Date.now()): string {
  const zone = ZONES.find((z) => {
    const hour = Number(localClock(now, z).time.slice(0, 2));
    return hour >= 8 && hour < 15;
  });
  if (zone === undefined) throw new Error('no listed zone is in daytime now');
  return zone;
}

/** The local clock `minutes` from now in `zone` (instant arithmetic, read on the zone's clock). */
export function clockIn(zone: string, minutes: number): LocalClock {
  return localClock(Date.now() + minutes * 60_000, zone);
}

export interface IcsEvent {
  start: Date;
  /** The DTSTART's zone ('UTC' for an instant written in UTC). */
  zone: string;
  /** The local wall-clock start as written (HH:MM). */
  wallTime: string;
  rrule: string | null;
  /** Reminder triggers as written (e.g. '-PT30M'). */
  alarms: string[];
  summary: string;
}

/** Parses an .ics as a calendar application would (ical.js, with the file's own VTIMEZONEs). */
export function parseIcs(text: string): IcsEvent[] {
  const calendar = ICAL.Component.fromString(text);
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(vtimezone);
  }
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    const start = event.startDate;
    const rrule = vevent.getFirstProperty('rrule');
    return {
      start: start.toJSDate(),
      zone: start.zone.tzid,
      wallTime: `${String(start.hour).padStart(2, '0')}:${String(start.minute).padStart(2, '0')}`,
      rrule: rrule === null ? null : rrule.toICALString(),
      alarms: vevent
        .getAllSubcomponents('valarm')
        .map((alarm) => String(alarm.getFirstPropertyValue('trigger'))),
      summary: event.summary,
    };
  });
}

/** The add-to-calendar page: what will be added, and the .ics it downloads. */
export class AddToCalendarPage {
  constructor(private readonly page: Page) {}

  async download(): Promise<{ name: string; text: string }> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: 'Download calendar file (.ics)' }).click(),
    ]);
    return { name: download.suggestedFilename(), text: await textOf(download) };
  }
}

async function textOf(download: Download): Promise<string> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

export interface AppointmentInput {
  title: string;
  date: string;
  start: string;
  end: string;
  location: string;
  withWhom: string;
  reminder: string;
}

/** /users/{id}/appointments[/{appointmentId}]. */
export class AppointmentsPage {
  constructor(private readonly page: Page) {}

  async open(userId: number): Promise<void> {
    await this.page.goto(`/users/${userId}/appointments`);
    await expect(this.page.getByRole('button', { name: 'New appointment' })).toBeVisible();
  }

  form(name = 'New appointment'): Locator {
    return this.page.getByRole('form', { name });
  }

  async fill(form: Locator, a: AppointmentInput): Promise<void> {
    await form.getByLabel('Title').fill(a.title);
    await form.getByLabel('Date', { exact: true }).fill(a.date);
    await form.getByLabel('Start time').fill(a.start);
    await form.getByLabel('End time (optional)').fill(a.end);
    await form.getByLabel('Location').fill(a.location);
    await form.getByLabel('With whom').fill(a.withWhom);
    await form.getByLabel('Reminder').selectOption({ label: a.reminder });
  }

  save(form: Locator): Promise<void> {
    return form.getByRole('button', { name: 'Save' }).click();
  }
}

/** /users/{id}/medications[/{medicationId}]. */
export class MedicationsPage {
  constructor(private readonly page: Page) {}

  async open(userId: number): Promise<void> {
    await this.page.goto(`/users/${userId}/medications`);
    await expect(this.page.getByRole('button', { name: 'New medication' })).toBeVisible();
  }

  /** A new medication with its times of day, from today. */
  async add(m: { name: string; dose: string; times: string[]; firstDay: string }): Promise<void> {
    await this.page.getByRole('button', { name: 'New medication' }).click();
    const form = this.page.getByRole('form', { name: 'New medication' });
    await form.getByLabel('Name').fill(m.name);
    await form.getByLabel('Dose', { exact: true }).fill(m.dose);
    for (const [i, time] of m.times.entries()) {
      if (i > 0) await form.getByRole('button', { name: 'Add a time' }).click();
      await form.getByLabel(`Time ${i + 1}`).fill(time);
    }
    await form.getByLabel('First day').fill(m.firstDay);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(this.page.getByText('Medication saved.')).toBeVisible();
  }

  async setMissedThreshold(minutes: number): Promise<void> {
    const form = this.page.getByRole('form', { name: 'Missed doses' });
    await form
      .getByLabel('Minutes after the due time before a dose counts as missed')
      .fill(String(minutes));
    await form.getByRole('button', { name: 'Save threshold' }).click();
    await expect(this.page.getByText('Threshold saved.')).toBeVisible();
  }
}

/** The id at the end of the page's path (/users/1/appointments/42 → 42). */
export function lastIdOf(page: Page): number {
  const id = Number(new URL(page.url()).pathname.split('/').filter(Boolean).at(-1));
  expect(Number.isInteger(id)).toBe(true);
  return id;
}

export interface Person extends Account {
  zone: string;
}

/** A fresh person in a zone where it is daytime now, with the seeded clinician and caregiver. */
export async function personWithCareTeam(careApi: CareApi, user: Account): Promise<Person> {
  const zone = daytimeZone();
  await careApi.setTimeZone(user.id, zone);
  await careApi.assignCareTeam(user.id, {
    clinicalAdminId: await careApi.userIdOf(CLINICIAN.email),
    caregiverIds: [await careApi.userIdOf(CAREGIVER.email)],
  });
  return { ...user, zone };
}
