const { createConfig } = require('../config/webpack.cjs');

// Exposes exactly the ids of shared/src/contracts/remotes.ts for mfe_picturebook.
module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_picturebook',
  port: 3004,
  exposes: {
    './PictureBookScreen': './src/app/exposed/picture-book-screen.tsx',
    './UploadDialog': './src/app/exposed/upload-dialog.tsx',
    './GalleryDialog': './src/app/exposed/gallery-dialog.tsx',
  },
});
