import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemotesConfig } from '@care/shared';
import { useReleaseStore, useSessionStore } from '@care/shared';
import { axeViolations } from '@care/shared/testing';
import { plainUser, renderApp, settle, signedIn, startOver } from '../../test/render-app';
import { TEXTS } from '../../texts';
import { pageLoad, useDeployWatchStore } from './deploy-state';
import { startDeployWatch } from './deploy-watch';

const config: RemotesConfig = {
  apiBaseUrl: 'http://localhost:4000/api',
  remotes: { mfe_care: 'http://localhost:3003/remoteEntry.js' },
  profiles: { site: ['mfe_care'], kiosk: ['mfe_care'] },
  updateCheckSeconds: 5,
};

afterEach(() => {
  startOver();
  useReleaseStore.setState({ fallbacks: {}, candidates: {}, pins: {} });
  useDeployWatchStore.setState({ config: null, reloadPending: false });
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('what a person sees of releases', () => {
  test('on the site, a calm note while a part shows its previous version, which they may dismiss', async () => {
    useReleaseStore.setState({
      fallbacks: { mfe_care: { wanted: '0.1.0-new', using: '0.1.0-old' } },
    });
    const { container } = await renderAppAndReturn('site');
    const note = screen.getByTestId('release-fallback-notice');
    expect(note).toHaveTextContent(TEXTS.releases.fallback(TEXTS.releases.areas.mfe_care));
    // The product's words only: no release id, runtime code or address.
    expect(note.textContent).not.toMatch(/0\.1\.0|RUNTIME|http/);
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(within(note).getByRole('button', { name: TEXTS.releases.dismiss }));
    expect(screen.queryByTestId('release-fallback-notice')).not.toBeInTheDocument();
  });

  test('a kiosk shows no fallback note', async () => {
    localStorage.setItem('device_id', 'kiosk-abc');
    useSessionStore.getState().decideKiosk();
    useReleaseStore.setState({ fallbacks: { mfe_care: { wanted: null, using: '0.1.0-old' } } });
    await renderAppAndReturn('kiosk');
    expect(screen.queryByTestId('release-fallback-notice')).not.toBeInTheDocument();
  });

  test('a pinned kiosk says so in a corner line with nothing to press', async () => {
    localStorage.setItem('device_id', 'kiosk-abc');
    useSessionStore.getState().decideKiosk();
    useReleaseStore.setState({ pins: { mfe_care: '0.2.0-cand' } });
    await renderAppAndReturn('kiosk');
    const notice = screen.getByTestId('release-pin-notice');
    expect(notice).toHaveTextContent(TEXTS.releases.kioskPinned);
    expect(within(notice).queryByRole('button')).not.toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  test('a pinned browser says so, and one click ends it with a new page', async () => {
    const run = jest.spyOn(pageLoad, 'run').mockImplementation(() => undefined);
    localStorage.setItem('care_release_pins', JSON.stringify({ mfe_care: '0.2.0-cand' }));
    useReleaseStore.setState({ pins: { mfe_care: '0.2.0-cand' } });
    await renderAppAndReturn('site');
    const notice = screen.getByTestId('release-pin-notice');
    expect(notice).toHaveTextContent(
      TEXTS.releases.pinned(`${TEXTS.releases.areas.mfe_care} (0.2.0-cand)`),
    );
    await userEvent.click(within(notice).getByRole('button', { name: TEXTS.releases.stopTrying }));
    expect(useReleaseStore.getState().pins).toEqual({});
    expect(localStorage.getItem('care_release_pins')).toBe('{}');
    expect(run).toHaveBeenCalledTimes(1);
  });
});

async function renderAppAndReturn(profile: 'site' | 'kiosk') {
  await renderApp('/clock/7', signedIn(plainUser), profile);
  return { container: document.body };
}

describe('an open page learns of a deploy', () => {
  test('it asks every updateCheckSeconds and when it becomes visible; an unusable answer changes nothing', async () => {
    jest.useFakeTimers();
    const read = jest
      .fn<Promise<{ config: RemotesConfig }>, []>()
      .mockRejectedValueOnce(new Error('HTTP 503'))
      .mockResolvedValue({ config });
    const stop = startDeployWatch(config, read);
    await jest.advanceTimersByTimeAsync(4999);
    expect(read).toHaveBeenCalledTimes(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(read).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event('visibilitychange'));
    await jest.advanceTimersByTimeAsync(0);
    expect(read).toHaveBeenCalledTimes(2);
    expect(useDeployWatchStore.getState()).toEqual({ config, reloadPending: false });
    stop();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(read).toHaveBeenCalledTimes(2);
  });

  test('a page whose running remote was deployed loads anew at the next change of screen, not before', async () => {
    const run = jest.spyOn(pageLoad, 'run').mockImplementation(() => undefined);
    const { router } = await renderApp('/clock/7', signedIn(plainUser));
    useDeployWatchStore.setState({ reloadPending: true });
    expect(run).not.toHaveBeenCalled();
    await settle(() => router.navigate('/users/7/food'));
    expect(run).toHaveBeenCalledTimes(1);
  });
});
