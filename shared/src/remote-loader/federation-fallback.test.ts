import { getInstance } from '@module-federation/enhanced/runtime';
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import type { ReleaseRef, RemotesConfig } from '../contracts';
import { useSessionStore } from '../session/session-store';
import { entryRetryPlugin } from './entry-retry-plugin';
import {
  applyDeployedConfig,
  incompatibility,
  initFederation,
  loadRemoteModule,
  RemoteUnavailableError,
  remoteSources,
} from './federation';
import { REMOTE_LOADER_TEXTS } from './remote-loader-texts';
import { clearReleasePins, pinRelease, RELEASE_PINS_KEY, useReleaseStore } from './release-store';

const ref = (id: string, requires: Record<string, string> = {}): ReleaseRef => ({
  id,
  entry: `http://localhost:3010/mfe_care/${id}/remoteEntry.js`,
  requires,
});
const older = ref('0.1.0-older00000');
const good = ref('0.1.0-good000000');
const candidate = ref('0.2.0-candidate0');

const config: RemotesConfig = {
  apiBaseUrl: 'http://localhost:4000/api',
  remotes: { mfe_care: good.entry, mfe_voice: 'http://localhost:3005/remoteEntry.js' },
  profiles: { site: ['mfe_care', 'mfe_voice'], kiosk: ['mfe_care', 'mfe_voice'] },
  releases: { mfe_care: { ...good, fallbacks: [older] } },
  candidates: { mfe_care: [candidate] },
};

function runtime(): ModuleFederation {
  const instance = getInstance();
  if (!instance) throw new Error('no federation instance');
  return instance;
}

const entryOf = (name: string): string | undefined => {
  const remote = runtime().options.remotes.find((item) => item.name === name);
  return remote && 'entry' in remote ? remote.entry : undefined;
};

const entryFailure = () =>
  new Error(
    '[ Federation Runtime ]: #RUNTIME-008 Failed to load script resources. http://x/remoteEntry.js',
  );

