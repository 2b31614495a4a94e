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

module.exports = { projects: frontend.map((dir) => jestProject(`${__dirname}/${dir}`)) };
