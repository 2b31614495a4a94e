const { createConfig } = require('../config/webpack.cjs');

// Exposes what shared/src/manifests/mfe-care.ts lists.
module.exports = createConfig({ dir: __dirname, name: 'mfe_care', port: 3003 });
