const { execSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { GenerateSW } = require('workbox-webpack-plugin');
const { createConfig, BUILD_STAMP } = require('../config/webpack.cjs');
const { version } = require('./package.json');

/**
 * The app version the kiosk reports (one value per deploy): the host's package version plus a build id,
 * `CARE_BUILD_ID` when the deploy sets one, else the commit and the build's UTC minute
 * ("0.1.0+253fbec-202611222330").
 */
function appVersion() {
  const fromEnv = process.env.CARE_BUILD_ID;
  if (fromEnv) return `${version}+${fromEnv}`.slice(0, 50);
  let commit = 'local';
  try {
    commit = execSync('git rev-parse --short HEAD', {
      cwd: __dirname,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
  } catch {
    // Not a git checkout (a source archive): the build minute alone tells deploys apart.
  }
  const minute = new Date().toISOString().slice(0, 16).replace(/[-T:]/g, '');
  return `${version}+${commit}-${minute}`;
}

/**
 * The origins the page will talk to, from the remotes config the host is released with: the API's and each remote's
 * (a deploy that moves them leaves these connections unused, nothing worse). Credentialed requests (the API client
 * sends cookies; script tags carry no crossorigin) share the connections a plain preconnect opens.
 */
function releasedOrigins() {
  const config = JSON.parse(fs.readFileSync(path.join(__dirname, 'public/remotes.json'), 'utf8'));
  const urls = [config.apiBaseUrl, ...Object.values(config.remotes ?? {})];
  return [...new Set(urls.map((url) => new URL(url).origin))];
}

const preset = createConfig({
  dir: __dirname,
  name: 'host',
  port: 3000,
  host: true,
  title: 'Care',
  // On a kiosk device the page paints the clock itself, before any bundle (docs/performance.md).
  inlineScript: 'src/document-clock/inline.ts',
  preconnect: releasedOrigins(),
});

/** The remotes config is deployed beside the host (dev serves public/; a build emits it as an asset). */
class EmitPublicFilesPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('EmitPublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'EmitPublicFilesPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          const publicDir = path.join(__dirname, 'public');
          for (const file of fs.readdirSync(publicDir)) {
            const full = path.join(publicDir, file);
            compilation.fileDependencies.add(full);
            compilation.emitAsset(file, new RawSource(fs.readFileSync(full)));
          }
        },
      );
    });
  }
}

/** How long a start waits for the network before it uses the cached page, config or remote entry. */
const NETWORK_TIMEOUT_SECONDS = 4;

/**
 * The kiosk's offline shell (docs/kiosk-resilience.md): the host's own build is precached; the
 * page, remotes.json and each remote's remoteEntry.js are network-first with a short timeout and the last
 * good copy as fallback (a missing or failing entry counts as a failure, never replaces the good copy);
 * content-hashed scripts of any origin are cache-first (a hash names one version for ever). API calls are
 * not touched: the query cache is the data's persistence. Functions here are copied into the worker's code.
 */
function offlineShell() {
  const okOnly = {
    fetchDidSucceed: async ({ response }) => {
      if (!response.ok) throw new Error(`${response.status} ${response.url}`);
      return response;
    },
  };
  // Scripts of other origins are fetched with CORS (the static servers allow it): an answer whose status
  // can be read, so that a 404 entry is seen as one instead of being cached as an opaque response.
  const corsScripts = {
    requestWillFetch: async ({ request }) =>
      new Request(request.url, { mode: 'cors', credentials: 'omit' }),
  };
  return new GenerateSW({
    swDest: 'service-worker.js',
    inlineWorkboxRuntime: true,
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    sourcemap: false,
    exclude: [
      /\.map$/,
      /\.LICENSE\.txt$/,
      /remotes\.json$/,
      // The federation manifest and stats describe the build for the registry's checks; no page loads them.
      /mf-(manifest|stats)\.json$/,
      new RegExp(BUILD_STAMP),
    ],
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' && url.origin === self.location.origin,
        handler: 'NetworkFirst',
        options: {
          cacheName: 'care-pages',
          networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
          plugins: [okOnly],
          precacheFallback: { fallbackURL: '/index.html' },
        },
      },
      {
        urlPattern: ({ url }) =>
          url.origin === self.location.origin && url.pathname === '/remotes.json',
        handler: 'NetworkFirst',
        options: {
          cacheName: 'care-remotes-config',
          networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
          plugins: [okOnly],
        },
      },
      {
        urlPattern: ({ url }) => url.pathname.endsWith('/remoteEntry.js'),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'care-remote-entries',
          networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
          plugins: [corsScripts, okOnly],
        },
      },
      {
        urlPattern: ({ url }) => /\.[0-9a-f]{8}\.js$/.test(url.pathname),
        handler: 'CacheFirst',
        options: {
          cacheName: 'care-scripts',
          expiration: { maxEntries: 400, maxAgeSeconds: 90 * 24 * 60 * 60 },
          plugins: [corsScripts, okOnly],
        },
      },
    ],
  });
}

module.exports = (env, argv) => {
  const config = preset(env, argv);
  const production = argv.mode !== 'development';
  return {
    ...config,
    // The host serves every route from one index.html: its scripts must load from the root, not relative to a
    // deep link such as /users/1/food ('auto' makes them relative).
    output: { ...config.output, publicPath: '/' },
    plugins: [
      ...config.plugins,
      new EmitPublicFilesPlugin(),
      new webpack.DefinePlugin({
        __APP_VERSION__: JSON.stringify(appVersion()),
        // The config the host is released with: a first visit's fallback when /remotes.json cannot be used.
        __RELEASED_REMOTES_CONFIG__: fs.readFileSync(
          path.join(__dirname, 'public/remotes.json'),
          'utf8',
        ),
      }),
      ...(production ? [offlineShell()] : []),
    ],
  };
};
