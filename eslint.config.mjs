// One flat config for the whole workspace. Zero warnings is enforced by `eslint --max-warnings 0`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import fs from 'node:fs';

const REMOTES = ['mfe-auth', 'mfe-admin', 'mfe-care', 'mfe-picturebook', 'mfe-voice'];
const APPS = ['host', ...REMOTES];

/** Remotes never import each other; nobody reaches into another package's files; shared imports no app. */
const zones = [
  ...APPS.flatMap((app) =>
    APPS.filter((other) => other !== app).map((other) => ({
      target: `./${app}`,
      from: `./${other}`,
      message:
        'Packages meet at runtime through the host (parcels, props, shared stores), never by import.',
    })),
  ),
  ...APPS.map((app) => ({
    target: './shared',
    from: `./${app}`,
    message: 'shared is the lowest layer: it never imports an app.',
  })),
  ...[...APPS, 'shared'].map((pkg) => ({
    target: `./${pkg}`,
    from: './api',
    message: 'The frontend talks to the API over HTTP only.',
  })),
];

/** Only the public entries of shared: `@care/shared`, `/forms`, and the two entries below. */
const SHARED_ENTRY_PATTERNS = [
  {
    group: [
      '@care/shared/*',
      '!@care/shared/forms',
      '!@care/shared/testing',
      '!@care/shared/dev',
      '!@care/shared/document-clock',
      '!@care/shared/host',
    ],
    message: 'Import shared through its public entries: @care/shared, @care/shared/forms.',
  },
];
/** Test support and the standalone harness never reach a production bundle. */
const DEV_ONLY_PATTERNS = [
  {
    group: ['@care/shared/testing', '**/testing', '**/testing/*'],
    message: '@care/shared/testing is for tests only (*.test.ts(x) and test/ helpers).',
  },
  {
    group: ['@care/shared/dev', '**/dev', '**/dev/*'],
    message: "@care/shared/dev is for a remote's development page (src/bootstrap.tsx) only.",
  },
];

/** Each package's feature folders (src/features/<name>), read from disk so a new feature is covered at once. */
function featuresOf(pkg) {
  const dir = `${import.meta.dirname}/${pkg}/src/features`;
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
    : [];
}

