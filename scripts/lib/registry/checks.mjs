// The checks a deploy runs before it switches: a release must run on what is deployed. Each problem is one
// sentence naming the module and both versions, worded from the side being deployed.
import semver from 'semver';
import { apiContractVersion } from './contracts.cjs';

const SHARED_CONTRACT = '@care/shared';
const API_TIMEOUT_MS = 3000;

/** The shared modules a build provides: name → version (the host's are what every remote runs with). */
function providedBy(manifest) {
  return new Map((manifest.shared ?? []).map((entry) => [entry.name, entry.version]));
}

/** Singletons a build requires: [name, range] (its manifest's `shared` with `singleton` and a range). */
function requiredBy(manifest) {
  return (manifest.shared ?? [])
    .filter((entry) => entry.singleton === true && entry.requiredVersion)
    .map((entry) => [entry.name, entry.requiredVersion]);
}

const contractsOf = (manifest) => manifest.metaData?.care?.contracts;

function satisfies(version, range) {
  return Boolean(version) && semver.validRange(range) !== null && semver.satisfies(version, range);
}

/**
 * What keeps a remote's build from running with a host's build: shared singletons the host does not provide in a
 * version the remote's range accepts, the @care/shared contract, and modules the host routes to that the remote
 * does not expose. Returns issues (objects); `remoteSentences` and `hostSentences` word them.
 */
export function compatibilityIssues({ remote, remoteManifest, hostManifest }) {
  const issues = [];
  const provided = providedBy(hostManifest);
  const contract = contractsOf(remoteManifest)?.[SHARED_CONTRACT];
  const hostShared = provided.get(SHARED_CONTRACT) ?? contractsOf(hostManifest)?.[SHARED_CONTRACT];
  if (contract && !satisfies(hostShared, `^${contract}`)) {
    issues.push({
      kind: 'contract',
      range: `^${contract}`,
      contract,
      provided: hostShared ?? null,
    });
  }
  for (const [name, range] of requiredBy(remoteManifest)) {
    // The contract's sentence says it better; a range the contract already covers is not said twice.
    if (name === SHARED_CONTRACT && issues.some((issue) => issue.kind === 'contract')) continue;
    const version = provided.get(name);
    if (!satisfies(version, range))
      issues.push({ kind: 'shared', name, range, provided: version ?? null });
  }
  const exposed = new Set(
    (remoteManifest.exposes ?? []).map((expose) => `${remote}/${expose.name}`),
  );
  for (const id of hostManifest.metaData?.care?.routesTo ?? []) {
    if (id.startsWith(`${remote}/`) && !exposed.has(id)) issues.push({ kind: 'route', id });
  }
  return issues;
}

/** The issues as a remote's deploy reports them: `remoteLabel` is being deployed onto the deployed host. */
export function remoteSentences(issues, remoteLabel, hostLabel) {
  return issues.map((issue) => {
    switch (issue.kind) {
      case 'contract':
        return issue.provided
          ? `Refused: ${remoteLabel} needs @care/shared ${issue.range} (the shared contract it was built against, ${issue.contract}), but the deployed host provides ${issue.provided}.`
          : `Refused: ${remoteLabel} needs @care/shared ${issue.range} (the shared contract it was built against), but the deployed host (${hostLabel}) does not provide @care/shared.`;
      case 'shared':
        return issue.provided
          ? `Refused: ${remoteLabel} needs ${issue.name} ${issue.range}, but the deployed host provides ${issue.provided}.`
          : `Refused: ${remoteLabel} needs ${issue.name} ${issue.range}, but the deployed host (${hostLabel}) does not provide ${issue.name}.`;
      case 'route':
        return `Refused: ${remoteLabel} does not expose ${issue.id}, which the deployed host (${hostLabel}) routes to.`;
      default:
        throw new Error(`Unknown issue ${JSON.stringify(issue)}`);
    }
  });
}

/** The issues as the host's deploy reports them: the new host `hostLabel` against the deployed `remoteLabel`. */
export function hostSentences(issues, hostLabel, remoteLabel) {
  return issues.map((issue) => {
    switch (issue.kind) {
      case 'contract':
        return `Refused: ${hostLabel} provides @care/shared ${issue.provided ?? '(none)'}, but the deployed ${remoteLabel} was built against the shared contract ${issue.contract} and needs ${issue.range}.`;
      case 'shared':
        return issue.provided
          ? `Refused: ${hostLabel} provides ${issue.name} ${issue.provided}, but the deployed ${remoteLabel} needs ${issue.range}.`
          : `Refused: ${hostLabel} does not provide ${issue.name}, but the deployed ${remoteLabel} needs ${issue.range}.`;
      case 'route':
        return `Refused: ${hostLabel} routes to ${issue.id}, which the deployed ${remoteLabel} does not expose.`;
      default:
        throw new Error(`Unknown issue ${JSON.stringify(issue)}`);
    }
  });
}

/**
 * The API contract a build was made against must be served: the same major as the deployed API's, and a minor
 * no newer (a newer minor may call what that API does not have). Returns a sentence, or null.
 */
export function apiSentence(label, built, deployed) {
  const b = semver.parse(built);
  const d = semver.parse(deployed.version);
  if (!b) return `Refused: ${label} records no valid API contract version ("${built ?? ''}").`;
  if (!d)
    return `Refused: the deployed API's version "${deployed.version}" is not a version (${deployed.source}).`;
  if (b.major !== d.major)
    return `Refused: ${label} was built against API contract ${built}, but the deployed API serves ${deployed.version} (another major; ${deployed.source}).`;
  if (b.minor > d.minor)
    return `Refused: ${label} was built against API contract ${built}, but the deployed API serves ${deployed.version} (an older minor; ${deployed.source}).`;
  return null;
}

/**
 * The deployed API's contract version: `info.version` of `<apiBaseUrl>/openapi.json` (3 s at most); when that does
 * not answer, this checkout's, and `source` says which was used.
 */
export async function deployedApiVersion(apiBaseUrl, { timeoutMs = API_TIMEOUT_MS } = {}) {
  const url = `${apiBaseUrl.replace(/\/+$/, '')}/openapi.json`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const document = await response.json();
    const version = document?.info?.version;
    if (typeof version !== 'string') throw new Error('no info.version');
    return { version, source: `from ${url}` };
  } catch (error) {
    const reason =
      error?.name === 'TimeoutError'
        ? `no answer in ${timeoutMs / 1000} s`
        : (error?.cause?.code ?? error?.message);
    return {
      version: apiContractVersion(),
      source: `${url} unreachable (${reason}): this checkout's API contract`,
    };
  }
}

export { contractsOf };