beforeEach(() => {
  localStorage.clear();
  useReleaseStore.setState({ fallbacks: {}, candidates: {}, pins: {} });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('remoteSources', () => {
  test('the deployed pointer, then the known-good releases, newest first', () => {
    expect(remoteSources(config, 'mfe_care', undefined).map((s) => [s.release, s.kind])).toEqual([
      [good.id, 'deployed'],
      [older.id, 'fallback'],
    ]);
  });

  test('a pointer edited by hand comes first, unknown, then the release the registry deployed', () => {
    const forced = { ...config, remotes: { mfe_care: 'http://elsewhere.test/remoteEntry.js' } };
    expect(remoteSources(forced, 'mfe_care', undefined).map((s) => [s.release, s.kind])).toEqual([
      [null, 'deployed'],
      [good.id, 'fallback'],
      [older.id, 'fallback'],
    ]);
  });

  test('a pinned candidate comes first, only while the registry lists it', () => {
    expect(remoteSources(config, 'mfe_care', candidate.id)[0]).toMatchObject({
      release: candidate.id,
      kind: 'pinned',
    });
    expect(remoteSources(config, 'mfe_care', 'withdrawn')[0]?.release).toBe(good.id);
  });
});

describe('incompatibility', () => {
  test("names the module and both versions when the host's version is outside the range", () => {
    expect(incompatibility({ '@care/shared': '^1.1.0' }, { '@care/shared': '1.0.0' })).toBe(
      'needs @care/shared ^1.1.0, the host provides 1.0.0',
    );
  });

  test('is null for satisfied ranges and unknown requirements', () => {
    expect(incompatibility({ react: '^19.3.1' }, { react: '19.3.2' })).toBeNull();
    expect(incompatibility(null, { react: '19.3.2' })).toBeNull();
  });
});

describe('loadRemoteModule: fallback to a known-good release', () => {
  test('a release that fails gives way to the previous one; the store says so, nothing is thrown', async () => {
    initFederation(config, 'site');
    expect(entryOf('mfe_care')).toBe(good.entry);
    const loaded = { default: 'clock' };
    const loadRemote = jest
      .spyOn(runtime(), 'loadRemote')
      .mockImplementationOnce(() => Promise.reject(entryFailure()))
      .mockImplementationOnce(() => Promise.resolve(loaded));
    await expect(loadRemoteModule('mfe_care/ClockScreen')).resolves.toBe(loaded);
    expect(loadRemote).toHaveBeenCalledTimes(2);
    expect(entryOf('mfe_care')).toBe(older.entry);
    expect(useReleaseStore.getState().fallbacks).toEqual({
      mfe_care: { wanted: good.id, using: older.id },
    });
  });

  test('a release the runtime refuses (a shared range it cannot satisfy) is not retried: the next one loads', async () => {
    initFederation(config, 'site');
    const loadRemote = jest
      .spyOn(runtime(), 'loadRemote')
      .mockImplementationOnce(() =>
        Promise.reject(
          new Error(
            'Version 1.0.0 from host of shared singleton module @care/shared does not satisfy the requirement of mfe_care which needs ^1.1.0)',
          ),
        ),
      )
      .mockImplementationOnce(() => Promise.resolve({}));
    await loadRemoteModule('mfe_care/ClockScreen');
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  test("when no release loads, the person's message is the product's, and a retry starts from the deployed one", async () => {
    initFederation(config, 'site');
    jest.spyOn(runtime(), 'loadRemote').mockImplementation(() => Promise.reject(entryFailure()));
    const failure = loadRemoteModule('mfe_care/ClockScreen');
    await expect(failure).rejects.toBeInstanceOf(RemoteUnavailableError);
    await expect(failure).rejects.toThrow(REMOTE_LOADER_TEXTS.unavailable);
    expect(entryOf('mfe_care')).toBe(good.entry);
  });
});

describe('loadRemoteModule: one load of a remote at a time', () => {
  test('a second module waits for the first load, so no switch happens under a load in flight', async () => {
    initFederation(config, 'site');
    const started: string[] = [];
    let failFirst: (error: Error) => void = () => undefined;
    jest.spyOn(runtime(), 'loadRemote').mockImplementation((id: string) => {
      started.push(`${id}@${entryOf('mfe_care') ?? ''}`);
      if (started.length === 1) return new Promise((_resolve, reject) => (failFirst = reject));
      return Promise.resolve({});
    });
    const screen = loadRemoteModule('mfe_care/ClockScreen');
    const other = loadRemoteModule('mfe_care/CalendarScreen');
    await new Promise((done) => setTimeout(done, 0));
    expect(started).toEqual([`mfe_care/ClockScreen@${good.entry}`]);
    failFirst(entryFailure());
    await Promise.all([screen, other]);
    expect(started).toEqual([
      `mfe_care/ClockScreen@${good.entry}`,
      `mfe_care/ClockScreen@${older.entry}`,
      `mfe_care/CalendarScreen@${older.entry}`,
    ]);
  });

  test('a second ask for a module being loaded joins that load (one set of attempts, not two)', async () => {
    initFederation(config, 'site');
    const loadRemote = jest
      .spyOn(runtime(), 'loadRemote')
      .mockImplementation(() => Promise.reject(entryFailure()));
    const preload = loadRemoteModule('mfe_care/ClockScreen');
    const screen = loadRemoteModule('mfe_care/ClockScreen');
    await expect(preload).rejects.toBeInstanceOf(RemoteUnavailableError);
    await expect(screen).rejects.toBeInstanceOf(RemoteUnavailableError);
    // The deployed release and its one fallback, once each.
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  test('a pointer written by hand is checked against its own manifest before it runs', async () => {
    const forcedEntry = 'http://localhost:3010/mfe_care/0.2.0-forced0000/remoteEntry.js';
    const forced = { ...config, remotes: { ...config.remotes, mfe_care: forcedEntry } };
    initFederation(forced, 'site');
    // What the host's build registers at start: the version of @care/shared it provides.
    (runtime().options as { shared: unknown }).shared = {
      '@care/shared': [{ version: '1.0.0', from: runtime().options.name }],
    };
    const manifest = {
      shared: [{ name: '@care/shared', singleton: true, requiredVersion: '^1.1.0' }],
    };
    const fetched: string[] = [];
    global.fetch = jest.fn((url: string | URL | Request) => {
      fetched.push(typeof url === 'string' ? url : 'href' in url ? url.href : url.url);
      return Promise.resolve({ ok: true, json: () => Promise.resolve(manifest) } as Response);
    });
    const loadRemote = jest
      .spyOn(runtime(), 'loadRemote')
      .mockImplementation(() => Promise.resolve({}));
    await loadRemoteModule('mfe_care/ClockScreen');
    expect(fetched).toEqual(['http://localhost:3010/mfe_care/0.2.0-forced0000/mf-manifest.json']);
    // Never executed: the first load already ran from the release the registry deployed.
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(entryOf('mfe_care')).toBe(good.entry);
    expect(useReleaseStore.getState().fallbacks['mfe_care']).toEqual({
      wanted: null,
      using: good.id,
    });
  });
});

describe('a deploy seen by an open page', () => {
  const next = ref('0.1.0-next000000');
  const deployed: RemotesConfig = {
    ...config,
    remotes: { ...config.remotes, mfe_care: next.entry },
    releases: { mfe_care: { ...next, fallbacks: [good, older] } },
  };

  test('a remote that has not run here switches at once', () => {
    initFederation(config, 'site');
    expect(applyDeployedConfig(deployed)).toEqual([]);
    expect(entryOf('mfe_care')).toBe(next.entry);
  });

  test('a remote already running here waits for a new page', async () => {
    initFederation(config, 'site');
    jest.spyOn(runtime(), 'loadRemote').mockImplementation(() => Promise.resolve({}));
    await loadRemoteModule('mfe_care/ClockScreen');
    expect(applyDeployedConfig(deployed)).toEqual(['mfe_care']);
    expect(entryOf('mfe_care')).toBe(good.entry);
  });
});

describe('pinning one browser to a candidate', () => {
  test('only an administrator may pin, only to a listed candidate; the pin leads the sources', () => {
    initFederation(config, 'site');
    expect(pinRelease('mfe_care', candidate.id)).toBe(false);
    useSessionStore.setState({ isAdmin: true });
    expect(pinRelease('mfe_care', 'not-a-candidate')).toBe(false);
    expect(pinRelease('mfe_care', candidate.id)).toBe(true);
    expect(JSON.parse(localStorage.getItem(RELEASE_PINS_KEY) ?? '{}')).toEqual({
      mfe_care: candidate.id,
    });
    initFederation(config, 'site');
    expect(entryOf('mfe_care')).toBe(candidate.entry);
    clearReleasePins();
    initFederation(config, 'site');
    expect(entryOf('mfe_care')).toBe(good.entry);
    useSessionStore.setState({ isAdmin: false });
  });

  test('a pin whose release the registry no longer lists ends by itself', () => {
    useReleaseStore.setState({ pins: { mfe_care: 'withdrawn' } });
    initFederation(config, 'site');
    expect(useReleaseStore.getState().pins).toEqual({});
    expect(entryOf('mfe_care')).toBe(good.entry);
  });
});

describe('entryRetryPlugin', () => {
  type Hook = NonNullable<ReturnType<typeof entryRetryPlugin>['loadEntryError']>;
  const args = (getRemoteEntry: jest.Mock) =>
    ({
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'mfe_care' },
      globalLoading: { key: Promise.resolve(undefined) },
      uniqueKey: 'key',
    }) as unknown as Parameters<Hook>[0];

  test('an entry that fails twice loads on the third attempt, after each wait', async () => {
    const waits: number[] = [];
    const exports = { get: () => undefined, init: () => undefined };
    const getRemoteEntry = jest
      .fn()
      .mockRejectedValueOnce(entryFailure())
      .mockResolvedValueOnce(exports);
    const plugin = entryRetryPlugin([10, 20, 30], (ms) => {
      waits.push(ms);
      return Promise.resolve();
    });
    const hookArgs = args(getRemoteEntry);
    await expect(plugin.loadEntryError?.(hookArgs)).resolves.toBe(exports);
    expect(waits).toEqual([10, 20]);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    expect(hookArgs.globalLoading['key']).toBeUndefined();
  });

  test('gives up after its last attempt, so the loader can fall back', async () => {
    const getRemoteEntry = jest.fn().mockRejectedValue(entryFailure());
    const plugin = entryRetryPlugin([1, 1, 1], () => Promise.resolve());
    await expect(plugin.loadEntryError?.(args(getRemoteEntry))).resolves.toBeUndefined();
    expect(getRemoteEntry).toHaveBeenCalledTimes(3);
  });
});
