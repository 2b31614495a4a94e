// One webpack preset for the host and every remote: each package's webpack.config.cjs is a few lines.
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('./federation.cjs');
const { bundleInlineScript } = require('./document-clock.cjs');
const { contractVersions } = require('../scripts/lib/registry/contracts.cjs');

/** Webpack's default is 120000 too; spelt out because the spec fixes it (section 9). */
const CHUNK_LOAD_TIMEOUT_MS = 120000;
/** Written into dist/ after every build. */
const BUILD_STAMP = '.build-stamp';
/** Where the standalone harness of a remote finds the API in development (`npm start` serves it there). */
const DEV_API_TARGET = 'http://localhost:4000';

/**
 * The remote manifests (shared/src/manifests) are TypeScript with literal types; the preset reads them through
 * tsx's require, so that `exposes` is derived from the same data the host's route table and the contract are.
 */
function loadManifests() {
  const { require: tsxRequire } = require('tsx/cjs/api');
  return tsxRequire('../shared/src/manifests/index.ts', __filename);
}

/** The remote's `exposes` and page title, from its manifest; every feature folder must have an index file. */
function remoteManifest(dir, name) {
  const manifests = loadManifests();
  const manifest = manifests.manifestOf(name);
  const exposes = manifests.exposesOf(manifest);
  for (const [key, entry] of Object.entries(exposes)) {
    const folder = path.join(dir, entry);
    if (!['index.ts', 'index.tsx'].some((file) => fs.existsSync(path.join(folder, file)))) {
      throw new Error(`${name} exposes ${key} from ${entry}, which has no index.ts or index.tsx`);
    }
  }
  return { exposes, title: manifest.title };
}

/**
 * One federation runtime for the page: the host's build provides its runtime core to every remote, and a remote's
 * production entry uses it instead of carrying its own copy (28 KB gzip per entry). A remote's development page (the
 * standalone harness) is a host of its own, so it keeps its runtime.
 */
function federationExperiments({ host, production }) {
  const optimization = { disableSnapshot: true, target: 'web' };
  if (host) return { provideExternalRuntime: true, optimization };
  return production ? { externalRuntime: true, optimization } : {};
}

/**
 * The catalogs are compiled at build time (icu-loader.cjs), so intl-messageformat never parses: FormatJS's own build
 * without its parser (docs/languages.md).
 */
function noMessageParser() {
  return {
    '@formatjs/icu-messageformat-parser$':
      require.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
  };
}

/**
 * The plugin that provides the runtime core is resolved by `require.resolve`, so it asks for the CommonJS build of the
 * core, a second copy beside the ES module build that webpack's federation runtime uses (+24 KB gzip in main). This
 * points its request at the ES module build: one copy of the core in the host.
 */
function runtimeCoreAlias() {
  const from = path.dirname(require.resolve('@module-federation/enhanced/webpack'));
  const request = '@module-federation/runtime-tools/runtime-core';
  const esm = require.resolve(request, { paths: [from] }).replace(/\.cjs$/, '.js');
  if (!fs.existsSync(esm)) throw new Error(`No ES module build of ${request} at ${esm}`);
  return { [`${request}$`]: esm };
}

/**
 * The federation manifest (mf-manifest.json, beside remoteEntry.js) with what the release registry checks before a
 * deploy (scripts/lib/registry): the contracts the build was made against and, for the host, every module it may
 * route to, so that a remote's release missing one of them is refused.
 */
function federationManifest({ host }) {
  return {
    additionalData: ({ stats }) => {
      const care = { contracts: contractVersions() };
      if (host) care.routesTo = [...loadManifests().REMOTE_MODULE_IDS];
      stats.metaData.care = care;
      return stats;
    },
  };
}

/**
 * @param {object} options
 * @param {string} options.dir            package folder (__dirname of the caller)
 * @param {string} options.name           federation name, a JS identifier (mfe_care); a remote's manifest name
 * @param {number} options.port           dev-server port
 * @param {boolean} [options.host]        true for the shell: no exposes, runtime remotes, timeout plugin
 * @param {string} [options.title]        the host's page title (a remote's comes from its manifest)
 * @param {string} [options.inlineScript] a TypeScript entry bundled into the page as an inline script at the end
 *                                        of its body, run before the bundles (the host's document clock)
 * @param {string[]} [options.preconnect] origins the page's head connects to at once (`rel=preconnect`), with the
 *                                        inline script's page only
 */
