import { screen, waitFor, within } from '@testing-library/react';
import { CALM_STATE_TEXTS } from '@care/shared';
import {
  axeViolations,
  renderScreen,
  resetTestEnvironment,
  USERS,
  type FakeAdapter,
} from '@care/shared/testing';
import { servePerson } from '../../../test/care-fixtures';
import { TEXTS } from '../../../texts';
import { healthProfilePath, updateUrlProblem } from '../lib/update-path';
import { HealthProfileScreen } from './health-profile-screen';
import { HealthReadView } from './health-read-view';
import { HealthSummaryCard } from './health-summary-card';

const T = TEXTS.health;
const ME = { ...USERS.user, id: 7 };

const PROFILE = {
  user_id: 7,
  health_profile: {
    Demographics: {
      height_feet: '5',
      height_inches: '4',
      weight: '142',
      blood_type: 'A+',
      date_of_birth: '1948-03-12',
    },
    Allergies: { allergy_1: 'Penicillin', allergy_2: '', allergy_3: '', allergy_4: '' },
    'Lifestyle and Habits': { smoking: 'no', alcohol: 'yes', exercise_frequency: 'Short walks' },
    'Care Notes': { note: 'Kept as it is' },
  },
  details: 'Born 1948-03-12. Blood type A+',
  additionalInfo: 'Short walks; yes',
  allergies: 'Penicillin',
  medications: '',
  updated_at: '2026-03-01T10:00:00.000Z',
};

let api: FakeAdapter;

beforeEach(() => {
  api = resetTestEnvironment();
  servePerson(api);
});

function renderHealth(route = '/users/7/health-profile', user = ME) {
  return renderScreen(HealthProfileScreen, { route, user });
}

test('the summary, the read view and the form, with the first section open', async () => {
  api.on('get', '/users/7/health-profile/', { status: 200, data: PROFILE });
  const { navigate, user } = renderHealth();
  expect(screen.getByRole('heading', { level: 1, name: 'Health Profile' })).toBeInTheDocument();
  const summary = (await screen.findByRole('heading', { level: 2, name: T.summaryTitle }))
    .parentElement as HTMLElement;
  expect(await within(summary).findByText('Born 1948-03-12. Blood type A+')).toBeInTheDocument();
  expect(within(summary).getByText('Short walks; yes')).toBeInTheDocument();

  const read = screen.getByRole('heading', { level: 2, name: T.read.title })
    .parentElement as HTMLElement;
  expect(within(read).getByRole('heading', { name: T.read.overview })).toBeInTheDocument();
  expect(within(read).getByText('Penicillin')).toBeInTheDocument();
  expect(within(read).getByText(T.read.none)).toBeInTheDocument();
  expect(read.querySelectorAll('hr')).toHaveLength(2);

  const form = screen.getByRole('form', { name: T.form.title });
  const details = form.querySelectorAll('details');
  expect([...details].map((d) => d.querySelector('summary')?.textContent)).toEqual([
    'Demographics',
    'Medical Conditions',
    'Allergies',
    'Medications',
    'Immunizations',
    'Surgeries',
    'Family History',
    'Social History',
    'Lifestyle and Habits',
    'Vital Signs',
  ]);
  expect([...details].map((d) => d.open)).toEqual([
    true,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
  ]);
  expect(screen.getByLabelText('Date of birth')).toHaveAttribute('type', 'date');
  expect(screen.getByLabelText('Date of birth')).toHaveValue('1948-03-12');
  expect(screen.getByLabelText('Blood type')).toHaveValue('A+');
  expect(screen.getByLabelText('Current medications')).toHaveAttribute('rows', '3');
  expect(screen.getByRole('group', { name: T.form.scrollArea })).toHaveStyle({ maxHeight: '60vh' });

  // Margaret has no dashboard, so her back button does not promise one.
  expect(screen.queryByRole('button', { name: TEXTS.back })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: T.backPlain }));
  expect(navigate).toHaveBeenCalledWith(-1);
});

