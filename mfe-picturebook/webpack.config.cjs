const { createConfig } = require('../config/webpack.cjs');

// Exposes what shared/src/manifests/mfe-picturebook.ts lists.
module.exports = createConfig({ dir: __dirname, name: 'mfe_picturebook', port: 3004 });