function createConfig({
  dir,
  name,
  port,
  host = false,
  title = 'Care',
  inlineScript,
  preconnect = [],
}) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const remote = host ? null : remoteManifest(dir, name);
    const exposes = remote?.exposes;
    const pageTitle = remote?.title ?? title;
    // A remote's page (src/index.ts → the standalone harness) exists for development only: its production
    // build is remoteEntry.js and the chunks it loads, so no harness or dev-only code ships.
    const page = host || !production;
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: page ? { main: './src/index.ts' } : {},
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        alias: { ...(host ? runtimeCoreAlias() : {}), ...noMessageParser() },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.(png|jpe?g|svg|mp3|wav|ogg)$/, type: 'asset/resource' },
          // Message catalogs, compiled to syntax trees in a list (docs/languages.md), and the texts that read them by
          // place in it, not by id (before TypeScript is compiled).
          { test: /[\\/]i18n[\\/].+\.json$/, use: path.join(__dirname, 'icu-loader.cjs') },
          {
            test: /texts\.ts$/,
            enforce: 'pre',
            use: path.join(__dirname, 'message-ids-loader.cjs'),
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: host ? undefined : 'remoteEntry.js',
          exposes,
          remotes: host ? {} : undefined,
          shared: sharedSingletons(pkg),
          dts: false,
          manifest: federationManifest({ host }),
          runtimePlugins: host
            ? [require.resolve(path.join(dir, 'src/federation/entry-timeout-plugin.ts'))]
            : [],
          experiments: federationExperiments({ host, production }),
        }),
        ...(page
          ? [
              new HtmlWebpackPlugin({
                title: pageTitle,
                template: path.join(__dirname, 'index.html'),
                // A page with an inline script lists its bundles as preloads in the head, and the inline script
                // starts them (host/src/document-clock/start-bundles.ts: on a kiosk, after the clock's first frame).
                inject: !inlineScript,
                // The host's config is deployed beside it; remotes get a standalone page for development.
                templateParameters: (compilation, assets) => {
                  if (!inlineScript)
                    return { title: pageTitle, inlineScript: '', bundlePreloads: '' };
                  const { code, inputs } = bundleInlineScript(path.join(dir, inlineScript));
                  for (const input of inputs) compilation.fileDependencies.add(input);
                  // Connections first: on a phone each new origin costs round trips (TCP, TLS) that would
                  // otherwise wait for the bundles to ask for it (docs/performance.md, phones).
                  const bundlePreloads = [
                    ...preconnect.map((origin) => `<link rel="preconnect" href="${origin}">`),
                    ...assets.js.map(
                      (src) => `<link rel="preload" as="script" href="${src}" data-start>`,
                    ),
                  ].join('');
                  return {
                    title: pageTitle,
                    inlineScript: `<script>${code}</script>`,
                    bundlePreloads,
                  };
                },
              }),
            ]
          : []),
        // webpack leaves unchanged files untouched on disk, so their times say nothing; this stamp tells
        // `npm start` when the production build last ran (scripts/lib/stale-builds.mjs). Written where the build
        // went: a release builds into a folder of its own (`--output-path`) and leaves dist/ and its stamp alone.
        ...(production
          ? [
              {
                apply: (compiler) =>
                  compiler.hooks.afterEmit.tap('BuildStamp', () => {
                    fs.writeFileSync(
                      path.join(compiler.outputPath, BUILD_STAMP),
                      new Date().toISOString(),
                    );
                  }),
              },
            ]
          : []),
      ],
      performance: { hints: false },
      devServer: {
        port,
        host: '127.0.0.1',
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: host ? { directory: path.join(dir, 'public') } : false,
        // The standalone harness calls the API on its own origin; the dev server passes /api on.
        proxy: host ? [] : [{ context: ['/api'], target: DEV_API_TARGET, changeOrigin: true }],
        client: { overlay: { runtimeErrors: false } },
      },
    };
  };
}

module.exports = {
  createConfig,
  loadManifests,
  federationExperiments,
  runtimeCoreAlias,
  CHUNK_LOAD_TIMEOUT_MS,
  BUILD_STAMP,
};
