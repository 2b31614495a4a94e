import { screen } from '@testing-library/react';
import { renderScreen, USERS } from '@care/shared/testing';
import { setLocale } from '@care/shared';
import { dashboardView } from '../../../test/fixtures';
import { AdminDashboardScreen } from './admin-dashboard-screen';
import { freshApiEachTest } from '../../../test/environment';

const api = freshApiEachTest();

afterEach(() => setLocale('en'));

test('in Polish the dashboard reads in Polish: its title, a plural of doses, the time ago and the date', async () => {
  await setLocale('pl');
  const data = dashboardView({ generated_at: '2026-11-22T12:05:00.000Z' });
  const [person] = data.missed_doses.people;
  if (person === undefined) throw new Error('the fixture has a person with missed doses');
  person.count = 5;
  api.on('get', '/admin/dashboard/', { status: 200, data });
  renderScreen(AdminDashboardScreen, { route: '/admin-dashboard', user: USERS.superuser });
  expect(await screen.findByRole('heading', { name: 'Panel administratora' })).toBeInTheDocument();
  expect(await screen.findByText(/Zaktualizowano: 22 lis 2026/)).toBeInTheDocument();
  // Polish has three plural forms: 5 takes "dawek" (2 would take "dawki", 1 "dawka").
  expect(screen.getByText(/5 dawek: Metformin, Donepezil/)).toBeInTheDocument();
  // The waiting account asked three hours ago, in Intl's own Polish words.
  expect(screen.getByText(/zgłoszono 3 godziny temu/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: /Pominięte dziś dawki/ })).toBeInTheDocument();
  expect(screen.queryByText(/Admin Dashboard|Doses missed today/)).not.toBeInTheDocument();
});

test('back in English the same screen reads as the spec writes it', async () => {
  await setLocale('pl');
  await setLocale('en');
  api.on('get', '/admin/dashboard/', { status: 200, data: dashboardView() });
  renderScreen(AdminDashboardScreen, { route: '/admin-dashboard', user: USERS.superuser });
  expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
  expect(await screen.findByText(/2 doses: Metformin, Donepezil/)).toBeInTheDocument();
  expect(screen.getByText(/asked 3 hours ago/)).toBeInTheDocument();
});
