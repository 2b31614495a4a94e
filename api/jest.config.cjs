/**
 * Jest runs the TypeScript sources through SWC (CommonJS output) against a real PGlite engine.
 * `cookie` 2.x (used by fastify.inject) and `content-disposition` 3 (used by the docs UI's static
 * files) ship only ESM, so they are transformed too.
 */
const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
];
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': swc, '^.+\\.js$': swc },
  transformIgnorePatterns: [
    '/node_modules/(?!\\.pnpm/(cookie|content-disposition)@|cookie/|content-disposition/)',
  ],
  testTimeout: 60000,
  maxWorkers: 2,
};
