import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { RemotesConfig } from '../contracts';
import type { RemoteModuleId } from '../manifests';
import { useUiStore } from '../ui';
import { AppThemeProvider } from '../ui/app-theme-provider';
import { resetUiStore } from '../ui/ui-store';
import { entryTimeoutPlugin, initFederation, preloadRemoteModule } from './federation';
import { REMOTE_LOADER_TEXTS } from './remote-loader-texts';
import {
  BACKGROUND_RETRY_FIRST_MS,
  BACKGROUND_RETRY_MAX_MS,
  backgroundRetryDelay,
} from './remote-error-boundary';
import { REMOTE_LOAD_TIMEOUT_MS, RemoteModuleSourceContext, RemoteParcel } from './remote-parcel';
import type { RemoteModuleSource } from './remote-parcel';

interface FakeProps {
  kioskMode?: boolean;
  navigate?: unknown;
  params?: Record<string, string>;
  domElement: HTMLElement;
}

/** Parcel lifecycles that write their props into the parcel's element. */
function fakeLifecycles(label: string) {
  const updates: FakeProps[] = [];
  const show = (props: FakeProps) => {
    props.domElement.textContent = `${label} ${JSON.stringify(props.params ?? props.kioskMode ?? null)}`;
  };
  const lifecycles = {
    bootstrap: () => Promise.resolve(),
    mount: (props: FakeProps) => {
      show(props);
      return Promise.resolve();
    },
    update: (props: FakeProps) => {
      updates.push(props);
      show(props);
      return Promise.resolve();
    },
    unmount: (props: FakeProps) => {
      props.domElement.textContent = '';
      return Promise.resolve();
    },
  };
  return { lifecycles, updates };
}

function sourceWith(
  loadModule: RemoteModuleSource['loadModule'],
): RemoteModuleSource & { loads: RemoteModuleId[] } {
  const loads: RemoteModuleId[] = [];
  return {
    loads,
    loadModule: (id) => {
      loads.push(id);
      return loadModule(id);
    },
  };
}

function withSource(source: RemoteModuleSource, children: ReactNode) {
  return (
    <AppThemeProvider>
      <RemoteModuleSourceContext value={source}>{children}</RemoteModuleSourceContext>
    </AppThemeProvider>
  );
}

const navigate = jest.fn();
const props = { navigate, params: { userId: '7' }, search: '' };

/** Runs `step` inside act and lets the promises it started settle. */
async function settle(step: () => unknown): Promise<void> {
  await act(async () => {
    await step();
  });
}

afterEach(() => {
  jest.useRealTimers();
});

/** Advances fake time by `ms` inside act, letting the loads it starts settle. */
async function advance(ms: number): Promise<void> {
  await settle(() => {
    jest.advanceTimersByTime(ms);
  });
}

/** Checks that each next load starts exactly `delay` ms after the one before (not a millisecond sooner). */
async function expectRetriesAfter(source: { loads: unknown[] }, delays: number[]): Promise<void> {
  for (const delay of delays) {
    const before = source.loads.length;
    await advance(delay - 1);
    expect(source.loads).toHaveLength(before);
    await advance(1);
    expect(source.loads).toHaveLength(before + 1);
  }
}

test('the load timeout is the spec chunk timeout, 120000 ms', () => {
  expect(REMOTE_LOAD_TIMEOUT_MS).toBe(120000);
});

test('a remote entry script gets the same 120000 ms (the runtime gives up after 20 s by default)', () => {
  expect(
    entryTimeoutPlugin.createScript?.({ url: 'http://localhost:3003/remoteEntry.js', attrs: {} }),
  ).toEqual({ timeout: REMOTE_LOAD_TIMEOUT_MS });
});

test('shows Loading... then mounts the module it loaded, with its props', async () => {
  const { lifecycles } = fakeLifecycles('clock');
  let resolve: (value: unknown) => void = () => undefined;
  const source = sourceWith(() => new Promise((done) => (resolve = done)));
  await settle(() => {
    render(withSource(source, <RemoteParcel id="mfe_care/ClockScreen" props={props} />));
  });
  expect(screen.getByText(REMOTE_LOADER_TEXTS.loading)).toBeInTheDocument();
  expect(REMOTE_LOADER_TEXTS.loading).toBe('Loading...');
  await settle(() => {
    resolve({ default: lifecycles });
  });
  expect(await screen.findByText('clock {"userId":"7"}')).toBeInTheDocument();
  expect(source.loads).toEqual(['mfe_care/ClockScreen']);
});

