// The host's inline scripts (docs/performance.md, the clock before the framework): TypeScript sources bundled at build time into small scripts that the
// host's index.html carries inline, so they run while the document is parsed, before any bundle has loaded.
const path = require('node:path');
const esbuild = require('esbuild');

/**
 * Bundles `entry` (and what it imports: the clock face's rules from @care/shared, so the document's clock and the
 * React clock cannot drift apart) into one minified script. Returns its code, safe inside a <script> element, and
 * the files it was built from (the dev server rebuilds when one changes).
 */
function bundleInlineScript(entry) {
  const result = esbuild.buildSync({
    entryPoints: [entry],
    absWorkingDir: path.dirname(entry),
    bundle: true,
    format: 'iife',
    minify: true,
    // The kiosk's browsers (Chromium on single-board computers) are recent; the bundles target the same.
    target: 'es2020',
    legalComments: 'none',
    metafile: true,
    write: false,
  });
  const code = result.outputFiles[0].text.trim().replace(/<\/(script)/gi, '<\\/$1');
  const inputs = Object.keys(result.metafile.inputs).map((input) =>
    path.resolve(path.dirname(entry), input),
  );
  return { code, inputs };
}

module.exports = { bundleInlineScript };
