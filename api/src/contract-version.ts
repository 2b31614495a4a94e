/**
 * The version of the API contract (the OpenAPI document's `info.version`, also written into the
 * frontend's generated types as `API_CONTRACT_VERSION`).
 *
 * The rule: an additive change (a new endpoint, a new optional field, a new value in an answer a
 * client must already tolerate) raises the minor version; a breaking change (a removed or renamed
 * endpoint or field, a new required input, a narrower answer) raises the major version. Each
 * frontend release records the version it was built against, and the deploy check refuses a
 * release built against a newer minor than this API serves, or against another major: such a
 * release would call what this API does not have.
 */
export const API_CONTRACT_VERSION = '1.4.0';
