const { createConfig } = require('../config/webpack.cjs');

// Exposes what shared/src/manifests/mfe-auth.ts lists.
module.exports = createConfig({ dir: __dirname, name: 'mfe_auth', port: 3001 });
