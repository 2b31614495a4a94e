// Jest preset shared by the frontend packages: jsdom, SWC transform, Testing Library matchers.
const path = require('node:path');

/** @param {string} dir package folder */
function jestProject(dir) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: {
      // Message catalogs, compiled as the build compiles them (docs/languages.md).
      '[\\/]i18n[\\/].+\\.json$': path.join(__dirname, 'jest-icu-transform.cjs'),
      '^.+\\.[cm]?[jt]sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // ESM-only packages in node_modules that must be transformed for Jest's CommonJS runtime.
    transformIgnorePatterns: [
      '/node_modules/(?!(\\.pnpm/)?(single-spa|single-spa-react|intl-messageformat|@formatjs[+/][a-z-]+)[@/])',
    ],
    setupFiles: [path.join(__dirname, 'jest.setup-env.cjs')],
    setupFilesAfterEnv: [path.join(__dirname, 'jest.setup-dom.cjs')],
    clearMocks: true,
    restoreMocks: true,
  };
}

module.exports = { jestProject };