test('the back button: "Back to Dashboard" for an admin, "Back to People I care for" for a caregiver', async () => {
  api.on('get', '/users/7/health-profile/', { status: 200, data: PROFILE });
  const admin = renderHealth('/users/7/health-profile', USERS.admin);
  await admin.user.click(await screen.findByRole('button', { name: TEXTS.back }));
  expect(admin.navigate).toHaveBeenCalledWith(-1);
  admin.unmount();

  const carer = renderHealth('/users/7/health-profile', USERS.caregiver);
  await carer.user.click(await screen.findByRole('button', { name: T.backToPeople }));
  expect(carer.navigate).toHaveBeenCalledWith('/people');
});

test('Save Health Profile sends every section by title and field, keeping what the form does not show', async () => {
  api.on('get', '/users/7/health-profile/', { status: 200, data: PROFILE });
  api.on('put', '/users/7/health-profile/', (request) => ({
    status: 200,
    data: { ...PROFILE, ...(request.body as object), updated_at: '2026-03-02T10:00:00.000Z' },
  }));
  const { user } = renderHealth();
  const form = await screen.findByRole('form', { name: T.form.title });
  await user.click(within(form).getByText('Lifestyle and Habits'));
  await user.selectOptions(screen.getByLabelText('Smoking'), 'yes');
  await user.type(screen.getByLabelText('Weight (pounds)'), '0');
  await user.click(screen.getByRole('button', { name: T.form.save }));
  expect(await screen.findByText(T.form.saved)).toBeInTheDocument();
  const body = api.calls('put', '/users/7/health-profile/')[0]?.body as {
    health_profile: Record<string, Record<string, string>>;
  };
  expect(body.health_profile['Lifestyle and Habits']).toEqual({
    smoking: 'yes',
    alcohol: 'yes',
    exercise_frequency: 'Short walks',
  });
  expect(body.health_profile.Demographics?.weight).toBe('1420');
  expect(body.health_profile['Care Notes']).toEqual({ note: 'Kept as it is' });
  expect(Object.keys(body.health_profile['Vital Signs'] ?? {})).toEqual([
    'blood_pressure',
    'heart_rate',
    'temperature',
  ]);
});

test('a save error says "Error updating health profile" and the server’s response', async () => {
  api.on('get', '/users/7/health-profile/', { status: 200, data: PROFILE });
  api.on('put', '/users/7/health-profile/', {
    status: 400,
    data: { detail: 'Demographics: date_of_birth must be a date (YYYY-MM-DD).' },
  });
  const { user } = renderHealth();
  await user.click(await screen.findByRole('button', { name: T.form.save }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Error updating health profile: Demographics: date_of_birth must be a date (YYYY-MM-DD).',
  );
});

test('403: the access-denied message and nothing else', async () => {
  api.on('get', '/users/8/health-profile/', { status: 403, data: { detail: 'Forbidden' } });
  servePerson(api, { display_name: 'Harold Smith' }, 8);
  renderHealth('/health-profile/8', USERS.caregiver);
  const state = await screen.findByRole('status', { name: CALM_STATE_TEXTS.notAllowed.title });
  expect(state).toHaveTextContent(T.denied);
  expect(state).not.toHaveTextContent('Forbidden');
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Health Profile — Harold Smith' }),
  ).toBeInTheDocument();
});

test('a person with no profile yet: an empty summary and read view, and a blank form to create one', async () => {
  api.on('get', '/users/7/health-profile/', {
    status: 404,
    data: { detail: 'Health profile not found for this user.' },
  });
  renderHealth();
  expect(await screen.findByText(T.empty)).toBeInTheDocument();
  // One message for one situation: no "not found" above a form that creates the profile.
  expect(screen.queryByText(T.notFound)).not.toBeInTheDocument();
  expect(screen.getByText(T.read.noData)).toBeInTheDocument();
  expect(screen.getByLabelText('Date of birth')).toHaveValue('');
});

