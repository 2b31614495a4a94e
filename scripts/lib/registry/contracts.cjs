// The contract versions a build is made against, read from this checkout: the webpack preset writes them into every
// mf-manifest.json (`metaData.care.contracts`), and the registry compares a release's with what is deployed.
// CommonJS, because the webpack preset requires it.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../../..');
/** The API's types, generated from its OpenAPI document: the constant names the contract the frontend speaks. */
const GENERATED_API = 'shared/src/api/generated/openapi.ts';
/**
 * Where the API itself names its version, read when the generated types do not carry the constant yet (they are
 * regenerated after the API changes): its constant, then the literal `info.version` of its OpenAPI document.
 */
const API_SOURCES = ['api/src/contract-version.ts', 'api/src/plugins/openapi.ts'];
const CONSTANT = /export const API_CONTRACT_VERSION\s*=\s*['"]([^'"]+)['"]/;
const INFO_VERSION = /\bversion:\s*['"](\d+\.\d+\.\d+[^'"]*)['"]/;

function read(root, file) {
  return fs.readFileSync(path.join(root, file), 'utf8');
}

function readIfThere(root, file) {
  return fs.existsSync(path.join(root, file)) ? read(root, file) : '';
}

/**
 * The API contract version of this checkout: `API_CONTRACT_VERSION` of the generated types (what the frontend was
 * really built against), else what the API's sources say. None found is an error, not a guess: a wrong version
 * would let a deploy through.
 */
function apiContractVersion(root = ROOT) {
  const generated = CONSTANT.exec(read(root, GENERATED_API));
  if (generated) return generated[1];
  for (const file of API_SOURCES) {
    const text = readIfThere(root, file);
    const found = CONSTANT.exec(text) ?? INFO_VERSION.exec(text);
    if (found) return found[1];
  }
  throw new Error(
    `No API contract version: no API_CONTRACT_VERSION in ${GENERATED_API}, nor a version in ${API_SOURCES.join(' or ')}`,
  );
}

/** `{ '@care/shared': <its package version>, api: <the API contract version> }`. */
function contractVersions(root = ROOT) {
  const shared = JSON.parse(read(root, 'shared/package.json')).version;
  return { '@care/shared': shared, api: apiContractVersion(root) };
}

module.exports = { apiContractVersion, contractVersions };
