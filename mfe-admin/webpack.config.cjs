const { createConfig } = require('../config/webpack.cjs');

// Exposes what shared/src/manifests/mfe-admin.ts lists.
module.exports = createConfig({ dir: __dirname, name: 'mfe_admin', port: 3002 });
