// The contract's rules, pure: what changed between the recorded surface and the current one, how big a change it
// is, which version bump it needs, and what to tell the engineer. No file system, no compiler (the CLI,
// shared-surface.mjs, does that), so every rule has a unit test (surface-diff.test.mjs).
import { itemKey } from './surface-report.mjs';

const RANK = { none: 0, additive: 1, breaking: 2 };

const maxLevel = (levels) => levels.reduce((a, b) => (RANK[b] > RANK[a] ? b : a), 'none');

/**
 * A signature without its parameter names (and tuple labels): renaming a parameter changes no caller, so such a
 * change is recorded but needs no version bump.
 */
export function withoutParameterNames(text) {
  return text.replace(/([(,[]\s?)(\.\.\.)?[A-Za-z_$][\w$]*(\?)?: /g, '$1$2$3: ');
}

function sameButNames(a, b) {
  return withoutParameterNames(a) === withoutParameterNames(b);
}

/** What differs between two versions of one export, each detail with its level. */
function compareItems(before, after) {
  if (before.kind !== after.kind) {
    return [{ level: 'breaking', text: `kind ${before.kind} → ${after.kind}` }];
  }
  if (before.members && after.members) {
    const details = [];
    if (before.head !== after.head) {
      details.push({
        level: sameButNames(before.head, after.head) ? 'none' : 'breaking',
        from: before.head,
        to: after.head,
      });
    }
    const old = new Map(before.members.map((m) => [m.key, m]));
    const now = new Map(after.members.map((m) => [m.key, m]));
    for (const [key, member] of now) {
      const was = old.get(key);
      if (!was) {
        details.push(
          member.optional
            ? { level: 'additive', text: `optional member added \`${member.line}\`` }
            : { level: 'breaking', text: `required member added \`${member.line}\`` },
        );
      } else if (was.line !== member.line) {
        details.push({
          level: sameButNames(was.line, member.line) ? 'none' : 'breaking',
          from: was.line,
          to: member.line,
        });
      }
    }
    for (const [key, member] of old) {
      if (!now.has(key))
        details.push({ level: 'breaking', text: `member removed \`${member.line}\`` });
    }
    return details;
  }
  const from = (before.lines ?? [before.head]).join('\n');
  const to = (after.lines ?? [after.head]).join('\n');
  const shape = Boolean(before.members) !== Boolean(after.members);
  if (!shape && from === to) return [];
  // An object type that became another type (or back): its members are not comparable one by one.
  if (shape)
    return [
      { level: 'breaking', text: `now ${after.members ? 'an object type' : 'a single type'}` },
    ];
  return [{ level: sameButNames(from, to) ? 'none' : 'breaking', from, to }];
}

/**
 * Compares two surfaces (`{ [entry]: Item[] }`, as surface-report.mjs parses and surface-extract.mjs returns them)
 * and returns `{ level, changes }`: level `none` | `additive` | `breaking`; each change
 * `{ type: 'added' | 'removed' | 'changed', entry, name?, kind?, level, details? }` (no name: the whole entry).
 * A new export is additive, a removed one breaking; a changed one is as big as its biggest detail.
 */
export function diffSurfaces(before, after) {
  const changes = [];
  const entries = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  for (const entry of entries) {
    if (!before[entry]) {
      changes.push({ type: 'added', entry, level: 'additive', count: after[entry].length });
      continue;
    }
    if (!after[entry]) {
      changes.push({ type: 'removed', entry, level: 'breaking', count: before[entry].length });
      continue;
    }
    const old = new Map(before[entry].map((item) => [itemKey(item), item]));
    const now = new Map(after[entry].map((item) => [itemKey(item), item]));
    const keys = [...new Set([...old.keys(), ...now.keys()])].sort();
    for (const key of keys) {
      const was = old.get(key);
      const is = now.get(key);
      if (!was)
        changes.push({ type: 'added', entry, name: is.name, kind: is.kind, level: 'additive' });
      else if (!is)
        changes.push({ type: 'removed', entry, name: was.name, kind: was.kind, level: 'breaking' });
      else {
        const details = compareItems(was, is);
        if (details.length) {
          const level = maxLevel(details.map((d) => d.level));
          changes.push({ type: 'changed', entry, name: is.name, kind: is.kind, level, details });
        }
      }
    }
  }
  return { level: maxLevel(changes.map((c) => c.level)), changes };
}

/** `[major, minor, patch]` of a plain `X.Y.Z` version, or undefined. */
function parseVersion(version) {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(String(version));
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

function compareVersions(a, b) {
  const [x, y] = [parseVersion(a), parseVersion(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
}

/**
 * The bump a change of `level` needs from `version`: breaking → major, additive → minor; for a 0.x version
 * breaking → minor and additive → patch, because a caret range treats 0.x's minor as its major (`^0.1.0` accepts
 * 0.1.5 but not 0.2.0), so a 0.x minor bump is what keeps a consumer's range off a breaking release.
 */
export function requiredBump(level, version) {
  if (level === 'none') return undefined;
  const zero = parseVersion(version)?.[0] === 0;
  if (level === 'breaking') return zero ? 'minor' : 'major';
  return zero ? 'patch' : 'minor';
}

/** `version` bumped by `bump`. */
export function bumpVersion(version, bump) {
  const [major, minor, patch] = parseVersion(version);
  if (bump === 'major') return `${major + 1}.0.0`;
  if (bump === 'minor') return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}

function describeChange(change) {
  if (!change.name) return `${change.type}: entry \`${change.entry}\` (${change.count} exports)`;
  return `${change.type}: \`${change.name}\` in \`${change.entry}\``;
}

/** Two long texts cut to where they differ, with a little context either side. */
export function briefPair(a, b, context = 30, max = 120) {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a.at(-1 - end) === b.at(-1 - end))
    end++;
  const cut = (text) => {
    const from = Math.max(0, start - context);
    const to = Math.min(text.length, text.length - end + context);
    let middle = text.slice(from, to);
    if (middle.length > max) middle = `${middle.slice(0, max)}…`;
    return `${from > 0 ? '…' : ''}${middle}${to < text.length ? '…' : ''}`;
  };
  return [cut(a), cut(b)];
}

const LEVEL_NOTE = { none: 'parameter names only', additive: 'additive', breaking: 'breaking' };

/** One line per change, for the terminal. */
export function changeLines(changes) {
  return changes.map((change) => {
    if (change.type !== 'changed') {
      const what = change.name
        ? `${change.kind} \`${change.name}\``
        : `entry with ${change.count} exports`;
      return `  ${change.type} (${change.level}): ${what} in \`${change.entry}\``;
    }
    const details = change.details.map((d) => {
      if (d.text) return d.text;
      const [from, to] = briefPair(d.from, d.to);
      return `\`${from}\` → \`${to}\``;
    });
    return `  changed (${LEVEL_NOTE[change.level]}): ${change.kind} \`${change.name}\` in \`${change.entry}\`: ${details.join('; ')}`;
  });
}

function summary(changes, limit = 6) {
  const shown = changes.slice(0, limit).map(describeChange);
  if (changes.length > limit) shown.push(`and ${changes.length - limit} more`);
  return shown.join('; ');
}

const ARTICLE = { breaking: 'a', additive: 'an' };
const UPDATE = '`npm run contract:update`';

/**
 * The verdict on the package against its report: `{ status, message, level, changes }`. status:
 * - `current`: the surface and the version are the report's; the check passes.
 * - `missing`: no report yet; the check fails, an update writes one.
 * - `stale`: the report must be rewritten (a covered change, a version bump alone, a renamed parameter, a hand
 *   edit); the check fails, an update writes it.
 * - `needs-bump`: the version does not cover the change; the check fails and an update refuses.
 *
 * input: `{ packageName, packageFile, reportFile, current: { version, entries }, recorded: { version, entries }
 * | undefined, reportText?, renderedText? }` (the two texts, when given, must be equal for `current`).
 */
export function verdict(input) {
  const { packageName, packageFile, reportFile, current, recorded } = input;
  if (!parseVersion(current.version)) {
    return {
      status: 'needs-bump',
      level: 'none',
      changes: [],
      message: `${packageFile}'s version "${current.version}" is not a plain X.Y.Z version, which the contract check needs.`,
    };
  }
  if (!recorded) {
    return {
      status: 'missing',
      level: 'none',
      changes: [],
      message: `There is no report of ${packageName}'s public surface (${reportFile}): run ${UPDATE} and commit the reviewed report.`,
    };
  }
  if (!parseVersion(recorded.version)) {
    return {
      status: 'needs-bump',
      level: 'none',
      changes: [],
      message: `${reportFile} records version "${recorded.version}", which is not a plain X.Y.Z version: restore the file from version control.`,
    };
  }
  const { level, changes } = diffSurfaces(recorded.entries, current.entries);
  const details = changes.length
    ? `\nChanges since the report:\n${changeLines(changes).join('\n')}`
    : '';
  const versions = `${packageFile} is ${current.version}, the report was recorded at ${recorded.version}`;
  const result = (status, message) => ({ status, level, changes, message: `${message}${details}` });
  const lowered = compareVersions(current.version, recorded.version) < 0;
  const bump = requiredBump(level, recorded.version);
  const target = bump && bumpVersion(recorded.version, bump);

  if (bump && (lowered || compareVersions(current.version, target) < 0)) {
    const zero = parseVersion(recorded.version)[0] === 0;
    const why = zero
      ? ` while the version is 0.x, as a caret range treats 0.x's minor as its major (^${recorded.version} does not accept ${bumpVersion(recorded.version, 'minor')}); ${versions}`
      : ` (${versions})`;
    return result(
      'needs-bump',
      `${packageName}'s public surface changed (${summary(changes)}): ${ARTICLE[level]} ${level} change needs a ${bump} version bump${why}: bump to ${target}, then run ${UPDATE} and review the report.`,
    );
  }
  if (lowered) {
    return result(
      'needs-bump',
      `${versions}: a version never goes back; set it to ${recorded.version} or higher, then run ${UPDATE}.`,
    );
  }
  if (bump) {
    return result(
      'stale',
      `${packageName}'s public surface changed (${summary(changes)}); ${ARTICLE[level]} ${level} change needs a ${bump} version bump, and the bump to ${current.version} covers it: run ${UPDATE} and commit the reviewed report.`,
    );
  }
  if (changes.length) {
    return result(
      'stale',
      `${packageName}'s public surface changed in parameter names only (${summary(changes)}), which needs no version bump: run ${UPDATE} and commit the reviewed report.`,
    );
  }
  if (current.version !== recorded.version) {
    return result(
      'stale',
      `${versions}, and the public surface has not changed: run ${UPDATE} so that the report records ${current.version}.`,
    );
  }
  if (input.reportText !== undefined && input.reportText !== input.renderedText) {
    return result(
      'stale',
      `${reportFile} lists the same surface but its text is not what ${UPDATE} writes (edited by hand, or the report's format changed): run ${UPDATE}.`,
    );
  }
  const count = Object.values(current.entries).reduce((n, items) => n + items.length, 0);
  return result(
    'current',
    `${packageName}'s public surface matches ${reportFile} (version ${current.version}; ${count} exports in ${Object.keys(current.entries).length} entries).`,
  );
}
