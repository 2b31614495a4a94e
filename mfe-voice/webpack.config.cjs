const { createConfig } = require('../config/webpack.cjs');

// Exposes exactly the ids of shared/src/contracts/remotes.ts for mfe_voice.
module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_voice',
  port: 3005,
  exposes: {
    './CallService': './src/app/exposed/call-service.tsx',
  },
});
