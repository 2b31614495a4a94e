// One webpack preset for the host and every remote: each package's webpack.config.cjs is a few lines.
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('./federation.cjs');

/** Webpack's default is 120000 too; spelt out because the spec fixes it (section 9). */
const CHUNK_LOAD_TIMEOUT_MS = 120000;
/** Written into dist/ after every build. */
const BUILD_STAMP = '.build-stamp';

/**
 * @param {object} options
 * @param {string} options.dir            package folder (__dirname of the caller)
 * @param {string} options.name           federation name, a JS identifier (mfe_care)
 * @param {number} options.port           dev-server port
 * @param {Record<string,string>} [options.exposes]
 * @param {boolean} [options.host]        true for the shell: no exposes, runtime remotes, timeout plugin
 * @param {string} [options.title]
 */
function createConfig({ dir, name, port, exposes = {}, host = false, title = 'Care' }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
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
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
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
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: host ? undefined : 'remoteEntry.js',
          exposes: host ? undefined : exposes,
          remotes: host ? {} : undefined,
          shared: sharedSingletons(pkg),
          dts: false,
          manifest: false,
          runtimePlugins: host
            ? [require.resolve(path.join(dir, 'src/federation/entry-timeout-plugin.ts'))]
            : [],
        }),
        new HtmlWebpackPlugin({
          title,
          template: path.join(__dirname, 'index.html'),
          // The host's config is deployed beside it; remotes get a standalone page for their own development.
          templateParameters: { title },
        }),
        // webpack leaves unchanged files untouched on disk, so their times say nothing; this stamp tells
        // `npm start` when the production build last ran (scripts/lib/stale-builds.mjs).
        ...(production
          ? [
              {
                apply: (compiler) =>
                  compiler.hooks.afterEmit.tap('BuildStamp', () => {
                    fs.writeFileSync(path.join(dir, 'dist', BUILD_STAMP), new Date().toISOString());
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
        client: { overlay: { runtimeErrors: false } },
      },
    };
  };
}

module.exports = { createConfig, CHUNK_LOAD_TIMEOUT_MS, BUILD_STAMP };
