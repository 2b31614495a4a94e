/**
 * Jest runs the TypeScript sources through SWC (CommonJS output) against a real PGlite engine.
 * `cookie` 2.x (used by fastify.inject) and `content-disposition` 3 (used by the docs UI's static
 * files) ship only ESM, so they are transformed too.
 */
const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
];
const { engineSensitive } = require('./test/support/engines.cjs');

/**
 * API_TESTS=engine-sensitive (the test command's run on the PostgreSQL server): only the files marked
 * `// @engine-sensitive:` (test/support/engines.cjs); the whole suite otherwise.
 */
const testMatch =
  process.env.API_TESTS === 'engine-sensitive'
    ? engineSensitive(`${__dirname}/test`).map(({ name }) => `<rootDir>/test/${name}`)
    : ['**/*.test.ts'];

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch,
  transform: { '^.+\\.ts$': swc, '^.+\\.js$': swc },
  transformIgnorePatterns: [
    '/node_modules/(?!\\.pnpm/(cookie|content-disposition)@|cookie/|content-disposition/)',
  ],
  testTimeout: 60000,
  maxWorkers: 2,
};
