const fs = require('node:fs');
const path = require('node:path');
const { createConfig } = require('../config/webpack.cjs');

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
    plugins: [...config.plugins, new EmitPublicFilesPlugin()],
  };
};
