/**
 * Jest runs the TypeScript sources through SWC (CommonJS output) against a real PGlite engine.
 * `cookie` 2.x (used by fastify.inject) ships only ESM, so it is transformed too.
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
  transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/cookie@|cookie/)'],
  testTimeout: 60000,
  maxWorkers: 2,
};
