/** The gateway's own tests: Node, SWC, real sockets and real WebRTC peers (werift) on loopback. */
const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
];
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': swc },
  testTimeout: 30000,
  maxWorkers: 1,
};