test('an unknown person: one calm "not found" with the spec’s text, no form and no server text', async () => {
  api.on('get', '/users/profile/99999/', { status: 404, data: { detail: 'User not found.' } });
  renderHealth('/users/99999/health-profile');
  const calm = await screen.findByRole('status', { name: CALM_STATE_TEXTS.notFound.title });
  expect(calm).toHaveTextContent(T.notFound);
  expect(screen.getAllByRole('status')).toHaveLength(1);
  expect(screen.queryByText('User not found.')).not.toBeInTheDocument();
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
  expect(api.requests.filter((r) => r.path.includes('health-profile'))).toHaveLength(0);
});

test('another failure: the spec’s message, calmly, and a way to try again', async () => {
  api.on('get', '/users/7/health-profile/', { status: 500, data: { detail: 'boom: stack' } });
  const { user } = renderHealth();
  const state = await screen.findByRole(
    'status',
    { name: CALM_STATE_TEXTS.loadFailed.title },
    { timeout: 4000 },
  );
  expect(state).toHaveTextContent(T.loadFailed);
  expect(state).not.toHaveTextContent('boom');
  api.on('get', '/users/7/health-profile/', { status: 200, data: PROFILE });
  await user.click(screen.getByRole('button', { name: CALM_STATE_TEXTS.retryNow }));
  expect(await screen.findAllByText('Born 1948-03-12. Blood type A+')).toHaveLength(2);
});

test.each(['/users/null/health-profile', '/health-profile/abc'])(
  '%s: nothing is fetched, one calm "not found"',
  async (route) => {
    renderHealth(route);
    expect(
      screen.getByRole('status', { name: CALM_STATE_TEXTS.notFound.title }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(api.requests.filter((r) => r.path.includes('health-profile'))).toHaveLength(0),
    );
  },
);

test('signed out on the open route: the read view says there is no token, and nothing is fetched', () => {
  renderScreen(HealthProfileScreen, { route: '/health-profile/7' });
  expect(screen.getByRole('alert')).toHaveTextContent(T.read.noToken);
  expect(api.requests).toHaveLength(0);
});

test('the read view’s and summary’s own states', () => {
  renderScreen(() => (
    <>
      <HealthSummaryCard state={{ status: 'empty' }} />
      <HealthReadView state={{ status: 'error' }} hasToken />
      <HealthSummaryCard
        state={{ status: 'ready', profile: { ...PROFILE, details: '', additionalInfo: '' } }}
      />
      <HealthSummaryCard state={{ status: 'error', error: T.loadFailed }} />
    </>
  ));
  expect(screen.getByText(T.empty)).toBeInTheDocument();
  expect(screen.getByText(T.read.fetchFailed)).toBeInTheDocument();
  expect(screen.getByText(T.loadFailed)).toBeInTheDocument();
  expect(screen.getByText(T.noDetails)).toBeInTheDocument();
});

test('spec 5: the update path needs a numeric id and a URL without a null id', () => {
  expect(healthProfilePath('7')).toEqual({ path: '/users/7/health-profile/', personId: 7 });
  expect(healthProfilePath('null')).toEqual({ error: T.form.invalidUser });
  expect(healthProfilePath(undefined)).toEqual({ error: T.form.invalidUser });
  expect(updateUrlProblem('/users/null/health-profile/')).toBe(T.form.invalidUrl);
  expect(updateUrlProblem('/users//health-profile/')).toBe(T.form.invalidUrl);
  expect(updateUrlProblem('/users/7/health-profile/')).toBeNull();
});

test('no accessibility violations', async () => {
  api.on('get', '/users/7/health-profile/', { status: 200, data: PROFILE });
  const { container } = renderHealth();
  await screen.findAllByText('Born 1948-03-12. Blood type A+');
  expect(await axeViolations(container)).toEqual([]);
});
