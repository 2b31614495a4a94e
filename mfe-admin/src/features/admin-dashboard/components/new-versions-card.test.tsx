import { screen, within } from '@testing-library/react';
import { useReleaseStore } from '@care/shared';
import type { ReleaseRef } from '@care/shared';
import { axeViolations, renderScreen, USERS } from '@care/shared/testing';
import { dashboardView } from '../../../test/fixtures';
import { TEXTS } from '../../../texts';
import { AdminDashboardScreen } from './admin-dashboard-screen';
import { NewVersionsCard } from './new-versions-card';
import { freshApiEachTest } from '../../../test/environment';

const T = TEXTS.dashboard.newVersions;
/** Where the shared release store keeps this browser's pins. */
const PINS_KEY = 'care_release_pins';

const release = (id: string, remote: string): ReleaseRef => ({
  id,
  entry: `/releases/${remote}/${id}/remoteEntry.js`,
  requires: { react: '^19.0.0' },
});

const CANDIDATES = {
  mfe_care: [release('2.4.0-b7c1d2e', 'mfe_care'), release('2.3.9-a0f3e11', 'mfe_care')],
  mfe_admin: [release('1.8.0-9d8e7f6', 'mfe_admin')],
};

const api = freshApiEachTest(() => {
  // The shared test reset leaves the release store alone: start every test with nothing offered or pinned.
  useReleaseStore.setState({ fallbacks: {}, candidates: {}, pins: {} });
});

function open({ viewer = USERS.superuser } = {}) {
  const reload = jest.fn<undefined, []>();
  const view = renderScreen(NewVersionsCard, { props: { reload }, user: viewer });
  return { ...view, reload };
}

const region = () => screen.getByRole('region', { name: T.title });

const storedPins = (): unknown => JSON.parse(localStorage.getItem(PINS_KEY) ?? 'null');

test('lists each area with candidates by its plain name, newest version first, and says what trying means', async () => {
  useReleaseStore.setState({ candidates: CANDIDATES });
  const { container } = open();
  const card = region();
  expect(within(card).getByRole('heading', { level: 2, name: T.title })).toBeInTheDocument();
  expect(card).toHaveTextContent(T.intro);
  expect(
    within(card)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual([T.areas.mfe_admin, T.areas.mfe_care]);
  const care = within(card).getAllByRole('list')[1] as HTMLElement;
  expect(
    within(care)
      .getAllByRole('listitem')
      .map((item) => item.firstChild?.textContent),
  ).toEqual([T.version('2.4.0-b7c1d2e'), T.version('2.3.9-a0f3e11')]);
  expect(within(card).getAllByRole('button', { name: new RegExp(`^${T.tryIt}`) })).toHaveLength(3);
  expect(
    within(card).getByRole('button', { name: T.tryItLabel(T.areas.mfe_care, '2.3.9-a0f3e11') }),
  ).toHaveTextContent(T.tryIt);
  expect(within(card).queryByText(T.none)).not.toBeInTheDocument();
  expect(within(card).queryByText(T.trying)).not.toBeInTheDocument();
  expect(await axeViolations(container)).toEqual([]);
});

test('"Try on this browser" pins the release (store and local storage) and reloads the page', async () => {
  useReleaseStore.setState({ candidates: CANDIDATES });
  const { user, reload } = open();
  await user.click(
    screen.getByRole('button', { name: T.tryItLabel(T.areas.mfe_care, '2.4.0-b7c1d2e') }),
  );
  expect(useReleaseStore.getState().pins).toEqual({ mfe_care: '2.4.0-b7c1d2e' });
  expect(storedPins()).toEqual({ mfe_care: '2.4.0-b7c1d2e' });
  expect(reload).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a pinned release says "Trying on this browser"; "Stop trying" ends every pin and reloads', async () => {
  useReleaseStore.setState({ candidates: CANDIDATES, pins: { mfe_admin: '1.8.0-9d8e7f6' } });
  localStorage.setItem(PINS_KEY, JSON.stringify({ mfe_admin: '1.8.0-9d8e7f6' }));
  const { user, reload, container } = open();
  const pinned = screen.getByText(T.version('1.8.0-9d8e7f6')).closest('li') as HTMLElement;
  expect(pinned).toHaveTextContent(T.trying);
  expect(within(pinned).queryByRole('button', { name: /^Try/ })).not.toBeInTheDocument();
  // The other area's versions can still be tried.
  expect(screen.getAllByRole('button', { name: new RegExp(`^${T.tryIt}`) })).toHaveLength(2);
  expect(screen.getByText(T.stopHint)).toBeInTheDocument();
  expect(await axeViolations(container)).toEqual([]);

  await user.click(within(pinned).getByRole('button', { name: T.stopTrying }));
  expect(useReleaseStore.getState().pins).toEqual({});
  expect(storedPins()).toEqual({});
  expect(reload).toHaveBeenCalledTimes(1);
});

test('a pin whose release is no longer listed still shows, so this browser can stop trying it', async () => {
  useReleaseStore.setState({ candidates: {}, pins: { mfe_voice: '0.9.0-1234abc' } });
  const { user, reload } = open();
  const voice = within(region()).getByRole('list');
  expect(within(voice).getByRole('listitem')).toHaveTextContent(
    `${T.version('0.9.0-1234abc')}${T.trying}`,
  );
  expect(screen.queryByText(T.none)).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: T.stopTrying }));
  expect(useReleaseStore.getState().pins).toEqual({});
  expect(reload).toHaveBeenCalledTimes(1);
});

test('with nothing to try the card says so, with no buttons', async () => {
  const { container } = open();
  const card = region();
  expect(within(card).getByText(T.none)).toBeInTheDocument();
  expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  expect(within(card).queryByRole('list')).not.toBeInTheDocument();
  expect(await axeViolations(container)).toEqual([]);
});

test('a refused pin says so in a plain sentence beside that area, changes nothing and does not reload', async () => {
  useReleaseStore.setState({ candidates: CANDIDATES });
  // Staff alone is not an administrator (spec 1), so the store refuses the pin.
  const { user, reload, container } = open({ viewer: USERS.staff });
  await user.click(
    screen.getByRole('button', { name: T.tryItLabel(T.areas.mfe_admin, '1.8.0-9d8e7f6') }),
  );
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent(T.refused);
  expect(alert.parentElement).toHaveTextContent(T.areas.mfe_admin);
  expect(alert.parentElement).not.toHaveTextContent(T.areas.mfe_care);
  expect(useReleaseStore.getState().pins).toEqual({});
  expect(localStorage.getItem(PINS_KEY)).toBeNull();
  expect(reload).not.toHaveBeenCalled();
  expect(await axeViolations(container)).toEqual([]);
});

test('the card is on the admin dashboard', async () => {
  useReleaseStore.setState({ candidates: CANDIDATES });
  api.on('get', '/admin/dashboard/', { status: 200, data: dashboardView() });
  renderScreen(AdminDashboardScreen, { route: '/admin-dashboard', user: USERS.superuser });
  const card = await screen.findByRole('region', { name: T.title });
  expect(within(card).getAllByRole('button', { name: new RegExp(`^${T.tryIt}`) })).toHaveLength(3);
});
