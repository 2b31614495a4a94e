const { jestProject } = require('./config/jest.preset.cjs');

const frontend = [
  'shared',
  'host',
  'mfe-auth',
  'mfe-admin',
  'mfe-care',
  'mfe-picturebook',
  'mfe-voice',
];

module.exports = {
  projects: frontend.map((dir) => jestProject(`${__dirname}/${dir}`)),
  // A screen test (render, type, axe) takes 1–3 s alone and up to 5 on two busy cores: Jest's default of 5 s
  // failed tests for the machine's load, not for what they check. Speed is measured by the benchmarks instead.
  testTimeout: 20_000,
};