test('passes new props as an update, and none when the same props object re-renders', async () => {
  const { lifecycles, updates } = fakeLifecycles('clock');
  const source = sourceWith(() => Promise.resolve(lifecycles));
  let view!: ReturnType<typeof render>;
  await settle(() => {
    view = render(withSource(source, <RemoteParcel id="mfe_care/ClockScreen" props={props} />));
  });
  await screen.findByText('clock {"userId":"7"}');
  await settle(() => {
    view.rerender(withSource(source, <RemoteParcel id="mfe_care/ClockScreen" props={props} />));
  });
  expect(updates).toHaveLength(0);
  const next = { ...props, params: { userId: '8' } };
  await settle(() => {
    view.rerender(withSource(source, <RemoteParcel id="mfe_care/ClockScreen" props={next} />));
  });
  expect(await screen.findByText('clock {"userId":"8"}')).toBeInTheDocument();
  expect(updates).toHaveLength(1);
  expect(source.loads).toHaveLength(1);
});

test("a failed load shows the product's words, never the runtime's; Retry loads again without a page reload", async () => {
  const { lifecycles } = fakeLifecycles('food');
  let attempt = 0;
  const source = sourceWith(() => {
    attempt += 1;
    return attempt === 1
      ? Promise.reject(new Error('RUNTIME-008: remote down'))
      : Promise.resolve(lifecycles);
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await settle(() => {
    render(withSource(source, <RemoteParcel id="mfe_care/FoodLogScreen" props={props} />));
  });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('This part of the app could not be loaded.');
  expect(alert).toHaveTextContent(REMOTE_LOADER_TEXTS.unavailable);
  expect(alert).not.toHaveTextContent('RUNTIME-008');
  // The runtime's own words go to the log.
  expect(warn).toHaveBeenCalledWith(
    '[care] mfe_care/FoodLogScreen could not be shown',
    expect.objectContaining({ message: 'RUNTIME-008: remote down' }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await act(() => new Promise((done) => setTimeout(done, 20)));
  expect(await screen.findByText('food {"userId":"7"}')).toBeInTheDocument();
  expect(source.loads).toHaveLength(2);
});

test('a load still pending after 120000 ms shows the error state', async () => {
  jest.useFakeTimers();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const source = sourceWith(() => new Promise(() => undefined));
  await settle(() => {
    render(withSource(source, <RemoteParcel id="mfe_care/CalendarScreen" props={props} />));
  });
  await settle(() => {
    jest.advanceTimersByTime(REMOTE_LOAD_TIMEOUT_MS - 1);
  });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await settle(() => {
    jest.advanceTimersByTime(1);
  });
  expect(screen.getByRole('alert')).toHaveTextContent(
    REMOTE_LOADER_TEXTS.timedOut('mfe_care/CalendarScreen', 120000),
  );
});

test('a parcel whose mount rejects shows the error state', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { lifecycles } = fakeLifecycles('broken');
  const source = sourceWith(() =>
    Promise.resolve({ ...lifecycles, mount: () => Promise.reject(new Error('mount exploded')) }),
  );
  await settle(() => {
    render(withSource(source, <RemoteParcel id="mfe_care/ClockScreen" props={props} />));
  });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent(REMOTE_LOADER_TEXTS.unavailable),
  );
  expect(screen.getByRole('alert')).not.toHaveTextContent('mount exploded');
});

test('a module that is not a parcel shows the error state', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const source = sourceWith(() => Promise.resolve({ default: 'nothing' }));
  await settle(() => {
    render(withSource(source, <RemoteParcel id="mfe_care/ClockScreen" props={props} />));
  });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    REMOTE_LOADER_TEXTS.notAParcel('mfe_care/ClockScreen'),
  );
});

const config: RemotesConfig = {
  apiBaseUrl: 'http://localhost:4000/api',
  remotes: {
    mfe_auth: 'http://localhost:3001/remoteEntry.js',
    mfe_admin: 'http://localhost:3002/remoteEntry.js',
    mfe_care: 'http://localhost:3003/remoteEntry.js',
    mfe_picturebook: 'http://localhost:3004/remoteEntry.js',
    mfe_voice: 'http://localhost:3005/remoteEntry.js',
  },
  profiles: {
    site: ['mfe_auth', 'mfe_admin', 'mfe_care', 'mfe_picturebook', 'mfe_voice'],
    kiosk: ['mfe_care', 'mfe_voice'],
  },
};

test('a module outside the active profile shows the error state at once, loading nothing', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  initFederation(config, 'kiosk');
  await settle(() => {
    render(
      <AppThemeProvider>
        <RemoteParcel id="mfe_auth/LoginScreen" props={{ navigate, params: {}, search: '' }} />
      </AppThemeProvider>,
    );
  });
  expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(
    REMOTE_LOADER_TEXTS.notInProfile('mfe_auth', 'kiosk'),
  );
  expect(document.querySelectorAll('script[src*="remoteEntry"]')).toHaveLength(0);
});