/** Inside a package: a feature imports neither another feature nor app/ (bulletproof-react's rule). */
const featureZones = APPS.flatMap((pkg) => [
  {
    target: `./${pkg}/src/features`,
    from: `./${pkg}/src/app`,
    message: 'Features do not import app/: the app composes features, not the other way round.',
  },
  ...featuresOf(pkg).map((feature) => ({
    target: `./${pkg}/src/features/${feature}`,
    from: `./${pkg}/src/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature: share through lib/ (or shared).',
  })),
]);

/**
 * Inside shared, the lower layers never import the higher ones: lib, api, routes, manifests, contracts and
 * data are below session, kiosk, ui, notify, call, parcel, remote-loader, forms, dev and testing.
 */
const SHARED_LOWER = ['lib', 'api', 'routes', 'manifests', 'contracts', 'data'];
const SHARED_HIGHER = [
  'session',
  'kiosk',
  'ui',
  'notify',
  'call',
  'parcel',
  'remote-loader',
  'forms',
  'dev',
  'testing',
];
const sharedLayerZones = SHARED_LOWER.map((lower) => ({
  target: `./shared/src/${lower}`,
  from: SHARED_HIGHER.map((higher) => `./shared/src/${higher}`),
  message: `shared/src/${lower} is a lower layer: it does not import session, kiosk, UI, parcels or the entries.`,
}));

/**
 * The API's layers, bottom up (docs/architecture.md, "Inside the API"): lib and db (with the configuration and the
 * row types), then access, then plugins (with app-types.ts, the decorations they make), then the domain modules; the
 * composition root (app.ts, main.ts, start-up and seed) may import all of them. A layer never imports one above it.
 */
const API = './api/src';
const API_BOTTOM = ['lib', 'db', 'config.ts', 'types.ts', 'contract-version.ts'].map(
  (p) => `${API}/${p}`,
);
const API_ACCESS = [`${API}/access`];
const API_PLUGINS = [`${API}/plugins`, `${API}/app-types.ts`];
const API_MODULES = [`${API}/modules`];
const API_ROOT = ['app.ts', 'main.ts', 'startup.ts', 'seed.ts', 'seed-cli.ts', 'seed-day.ts'].map(
  (p) => `${API}/${p}`,
);
const apiLayerZones = [
  {
    target: API_BOTTOM,
    from: [...API_ACCESS, ...API_PLUGINS, ...API_MODULES, ...API_ROOT],
    message:
      "lib and db are the API's lowest layer: they import no access rule, plugin, module or app.",
  },
  {
    target: API_ACCESS,
    from: [...API_PLUGINS, ...API_MODULES, ...API_ROOT],
    message:
      'access sits under the plugins and the modules: move what it needs down into lib or db.',
  },
  {
    target: API_PLUGINS,
    from: [...API_MODULES, ...API_ROOT],
    message:
      "A plugin imports no module: move what it needs down, or let app.ts hand it in (the auth plugin's Identity, app.jobs).",
  },
];

/** The API's domain modules (api/src/modules/<name>), read from disk so a new module is covered at once. */
const apiModules = fs
  .readdirSync(`${import.meta.dirname}/api/src/modules`, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

/** One module reaches another only through that module's face, its index.ts (what other modules may use). */
const apiModuleZones = apiModules.map((name) => ({
  target: `${API}/modules/${name}`,
  from: `${API}/modules`,
  except: [
    `./${name}`,
    ...apiModules.filter((other) => other !== name).map((other) => `./${other}/index.ts`),
  ],
  message:
    'A module imports another module through its index.ts only (add the name there if it is needed).',
}));

const CLOCK_TIME_MESSAGE =
  'The clock page imports lib/time/clock-time, format or use-now (no date-fns on the kiosk first load).';

/** The host's wiring (`@care/shared/host`: the API's configuration, timers, the live channel, federation) is the host's. */
const HOST_ENTRY_PATTERN = {
  group: ['@care/shared/host'],
  message: 'Only the host starts and configures the runtime; a remote uses @care/shared.',
};

const ROUTER_PATTERN = {
  group: ['react-router', 'react-router-dom', 'react-router/*', 'react-router-dom/*'],
  message: 'Only the host routes: use the navigate prop (docs/architecture.md, "Parcels" #1).',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/.data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      // One program per group of packages that share a config (the browser packages are one: shared is read
      // once, not once per package), as the test command's typecheck does.
      parserOptions: {
        project: [
          './tsconfig.frontend.json',
          './api/tsconfig.json',
          './e2e/tsconfig.json',
          './voice-gateway/tsconfig.json',
          './tsconfig.json',
        ],
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          // Paths are from the repository's root, wherever ESLint is started (`pnpm --filter @care/api lint` too).
          basePath: import.meta.dirname,
          zones: [
            ...zones,
            ...featureZones,
            ...sharedLayerZones,
            ...apiLayerZones,
            ...apiModuleZones,
          ],
        },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info', 'debug'] }],
      'no-restricted-imports': [
        'error',
        { patterns: [...SHARED_ENTRY_PATTERNS, ...DEV_ONLY_PATTERNS] },
      ],
    },
  },
  {
    // A remote's development page (and the harness itself) may use @care/shared/dev.
    files: ['mfe-*/src/bootstrap.tsx', 'shared/src/dev/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...SHARED_ENTRY_PATTERNS, DEV_ONLY_PATTERNS[0]] },
      ],
    },
  },
  {
    // Tests and their helpers may use @care/shared/testing (still never @care/shared/dev); a test of a lower
    // layer of shared may set up the session or render UI.
    files: ['**/*.test.{ts,tsx}', '*/src/test/**', 'shared/src/testing/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...zones, ...featureZones] },
      ],
      'no-restricted-imports': [
        'error',
        { patterns: [...SHARED_ENTRY_PATTERNS, DEV_ONLY_PATTERNS[1]] },
      ],
    },
  },
  {
    // Only the host routes: a parcel gets `navigate` from it. react-router is therefore not a shared singleton
    // (config/federation.cjs), and a copy imported here would be a second router bundled into a remote.
    files: ['mfe-*/src/**', 'shared/src/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [ROUTER_PATTERN, HOST_ENTRY_PATTERN] },
      ],
    },
  },
  {
    // The kiosk's first screen keeps date-fns out of its import graph (its size budget, docs/performance.md):
    // the clock reads time through lib/time's Intl-only files, never the barrel that also carries date-fns.
    files: ['mfe-care/src/features/clock/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            ROUTER_PATTERN,
            HOST_ENTRY_PATTERN,
            { group: ['date-fns', 'date-fns/*', '@date-fns/*'], message: CLOCK_TIME_MESSAGE },
            {
              regex: '/lib/time(/index|/zoned|/calendar-grid|/words)?$',
              message: CLOCK_TIME_MESSAGE,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Command-line scripts report to the terminal.
    files: ['scripts/**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
