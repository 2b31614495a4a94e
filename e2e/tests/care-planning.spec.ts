import type { Browser, Page } from '@playwright/test';
import { signIn } from '../support/accounts';
import {
  AddToCalendarPage,
  AppointmentsPage,
  CAREGIVER,
  CLINICIAN,
  clockIn,
  lastIdOf,
  localClock,
  MedicationsPage,
  parseIcs,
  personWithCareTeam,
} from '../support/care-planning-pages';
import { expect, test } from '../support/journey-fixtures';
import { expectAccessible } from '../support/site';

/**
 * The care team plans a person's week (appointments, medications, meals), sees it on the
 * calendar and exports it; the person sees it on the clock page; a dose nobody marks is not missed
 * silently. Each journey gets a fresh person, linked to the seeded clinician and caregiver.
 */

// Account set-up may wait out the API's registration rate limit; the journeys visit many screens.
test.describe.configure({ timeout: 180_000 });

async function signedInPage(
  browser: Browser,
  account: { email: string; password: string },
): Promise<Page> {
  const page = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await signIn(page, account);
  return page;
}

interface ApiAppointment {
  id: number;
  start_time: string;
  end_time: string | null;
}

test.describe('planning a person’s week', () => {
  test('a clinician plans the day, the caregiver marks a dose, the person sees it on the clock', async ({
    browser,
    careApi,
    user,
  }) => {
    const person = await personWithCareTeam(careApi, user);
    const zone = person.zone;
    const today = clockIn(zone, 0).date;
    const start = clockIn(zone, 120).time;
    const end = clockIn(zone, 180).time;
    const title = `Eye clinic ${Date.now().toString(36)}`;
    const medication = `Metformin ${Date.now().toString(36)}`;
    const soon = clockIn(zone, 30).time;
    const evening = clockIn(zone, 240).time;
    let appointmentId = 0;
    let medicationId = 0;

    const clinician = await signedInPage(browser, CLINICIAN);
    const appointments = new AppointmentsPage(clinician);

    await test.step('The clinician adds an appointment; an end before the start is refused beside its field', async () => {
      await appointments.open(person.id);
      await expectAccessible(clinician);
      await clinician.getByRole('button', { name: 'New appointment' }).click();
      const form = appointments.form();
      await appointments.fill(form, {
        title,
        date: today,
        start,
        end: clockIn(zone, 60).time,
        location: 'Room 4',
        withWhom: 'Dr. Patel',
        reminder: '30 minutes before',
      });
      await appointments.save(form);
      await expect(form.getByLabel('End time (optional)')).toHaveAccessibleDescription(
        /The end must not be before the start\./,
      );
      await expectAccessible(clinician);
      await form.getByLabel('End time (optional)').fill(end);
      await appointments.save(form);
      await expect(clinician).toHaveURL(new RegExp(`/users/${person.id}/appointments/\\d+$`));
      appointmentId = lastIdOf(clinician);
      await expect(clinician.getByRole('heading', { name: title })).toBeVisible();
      await expect(clinician.getByText('30 minutes before')).toBeVisible();
      await expectAccessible(clinician);
    });

    await test.step('The clinician edits it and sends it by e-mail', async () => {
      await clinician.getByRole('button', { name: 'Edit' }).click();
      const form = appointments.form('Edit appointment');
      await form.getByLabel('Location').fill('Room 7, second floor');
      await appointments.save(form);
      await expect(clinician.getByText('Appointment updated.')).toBeVisible();
      await expect(clinician.getByText('Room 7, second floor')).toBeVisible();
      await clinician.getByRole('button', { name: 'Send by e-mail' }).click();
      await expect(clinician.getByText(`Sent to ${person.email}`)).toBeVisible();
      await expect
        .poll(async () => (await careApi.mailTo(person.email)).length, { timeout: 10_000 })
        .toBeGreaterThan(0);
    });

    await test.step('Its .ics holds the same instant, with the reminder', async () => {
      await clinician.getByRole('link', { name: 'Add to calendar' }).click();
      await expect(clinician).toHaveURL(
        new RegExp(`/appointments/${appointmentId}/add-to-calendar$`),
      );
      await expect(
        clinician.getByText('This appointment will be added to your calendar:'),
      ).toBeVisible();
      await expectAccessible(clinician);
      const file = await new AddToCalendarPage(clinician).download();
      expect(file.name).toBe(`appointment-${appointmentId}.ics`);
      const [event] = parseIcs(file.text);
      const saved = await careApi.getWith<ApiAppointment>(
        await careApi.accessTokenOf(CLINICIAN),
        `/appointments/${appointmentId}/`,
      );
      expect(event?.summary).toBe(title);
      expect(event?.start.toISOString()).toBe(new Date(saved.start_time).toISOString());
      // The same instant, read on the person's clock, is what the clinician typed.
      expect(localClock(new Date(saved.start_time), zone)).toEqual({ date: today, time: start });
      expect(event?.alarms).toEqual(['-PT30M']);
    });

    await test.step('The clinician adds a medication with two times of day; its .ics repeats daily at those local times', async () => {
      const medications = new MedicationsPage(clinician);
      await medications.open(person.id);
      await expectAccessible(clinician);
      await medications.add({
        name: medication,
        dose: '500 mg',
        times: [soon, evening],
        firstDay: today,
      });
      await expect(clinician).toHaveURL(new RegExp(`/users/${person.id}/medications/\\d+$`));
      medicationId = lastIdOf(clinician);
      await expect(clinician.getByText(`Due at ${soon}`)).toBeVisible();
      await expectAccessible(clinician);
      await clinician.goto(`/medications/${medicationId}/add-to-calendar`);
      await expect(
        clinician.getByText('A daily reminder for this medication will be added to your calendar:'),
      ).toBeVisible();
      await expectAccessible(clinician);
      const events = parseIcs((await new AddToCalendarPage(clinician).download()).text);
      expect(events.map((e) => [e.zone, e.wallTime, e.rrule])).toEqual([
        [zone, soon, 'RRULE:FREQ=DAILY'],
        [zone, evening, 'RRULE:FREQ=DAILY'],
      ]);
      expect(localClock(events[0]?.start ?? 0, zone)).toEqual({ date: today, time: soon });
      expect(events.every((e) => e.alarms.length === 1)).toBe(true);
      await clinician.context().close();
    });

    const caregiver = await signedInPage(browser, CAREGIVER);
    await test.step('The caregiver finds today on the calendar by keyboard and marks the dose taken', async () => {
      await caregiver.goto(`/calendar/${person.id}`);
      const todayCell = caregiver.getByRole('gridcell', { name: /, today: / });
      await expect(todayCell).toHaveAccessibleName(/1 appointment, 2 doses/);
      await expectAccessible(caregiver);
      await todayCell.focus();
      await caregiver.keyboard.press('ArrowRight');
      await expect(todayCell).toHaveAttribute('aria-selected', 'false');
      await caregiver.keyboard.press('ArrowLeft');
      await expect(todayCell).toBeFocused();
      await caregiver.keyboard.press('Enter');
      await expect(caregiver.getByRole('listitem').filter({ hasText: title })).toBeVisible();
      await expectAccessible(caregiver);
      await caregiver.getByRole('button', { name: `Taken: ${medication} at ${soon}` }).click();
      await expect(
        caregiver.getByText(new RegExp(`Taken at .* by ${CAREGIVER.displayName}`)),
      ).toBeVisible();
      await caregiver.getByRole('button', { name: 'Week', exact: true }).click();
      await expect(caregiver.getByRole('gridcell', { name: /, today: / })).toHaveAccessibleName(
        /2 doses \(.*taken/i,
      );
      await expectAccessible(caregiver);
    });

    await test.step('The caregiver records breakfast with one tap in the food log', async () => {
      await caregiver.goto(`/users/${person.id}/food`);
      // axe judges the page once the screen is up, not its loading state.
      await expect(caregiver.getByRole('heading', { level: 1, name: 'Food Log' })).toBeVisible();
      await expectAccessible(caregiver);
      await caregiver.getByRole('button', { name: 'Ate breakfast' }).click();
      await expect(caregiver.getByText('Ate breakfast recorded.')).toBeVisible();
      await expectAccessible(caregiver);
      await caregiver.context().close();
    });

    await test.step('The person sees the appointment and the dose taken on the clock page', async () => {
      const own = await signedInPage(browser, person);
      await expect(own).toHaveURL(new RegExp(`/clock/${person.id}$`));
      await expect(own.getByText(title)).toBeVisible();
      await expect(own.getByText(/Taken at /)).toBeVisible();
      await expectAccessible(own);
      await own.context().close();
    });
  });

  test('a dose nobody marks becomes missed and the care team is told', async ({
    browser,
    careApi,
    user,
  }) => {
    const person = await personWithCareTeam(careApi, user);
    const medication = `Donepezil ${Date.now().toString(36)}`;
    const past = clockIn(person.zone, -15);
    const clinician = await signedInPage(browser, CLINICIAN);
    const medications = new MedicationsPage(clinician);

    await test.step('The clinician sets a 5-minute threshold and adds a dose due 15 minutes ago', async () => {
      await medications.open(person.id);
      await medications.setMissedThreshold(5);
      await expect(
        clinician.getByText('A dose not marked within 5 minutes of its time counts as missed.', {
          exact: false,
        }),
      ).toBeVisible();
      await medications.add({
        name: medication,
        dose: '5 mg',
        times: [past.time],
        firstDay: past.date,
      });
    });

    await test.step('The sweep stores it as missed and tells the caregiver and the clinician', async () => {
      const caregiverToken = await careApi.accessTokenOf(CAREGIVER);
      await expect
        .poll(
          async () =>
            (
              await careApi.getWith<{ title: string; body: string }[]>(
                caregiverToken,
                '/users/notifications/',
              )
            ).some(
              (n) =>
                n.title === `Missed dose: ${person.displayName}` && n.body.includes(medication),
            ),
          { timeout: 30_000 },
        )
        .toBe(true);
      await expect
        .poll(
          async () =>
            (await careApi.mailTo(CLINICIAN.email)).some((m) => m.body.includes(medication)),
          {
            timeout: 10_000,
          },
        )
        .toBe(true);
      await clinician.reload();
      // Stored by the sweep: marked missed at a time, by nobody.
      await expect(clinician.getByText(/^Missed at /)).toBeVisible();
      await expectAccessible(clinician);
    });

    await test.step('The clinician’s dashboard counts it among the doses missed today', async () => {
      await clinician.goto('/admin-dashboard');
      await expect(clinician.getByRole('link', { name: person.displayName })).toBeVisible();
      await expectAccessible(clinician);
      await clinician.context().close();
    });
  });
});
