import { screen } from '@testing-library/react';
import { axeViolations, renderScreen, USERS } from '@care/shared/testing';
import type { FakeAdapter } from '@care/shared/testing';
import { TEXTS } from '../../../texts';
import { appointment, careSetup, medication } from '../../../test/care-fixtures';
import { AddToCalendarScreen } from './add-to-calendar-screen';
import * as download from './download';

const T = TEXTS.addToCalendar;
let api: FakeAdapter;
jest.mock('./download', () => ({ saveTextFile: jest.fn() }));
const saveTextFile = jest.mocked(download.saveTextFile);
beforeEach(() => {
  api = careSetup();
});

const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';

test('an appointment: what will be added, on the owner’s clock and the reader’s; then the file', async () => {
  api.on('get', '/appointments/5/', { status: 200, data: appointment({ id: 5 }) });
  api.on('get', '/appointments/5/add-to-calendar/', { status: 200, data: ICS });
  const { user, container } = renderScreen(AddToCalendarScreen, {
    route: '/appointments/5/add-to-calendar',
    user: USERS.caregiver,
  });
  expect(await screen.findByText(T.appointmentIntro)).toBeInTheDocument();
  expect(screen.getByText('Diabetes check-up')).toBeInTheDocument();
  expect(
    screen.getByText(/Thursday 3 December 2026, 10:00 \(America\/New_York\)/),
  ).toBeInTheDocument();
  expect(screen.getByText(/Your time: Thursday 3 December 2026, 15:00/)).toBeInTheDocument();
  expect(screen.getByText(T.reminderBefore('1 h'))).toBeInTheDocument();
  expect(await axeViolations(container)).toEqual([]);
  await user.click(screen.getByRole('button', { name: T.download }));
  expect(await screen.findByText(T.downloaded('appointment-5.ics'))).toBeInTheDocument();
  expect(saveTextFile).toHaveBeenCalledWith('appointment-5.ics', ICS, 'text/calendar');
  // A caregiver is not an admin: no link into the admin-only appointment page.
  expect(screen.queryByRole('link', { name: T.appointmentLink })).not.toBeInTheDocument();
});

test('a medication: every day at its times, in the owner’s zone', async () => {
  api.on('get', '/medications/3/', { status: 200, data: medication({ id: 3 }) });
  renderScreen(AddToCalendarScreen, {
    route: '/medications/3/add-to-calendar',
    user: USERS.clinicalAdmin,
  });
  expect(await screen.findByText(T.medicationIntro)).toBeInTheDocument();
  expect(
    screen.getByText(T.medicationSchedule('08:00 and 18:00', 'America/New_York')),
  ).toBeInTheDocument();
  expect(screen.getByText('From Sunday 1 November 2026')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: T.medicationLink })).toHaveAttribute(
    'href',
    '/users/8/medications/3',
  );
});

test('an item that is gone or not the reader’s says so; a failed download says so', async () => {
  api.on('get', '/appointments/6/', { status: 404, data: { detail: 'Not found.' } });
  renderScreen(AddToCalendarScreen, {
    route: '/appointments/6/add-to-calendar',
    user: USERS.caregiver,
  });
  expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(T.notFound);
});

test('a download that fails says so', async () => {
  api.on('get', '/appointments/5/', { status: 200, data: appointment({ id: 5 }) });
  api.on('get', '/appointments/5/add-to-calendar/', {
    status: 500,
    data: { detail: 'Internal server error.' },
  });
  const { user } = renderScreen(AddToCalendarScreen, {
    route: '/appointments/5/add-to-calendar',
    user: USERS.caregiver,
  });
  await user.click(await screen.findByRole('button', { name: T.download }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Internal server error.');
});
