const { execSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { createConfig } = require('../config/webpack.cjs');
const webpack = require('webpack');
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

const preset = createConfig({
  dir: __dirname,
  name: 'host',
  port: 3000,
  host: true,
  title: 'Care',
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

module.exports = (env, argv) => {
  const config = preset(env, argv);
  return {
    ...config,
    // The host serves every route from one index.html: its scripts must load from the root, not relative to a
    // deep link such as /users/1/food ('auto' makes them relative).
    output: { ...config.output, publicPath: '/' },
    plugins: [
      ...config.plugins,
      new EmitPublicFilesPlugin(),
      new webpack.DefinePlugin({ __APP_VERSION__: JSON.stringify(appVersion()) }),
    ],
  };
};
