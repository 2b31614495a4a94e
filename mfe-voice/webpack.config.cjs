const { createConfig } = require('../config/webpack.cjs');

// Exposes what shared/src/manifests/mfe-voice.ts lists.
module.exports = createConfig({ dir: __dirname, name: 'mfe_voice', port: 3005 });
