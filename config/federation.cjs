// Shared singletons (docs/architecture.md "How the pieces meet"), with ranges derived from each package.json.
// Only what a remote (or @care/shared, which every remote runs) really imports: a shared module is loaded whole,
// while one bundled by the host alone is tree-shaken to what the host uses.
// Not here on purpose:
// - react-router-dom: only the host routes (a parcel gets `navigate`); shared, it was 61 KB gzip loaded whole on every
//   page, bundled by the host it is what the host uses of it. ESLint keeps remotes and shared from importing it.
// - react-hook-form and zod (through @care/shared/forms). A form lives inside one parcel, so nothing of them crosses a
//   remote's boundary; bundled per remote they are tree-shaken to what it uses.
const SINGLETONS = [
  'react',
  'react-dom',
  'zustand',
  'styled-components',
  'single-spa',
  'single-spa-react',
  'axios',
  '@tanstack/react-query',
  '@care/shared',
];
/** Subpaths need their own trailing-slash key, or react-dom/client is bundled twice (docs/architecture.md "Toolchain facts"). */
const SUBPATH_KEYS = {
  react: 'react/',
  'react-dom': 'react-dom/',
  'single-spa-react': 'single-spa-react/',
  zustand: 'zustand/',
};

const sharedPkg = require('../shared/package.json');

function rangeFor(pkg, dep) {
  const range = (pkg.dependencies || {})[dep] || (pkg.peerDependencies || {})[dep];
  if (dep === '@care/shared') return `^${sharedPkg.version}`;
  if (!range) return undefined;
  return range.startsWith('workspace:') ? undefined : range;
}

/** Every package shares every singleton it (or the shared package) depends on. */
function sharedSingletons(pkg) {
  const shared = {};
  for (const dep of SINGLETONS) {
    const requiredVersion = rangeFor(pkg, dep) || rangeFor(sharedPkg, dep);
    if (!requiredVersion) continue;
    // strictVersion: a remote whose range the page's singleton does not satisfy is refused by the runtime (and the
    // host falls back to a known-good release, docs/deploying.md) instead of running against an API it was not
    // built for; with `false` it ran and crashed ("… is not a function").
    const entry = { singleton: true, requiredVersion, strictVersion: true };
    shared[dep] = entry;
    if (SUBPATH_KEYS[dep]) shared[SUBPATH_KEYS[dep]] = { ...entry };
  }
  return shared;
}

module.exports = { SINGLETONS, sharedSingletons };
