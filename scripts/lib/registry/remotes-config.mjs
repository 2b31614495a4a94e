// The schema check of remotes.json before the registry writes it: a mirror of `RemotesConfig` (and `ReleaseRef`,
// `DeployedRelease`) in shared/src/contracts/remotes.ts, which the host reads. Keep the two in step: a key the
// type gains is a key this check must learn, or deploys refuse files the host would accept.
import { REMOTES } from './paths.mjs';

const KEYS = [
  'apiBaseUrl',
  'remotes',
  'profiles',
  'voiceGateway',
  'releases',
  'candidates',
  'updateCheckSeconds',
];

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const isUrl = (value) => typeof value === 'string' && URL.canParse(value);

function checkRemoteKeys(value, where, problems) {
  for (const key of Object.keys(value)) {
    if (!REMOTES.includes(key))
      problems.push(`${where}.${key}: not a remote (${REMOTES.join(', ')})`);
  }
}

function checkReleaseRef(value, where, problems) {
  if (!isObject(value)) return problems.push(`${where}: an object {id, entry, requires} is needed`);
  if (typeof value.id !== 'string' || value.id === '')
    problems.push(`${where}.id: a release id is needed`);
  if (!isUrl(value.entry)) problems.push(`${where}.entry: a URL is needed`);
  if (
    !isObject(value.requires) ||
    !Object.values(value.requires).every((r) => typeof r === 'string')
  )
    problems.push(`${where}.requires: an object of shared module → range is needed`);
  return undefined;
}

/** The problems of a parsed remotes.json, one phrase each; an empty list is a valid file. */
export function validateRemotesConfig(config) {
  const problems = [];
  if (!isObject(config)) return ['the file is not a JSON object'];
  for (const key of Object.keys(config)) {
    if (!KEYS.includes(key)) problems.push(`${key}: not a key of the remotes config`);
  }
  if (typeof config.apiBaseUrl !== 'string' || !isUrl(config.apiBaseUrl))
    problems.push('apiBaseUrl: the API base URL is needed');
  if (!isObject(config.remotes)) {
    problems.push('remotes: an object of remote → entry URL is needed');
  } else {
    checkRemoteKeys(config.remotes, 'remotes', problems);
    for (const [name, entry] of Object.entries(config.remotes)) {
      if (!isUrl(entry)) problems.push(`remotes.${name}: an entry URL is needed`);
    }
  }
  if (!isObject(config.profiles)) {
    problems.push('profiles: {site, kiosk} lists of remotes are needed');
  } else {
    for (const profile of ['site', 'kiosk']) {
      const list = config.profiles[profile];
      if (!Array.isArray(list) || !list.every((name) => REMOTES.includes(name)))
        problems.push(`profiles.${profile}: a list of remotes is needed`);
    }
    for (const key of Object.keys(config.profiles)) {
      if (key !== 'site' && key !== 'kiosk') problems.push(`profiles.${key}: not a profile`);
    }
  }
  if (config.voiceGateway !== undefined && typeof config.voiceGateway !== 'string')
    problems.push('voiceGateway: a host:port string is needed');
  if (
    config.updateCheckSeconds !== undefined &&
    !(typeof config.updateCheckSeconds === 'number' && config.updateCheckSeconds > 0)
  )
    problems.push('updateCheckSeconds: a positive number of seconds is needed');
  if (config.releases !== undefined) {
    if (!isObject(config.releases))
      problems.push('releases: an object of remote → release is needed');
    else {
      // A record whose entry is not the pointer is valid: a pointer forced by hand, which the host answers by
      // falling back to the release the registry last deployed (docs/deploying.md).
      checkRemoteKeys(config.releases, 'releases', problems);
      for (const [name, release] of Object.entries(config.releases)) {
        checkReleaseRef(release, `releases.${name}`, problems);
        if (!isObject(release)) continue;
        if (!Array.isArray(release.fallbacks))
          problems.push(`releases.${name}.fallbacks: a list of releases is needed`);
        else
          release.fallbacks.forEach((fallback, i) =>
            checkReleaseRef(fallback, `releases.${name}.fallbacks[${i}]`, problems),
          );
      }
    }
  }
  if (config.candidates !== undefined) {
    if (!isObject(config.candidates))
      problems.push('candidates: an object of remote → list of releases is needed');
    else {
      checkRemoteKeys(config.candidates, 'candidates', problems);
      for (const [name, list] of Object.entries(config.candidates)) {
        if (!Array.isArray(list)) problems.push(`candidates.${name}: a list of releases is needed`);
        else list.forEach((ref, i) => checkReleaseRef(ref, `candidates.${name}[${i}]`, problems));
      }
    }
  }
  return problems;
}
