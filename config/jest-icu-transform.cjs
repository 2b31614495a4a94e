// Jest's transform of the message catalogs: the same compilation as the build's (config/icu-loader.cjs).
module.exports = require('./icu-loader.cjs').jestTransform;