describe('preloadRemoteModule (the first screen, loaded while the session boots)', () => {
  test("starts the module's load, in the active profile only", () => {
    initFederation(config, 'kiosk');
    const load = jest.fn(() => Promise.resolve({}));
    preloadRemoteModule('mfe_care/ClockScreen', load);
    preloadRemoteModule('mfe_auth/LoginScreen', load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('mfe_care/ClockScreen');
  });

  test('a failed preload is only logged: the screen reports its own load', async () => {
    initFederation(config, 'kiosk');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    preloadRemoteModule('mfe_care/ClockScreen', () => Promise.reject(new Error('offline')));
    await Promise.resolve();
    await Promise.resolve();
    expect(warn).toHaveBeenCalledWith(
      '[care] Could not preload mfe_care/ClockScreen',
      expect.any(Error),
    );
  });
});

test('a screen that has mounted marks the page as showing a screen; a background service does not', async () => {
  resetUiStore();
  const service = fakeLifecycles('calls');
  const screenParcel = fakeLifecycles('clock');
  let resolveScreen: (value: unknown) => void = () => undefined;
  const source = sourceWith((id) =>
    id === 'mfe_voice/CallService'
      ? Promise.resolve({ default: service.lifecycles })
      : new Promise((done) => (resolveScreen = done)),
  );
  await settle(() => {
    render(
      withSource(
        source,
        <>
          <RemoteParcel id="mfe_voice/CallService" props={{ kioskMode: true }} />
          <RemoteParcel id="mfe_care/ClockScreen" props={props} />
        </>,
      ),
    );
  });
  expect(await screen.findByText('calls true')).toBeInTheDocument();
  expect(useUiStore.getState().screenShown).toBe(false);
  await settle(() => {
    resolveScreen({ default: screenParcel.lifecycles });
  });
  expect(await screen.findByText('clock {"userId":"7"}')).toBeInTheDocument();
  await waitFor(() => expect(useUiStore.getState().screenShown).toBe(true));
});

describe('a service parcel loads in the background', () => {
  const SERVICE = 'mfe_voice/CallService';
  const serviceProps = { kioskMode: true };

  function renderService(source: RemoteModuleSource) {
    return render(withSource(source, <RemoteParcel id={SERVICE} props={serviceProps} />));
  }

  test('waits 2 s after a first failure, then twice as long each time, up to 60 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(backgroundRetryDelay)).toEqual([
      2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000,
    ]);
    expect(BACKGROUND_RETRY_FIRST_MS).toBe(2000);
    expect(BACKGROUND_RETRY_MAX_MS).toBe(60000);
  });

  test('shows no loading state, then only what the service itself renders', async () => {
    const { lifecycles } = fakeLifecycles('calls');
    let resolve: (value: unknown) => void = () => undefined;
    const source = sourceWith(() => new Promise((done) => (resolve = done)));
    let view!: ReturnType<typeof render>;
    await settle(() => {
      view = renderService(source);
    });
    expect(screen.queryByText(REMOTE_LOADER_TEXTS.loading)).not.toBeInTheDocument();
    expect(view.container).toBeEmptyDOMElement();
    await settle(() => {
      resolve({ default: lifecycles });
    });
    expect(await screen.findByText('calls true')).toBeInTheDocument();
  });

  test('a failed load shows nothing, is logged, and is retried with backoff until it loads', async () => {
    jest.useFakeTimers();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { lifecycles } = fakeLifecycles('calls');
    let failuresLeft = 3;
    const source = sourceWith(() => {
      if (failuresLeft === 0) return Promise.resolve(lifecycles);
      failuresLeft -= 1;
      return Promise.reject(new Error('RUNTIME-008: voice remote down'));
    });
    let view!: ReturnType<typeof render>;
    await settle(() => {
      view = renderService(source);
    });
    expect(source.loads).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(view.container).toBeEmptyDOMElement();
    expect(warn).toHaveBeenCalledWith(
      `[care] ${SERVICE} failed in the background; retrying in 2000 ms`,
      expect.objectContaining({ message: 'RUNTIME-008: voice remote down' }),
    );

    await expectRetriesAfter(source, [2000, 4000]);
    expect(source.loads).toHaveLength(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await advance(8000);
    expect(source.loads).toHaveLength(4);
    expect(screen.getByText('calls true')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(3);
  });

  test('a load that times out and a mount that rejects are retried quietly too', async () => {
    jest.useFakeTimers();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { lifecycles } = fakeLifecycles('calls');
    const outcomes: (() => Promise<unknown>)[] = [
      () => new Promise(() => undefined),
      () =>
        Promise.resolve({ ...lifecycles, mount: () => Promise.reject(new Error('mount failed')) }),
      () => Promise.resolve(lifecycles),
    ];
    const source = sourceWith(() => (outcomes.shift() ?? outcomes[0]!)());
    await settle(() => {
      renderService(source);
    });
    await advance(REMOTE_LOAD_TIMEOUT_MS);
    expect(warn).toHaveBeenLastCalledWith(
      expect.stringContaining('retrying in 2000 ms'),
      expect.objectContaining({
        message: REMOTE_LOADER_TEXTS.timedOut(SERVICE, REMOTE_LOAD_TIMEOUT_MS),
      }),
    );
    await advance(2000);
    await waitFor(() =>
      expect(warn).toHaveBeenLastCalledWith(
        expect.stringContaining('retrying in 4000 ms'),
        expect.any(Error),
      ),
    );
    expect(String(warn.mock.lastCall?.[1])).toContain('mount failed');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await advance(4000);
    expect(screen.getByText('calls true')).toBeInTheDocument();
    expect(source.loads).toHaveLength(3);
  });

  test('stops retrying when the service is unmounted', async () => {
    jest.useFakeTimers();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const source = sourceWith(() => Promise.reject(new Error('down')));
    let view!: ReturnType<typeof render>;
    await settle(() => {
      view = renderService(source);
    });
    view.unmount();
    await advance(BACKGROUND_RETRY_MAX_MS * 2);
    expect(source.loads).toHaveLength(1);
  });

  test('screens and dialogs keep their loading and error states', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const source = sourceWith(() => Promise.reject(new Error('down')));
    await settle(() => {
      render(
        withSource(
          source,
          <RemoteParcel
            id="mfe_picturebook/UploadDialog"
            props={{ userId: '1', canUpload: true, open: true, onClose: jest.fn() }}
          />,
        ),
      );
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(REMOTE_LOADER_TEXTS.unavailable);
  });
});

describe('a screen with recovery (a kiosk) retries by itself behind its fallback', () => {
  const SCREEN = 'mfe_care/ClockScreen';
  const recovery = {
    retryDelay: (failures: number) => Math.min(5000 * 2 ** (failures - 1), 60000),
    fallback: <p role="status">Getting the screen ready</p>,
  };

  test('a failed load shows the fallback, no error box, and loads again after each delay until it works', async () => {
    jest.useFakeTimers();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { lifecycles } = fakeLifecycles('clock');
    let failuresLeft = 2;
    let pending: ((value: unknown) => void) | null = null;
    const source = sourceWith(() => {
      if (failuresLeft === 0) return new Promise((resolve) => (pending = resolve));
      failuresLeft -= 1;
      return Promise.reject(new Error('RUNTIME-008: care remote entry missing'));
    });
    await settle(() => {
      render(withSource(source, <RemoteParcel id={SCREEN} props={props} recovery={recovery} />));
    });
    expect(source.loads).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Getting the screen ready');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: REMOTE_LOADER_TEXTS.retry })).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      `[care] ${SCREEN} failed; retrying in 5000 ms`,
      expect.objectContaining({ message: 'RUNTIME-008: care remote entry missing' }),
    );

    await expectRetriesAfter(source, [5000, 10000]);
    expect(source.loads).toHaveLength(3);
    // The third load is under way: the calm fallback stays, no spinner flashes in between.
    expect(screen.getByRole('status')).toHaveTextContent('Getting the screen ready');
    expect(screen.queryByText(REMOTE_LOADER_TEXTS.loading)).not.toBeInTheDocument();
    await settle(() => pending?.({ default: lifecycles }));
    expect(await screen.findByText('clock {"userId":"7"}')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  test('without recovery a screen keeps its error state and Retry button', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const source = sourceWith(() => Promise.reject(new Error('down')));
    await settle(() => {
      render(withSource(source, <RemoteParcel id={SCREEN} props={props} />));
    });
    expect(await screen.findByRole('button', { name: REMOTE_LOADER_TEXTS.retry })).toBeVisible();
    expect(screen.getByText(REMOTE_LOADER_TEXTS.loadFailed)).toBeInTheDocument();
  });

  test('stops retrying when the screen goes away', async () => {
    jest.useFakeTimers();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const source = sourceWith(() => Promise.reject(new Error('down')));
    let view!: ReturnType<typeof render>;
    await settle(() => {
      view = render(
        withSource(source, <RemoteParcel id={SCREEN} props={props} recovery={recovery} />),
      );
    });
    view.unmount();
    await advance(120000);
    expect(source.loads).toHaveLength(1);
  });
});
