// Shared singletons (ARCHITECTURE.md "Composition"), with ranges derived from each package.json.
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'zustand',
  'styled-components',
  'single-spa',
  'single-spa-react',
  'axios',
  '@tanstack/react-query',
  'react-hook-form',
  'zod',
  '@hookform/resolvers',
  '@care/shared',
  // The forms kit: its own shared module, so that react-hook-form and zod load only with a form.
  '@care/shared/forms',
];
/** Subpaths need their own trailing-slash key, or react-dom/client is bundled twice (notes/toolchain.md). */
const SUBPATH_KEYS = {
  react: 'react/',
  'react-dom': 'react-dom/',
  'single-spa-react': 'single-spa-react/',
  zustand: 'zustand/',
  zod: 'zod/',
  '@hookform/resolvers': '@hookform/resolvers/',
};

const sharedPkg = require('../shared/package.json');

function rangeFor(pkg, dep) {
  const range = (pkg.dependencies || {})[dep] || (pkg.peerDependencies || {})[dep];
  if (dep === '@care/shared' || dep.startsWith('@care/shared/')) return `^${sharedPkg.version}`;
  if (!range) return undefined;
  return range.startsWith('workspace:') ? undefined : range;
}

/** Every package shares every singleton it (or the shared package) depends on. */
function sharedSingletons(pkg) {
  const shared = {};
  for (const dep of SINGLETONS) {
    const requiredVersion = rangeFor(pkg, dep) || rangeFor(sharedPkg, dep);
    if (!requiredVersion) continue;
    const entry = { singleton: true, requiredVersion, strictVersion: false };
    shared[dep] = entry;
    if (SUBPATH_KEYS[dep]) shared[SUBPATH_KEYS[dep]] = { ...entry };
  }
  return shared;
}

module.exports = { SINGLETONS, sharedSingletons };
