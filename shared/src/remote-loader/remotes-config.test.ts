import type { RemotesConfig } from '../contracts';
import {
  LAST_REMOTES_CONFIG_KEY,
  loadRemotesConfig,
  parseRemotesConfig,
  type ConfigFetch,
} from './remotes-config';

const config: RemotesConfig = {
  apiBaseUrl: 'http://localhost:4000/api',
  remotes: {
    mfe_auth: 'http://localhost:3001/remoteEntry.js',
    mfe_care: 'http://localhost:3003/remoteEntry.js',
  },
  profiles: { site: ['mfe_auth', 'mfe_care'], kiosk: ['mfe_care'] },
};

const releasedWith: RemotesConfig = { ...config, apiBaseUrl: 'http://released.test/api' };

const reply = (status: number, body: unknown) =>
  jest.fn<ReturnType<ConfigFetch>, Parameters<ConfigFetch>>(() =>
    Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) }),
  );

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('parseRemotesConfig', () => {
  test('reads a hand-written file with the three required keys as it is', () => {
    expect(parseRemotesConfig(config)).toEqual(config);
  });

  test('ignores an unknown key, an unknown remote and a malformed entry, and names each', () => {
    const problems: string[] = [];
    const parsed = parseRemotesConfig(
      {
        ...config,
        remotes: { ...config.remotes, mfe_nope: 'http://x/remoteEntry.js', mfe_admin: 42 },
        profiles: { site: ['mfe_auth', 'mfe_nope'], kiosk: ['mfe_care'] },
        extra: true,
      },
      problems,
    );
    expect(parsed).toEqual({ ...config, profiles: { site: ['mfe_auth'], kiosk: ['mfe_care'] } });
    expect(problems).toEqual(
      expect.arrayContaining([
        'remotes names an unknown remote "mfe_nope"; ignored',
        'remotes.mfe_admin is not usable; ignored',
        'profiles.site names an unknown remote; ignored',
        'unknown key "extra"; ignored',
      ]),
    );
  });

  test('keeps the registry parts that are whole and drops the rest', () => {
    const release = {
      id: '0.1.0-aaaaaaaaaa',
      entry: 'http://localhost:3010/mfe_care/0.1.0-aaaaaaaaaa/remoteEntry.js',
      requires: { '@care/shared': '^1.0.0' },
    };
    const parsed = parseRemotesConfig({
      ...config,
      releases: {
        mfe_care: { ...release, fallbacks: [release, { id: 'no entry' }] },
        mfe_auth: { id: 'x' },
      },
      candidates: { mfe_care: [release] },
      updateCheckSeconds: 5,
    });
    expect(parsed?.releases).toEqual({ mfe_care: { ...release, fallbacks: [release] } });
    expect(parsed?.candidates).toEqual({ mfe_care: [release] });
    expect(parsed?.updateCheckSeconds).toBe(5);
  });

  test('a file that cannot run a site at all is unusable', () => {
    expect(parseRemotesConfig(null)).toBeNull();
    expect(parseRemotesConfig([config])).toBeNull();
    expect(parseRemotesConfig({ ...config, apiBaseUrl: undefined })).toBeNull();
    expect(parseRemotesConfig({ ...config, remotes: 'x' })).toBeNull();
    expect(parseRemotesConfig({ ...config, profiles: { site: 'all' } })).toBeNull();
  });
});

describe('loadRemotesConfig', () => {
  test('reads /remotes.json, revalidating, and keeps it as the last valid config', async () => {
    const fetchImpl = reply(200, config);
    await expect(loadRemotesConfig(releasedWith, undefined, fetchImpl)).resolves.toEqual({
      config,
      source: 'deployed',
      problems: [],
    });
    expect(fetchImpl).toHaveBeenCalledWith(
      '/remotes.json',
      expect.objectContaining({ cache: 'no-cache' }),
    );
    expect(JSON.parse(localStorage.getItem(LAST_REMOTES_CONFIG_KEY) ?? 'null')).toEqual(config);
  });

  test('an unreachable or malformed file gives way to the last valid config', async () => {
    await loadRemotesConfig(releasedWith, '/remotes.json', reply(200, config));
    const failed = jest.fn<ReturnType<ConfigFetch>, Parameters<ConfigFetch>>(() =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    await expect(loadRemotesConfig(releasedWith, '/remotes.json', failed)).resolves.toMatchObject({
      config,
      source: 'last-valid',
    });
    const broken = await loadRemotesConfig(
      releasedWith,
      '/remotes.json',
      reply(200, { remotes: {} }),
    );
    expect(broken).toMatchObject({ config, source: 'last-valid' });
    expect(broken.problems).toEqual(['/remotes.json is not a usable remotes config']);
  });

  test('on a first visit, a failing file gives way to the config the host was released with', async () => {
    const notJson = jest.fn<ReturnType<ConfigFetch>, Parameters<ConfigFetch>>(() =>
      Promise.resolve({ ok: true, status: 200, json: () => Promise.reject(new SyntaxError('x')) }),
    );
    await expect(loadRemotesConfig(releasedWith, '/remotes.json', notJson)).resolves.toEqual({
      config: releasedWith,
      source: 'released-with',
      problems: ['/remotes.json is not JSON'],
    });
    await expect(
      loadRemotesConfig(releasedWith, '/remotes.json', reply(503, {})),
    ).resolves.toMatchObject({
      source: 'released-with',
      problems: ['/remotes.json answered HTTP 503'],
    });
    expect(localStorage.getItem(LAST_REMOTES_CONFIG_KEY)).toBeNull();
  });
});
