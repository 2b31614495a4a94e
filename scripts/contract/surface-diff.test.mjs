import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  briefPair,
  bumpVersion,
  diffSurfaces,
  requiredBump,
  verdict,
  withoutParameterNames,
} from './surface-diff.mjs';
import { parseMember } from './surface-report.mjs';

const fn = (name, ...signatures) => ({
  kind: 'function',
  name,
  lines: signatures.map((s) => `function ${name}${s}`),
});
const constant = (name, type) => ({ kind: 'const', name, lines: [`const ${name}: ${type}`] });
const iface = (name, ...members) => ({
  kind: 'interface',
  name,
  head: `interface ${name}`,
  members: members.map(parseMember),
});

const BASE = {
  '.': [fn('greet', '(name: string): string'), iface('Options', 'a: string', 'b?: number')],
  './forms': [constant('VERSION', '"1"')],
};
/** BASE with `entry`'s items replaced. */
const withEntry = (entry, items) => ({ ...BASE, [entry]: items });

describe('diffSurfaces', () => {
  test('the same surface is no change', () => {
    assert.deepEqual(diffSurfaces(BASE, structuredClone(BASE)), { level: 'none', changes: [] });
  });

  test('a new export is additive', () => {
    const after = withEntry('./forms', [...BASE['./forms'], fn('added', '(): void')]);
    const { level, changes } = diffSurfaces(BASE, after);
    assert.equal(level, 'additive');
    assert.deepEqual(
      changes.map((c) => [c.type, c.entry, c.name, c.level]),
      [['added', './forms', 'added', 'additive']],
    );
  });

  test('a removed export is breaking', () => {
    const { level, changes } = diffSurfaces(BASE, withEntry('./forms', []));
    assert.equal(level, 'breaking');
    assert.deepEqual(
      changes.map((c) => [c.type, c.name]),
      [['removed', 'VERSION']],
    );
  });

  test('a kind changed is breaking', () => {
    const after = withEntry('./forms', [fn('VERSION', '(): string')]);
    const { level, changes } = diffSurfaces(BASE, after);
    assert.equal(level, 'breaking');
    assert.equal(changes[0].type, 'changed');
    assert.match(changes[0].details[0].text, /const → function/);
  });

  test('a const or function type changed is breaking', () => {
    for (const items of [
      [constant('VERSION', '"2"')],
      [constant('VERSION', 'string')], // even a wider type: a consumer may rely on the literal
    ]) {
      assert.equal(diffSurfaces(BASE, withEntry('./forms', items)).level, 'breaking');
    }
    const after = withEntry('.', [
      fn('greet', '(name: string, loud: boolean): string'),
      BASE['.'][1],
    ]);
    assert.equal(diffSurfaces(BASE, after).level, 'breaking');
  });

  test('an added overload is a changed signature: breaking', () => {
    const after = withEntry('.', [
      fn('greet', '(name: string): string', '(names: string[]): string'),
      BASE['.'][1],
    ]);
    assert.equal(diffSurfaces(BASE, after).level, 'breaking');
  });

  test('a new optional member is additive, a new required member breaking', () => {
    const optional = withEntry('.', [
      BASE['.'][0],
      iface('Options', 'a: string', 'b?: number', 'c?: boolean'),
    ]);
    const required = withEntry('.', [
      BASE['.'][0],
      iface('Options', 'a: string', 'b?: number', 'c: boolean'),
    ]);
    const additive = diffSurfaces(BASE, optional);
    assert.equal(additive.level, 'additive');
    assert.match(additive.changes[0].details[0].text, /optional member added `c\?: boolean`/);
    const breaking = diffSurfaces(BASE, required);
    assert.equal(breaking.level, 'breaking');
    assert.match(breaking.changes[0].details[0].text, /required member added `c: boolean`/);
  });

  test('a member removed, retyped, or made required is breaking', () => {
    for (const members of [
      ['a: string'],
      ['a: number', 'b?: number'],
      ['a: string', 'b: number'],
    ]) {
      const after = withEntry('.', [BASE['.'][0], iface('Options', ...members)]);
      assert.equal(diffSurfaces(BASE, after).level, 'breaking', members.join('; '));
    }
  });

  test('a member made readonly is a changed member: breaking', () => {
    const after = withEntry('.', [
      BASE['.'][0],
      iface('Options', 'readonly a: string', 'b?: number'),
    ]);
    const { level, changes } = diffSurfaces(BASE, after);
    assert.equal(level, 'breaking');
    assert.deepEqual(changes[0].details[0], {
      level: 'breaking',
      from: 'a: string',
      to: 'readonly a: string',
    });
  });

  test('an optional member added to an interface that also lost one is breaking overall', () => {
    const after = withEntry('.', [BASE['.'][0], iface('Options', 'b?: number', 'c?: string')]);
    const { level, changes } = diffSurfaces(BASE, after);
    assert.equal(level, 'breaking');
    assert.deepEqual(
      changes[0].details.map((d) => d.level),
      ['additive', 'breaking'],
    );
  });

  test('a renamed parameter is recorded but needs no bump', () => {
    const after = withEntry('.', [fn('greet', '(who: string): string'), BASE['.'][1]]);
    const { level, changes } = diffSurfaces(BASE, after);
    assert.equal(level, 'none');
    assert.equal(changes.length, 1);
  });

  test('a value and a type of the same name are two exports', () => {
    const after = withEntry('./forms', [
      ...BASE['./forms'],
      { kind: 'type', name: 'VERSION', lines: ['type VERSION = "1"'] },
    ]);
    const { level, changes } = diffSurfaces(BASE, after);
    assert.equal(level, 'additive');
    assert.deepEqual(
      changes.map((c) => [c.type, c.kind, c.name]),
      [['added', 'type', 'VERSION']],
    );
  });

  test('a new entry is additive, a removed entry breaking', () => {
    assert.equal(
      diffSurfaces(BASE, { ...BASE, './more': [fn('x', '(): void')] }).level,
      'additive',
    );
    assert.equal(diffSurfaces(BASE, { '.': BASE['.'] }).level, 'breaking');
  });
});

test('withoutParameterNames keeps the types and drops the names', () => {
  assert.equal(
    withoutParameterNames('function f(a: string, b?: number, ...rest: Foo[]): [x: 1, y: 2]'),
    withoutParameterNames('function f(c: string, d?: number, ...more: Foo[]): [p: 1, q: 2]'),
  );
  assert.notEqual(
    withoutParameterNames('function f(a: string): void'),
    withoutParameterNames('function f(a: number): void'),
  );
});

describe('requiredBump', () => {
  test('from 1.x: breaking → major, additive → minor, none → none', () => {
    assert.equal(requiredBump('breaking', '1.4.2'), 'major');
    assert.equal(requiredBump('additive', '1.4.2'), 'minor');
    assert.equal(requiredBump('none', '1.4.2'), undefined);
  });

  test('from 0.x, as caret ranges read it: breaking → minor, additive → patch', () => {
    assert.equal(requiredBump('breaking', '0.1.0'), 'minor');
    assert.equal(requiredBump('additive', '0.1.0'), 'patch');
  });

  test('bumpVersion resets the lower parts', () => {
    assert.equal(bumpVersion('1.4.2', 'major'), '2.0.0');
    assert.equal(bumpVersion('1.4.2', 'minor'), '1.5.0');
    assert.equal(bumpVersion('1.4.2', 'patch'), '1.4.3');
  });
});

describe('verdict', () => {
  const run = (recordedVersion, currentVersion, after = BASE, extra = {}) =>
    verdict({
      packageName: '@care/shared',
      packageFile: 'shared/package.json',
      reportFile: 'shared/public-surface.api.md',
      recorded: recordedVersion && { version: recordedVersion, entries: BASE },
      current: { version: currentVersion, entries: after },
      ...extra,
    });
  const added = withEntry('.', [...BASE['.'], fn('foo', '(): void')]);
  const removed = withEntry('./forms', []);

  test('the same surface and version: current', () => {
    const result = run('1.0.0', '1.0.0');
    assert.equal(result.status, 'current');
    assert.match(
      result.message,
      /matches shared\/public-surface\.api\.md \(version 1\.0\.0; 3 exports in 2 entries\)/,
    );
  });

  test('no report: missing', () => {
    assert.equal(run(undefined, '1.0.0').status, 'missing');
  });

  test('an addition without a bump needs a minor bump, and says which export', () => {
    const result = run('1.0.0', '1.0.0', added);
    assert.equal(result.status, 'needs-bump');
    assert.match(
      result.message,
      /^@care\/shared's public surface changed \(added: `foo` in `\.`\)/,
    );
    assert.match(result.message, /an additive change needs a minor version bump/);
    assert.match(
      result.message,
      /shared\/package\.json is 1\.0\.0, the report was recorded at 1\.0\.0/,
    );
    assert.match(
      result.message,
      /bump to 1\.1\.0, then run `npm run contract:update` and review the report/,
    );
    assert.match(result.message, /\n {2}added \(additive\): function `foo` in `\.`/);
  });

  test('an addition with a minor (or bigger) bump is covered: update', () => {
    for (const version of ['1.1.0', '2.0.0']) {
      const result = run('1.0.0', version, added);
      assert.equal(result.status, 'stale', version);
      assert.match(
        result.message,
        new RegExp(`the bump to ${version.replace(/\./g, '\\.')} covers it`),
      );
      assert.match(result.message, /run `npm run contract:update` and commit the reviewed report/);
    }
  });

  test('a patch bump does not cover an addition from 1.x', () => {
    assert.equal(run('1.0.0', '1.0.1', added).status, 'needs-bump');
  });

  test('a removal with a minor bump needs a major bump', () => {
    const result = run('1.0.0', '1.1.0', removed);
    assert.equal(result.status, 'needs-bump');
    assert.match(result.message, /a breaking change needs a major version bump/);
    assert.match(
      result.message,
      /shared\/package\.json is 1\.1\.0, the report was recorded at 1\.0\.0/,
    );
    assert.match(result.message, /bump to 2\.0\.0/);
    assert.match(result.message, /removed \(breaking\): const `VERSION` in `\.\/forms`/);
  });

  test('0.x: a removal needs a minor bump, an addition a patch', () => {
    const breaking = run('0.1.0', '0.1.1', removed);
    assert.equal(breaking.status, 'needs-bump');
    assert.match(
      breaking.message,
      /a breaking change needs a minor version bump while the version is 0\.x/,
    );
    assert.match(breaking.message, /bump to 0\.2\.0/);
    assert.equal(run('0.1.0', '0.2.0', removed).status, 'stale');
    assert.equal(run('0.1.0', '0.1.0', added).status, 'needs-bump');
    assert.equal(run('0.1.0', '0.1.1', added).status, 'stale');
  });

  test('a changed member is listed with its old and new text', () => {
    const after = withEntry('.', [BASE['.'][0], iface('Options', 'a: number', 'b?: number')]);
    const result = run('1.0.0', '1.0.0', after);
    assert.match(result.message, /changed: `Options` in `\.`/);
    assert.match(
      result.message,
      /changed \(breaking\): interface `Options` in `\.`: `a: string` → `a: number`/,
    );
  });

  test('a bump alone must be recorded: update', () => {
    const result = run('1.0.0', '1.0.1');
    assert.equal(result.status, 'stale');
    assert.match(result.message, /the public surface has not changed/);
  });

  test('a version lower than the report is refused', () => {
    assert.equal(run('1.2.0', '1.1.0').status, 'needs-bump');
    assert.equal(run('1.2.0', '1.1.0', added).status, 'needs-bump');
  });

  test('a hand-edited report with the same surface must be rewritten', () => {
    const result = run('1.0.0', '1.0.0', BASE, { reportText: 'edited', renderedText: 'generated' });
    assert.equal(result.status, 'stale');
  });

  test('a version that is not X.Y.Z is refused', () => {
    assert.equal(run('1.0.0', '1.1.0-beta.1', added).status, 'needs-bump');
  });
});

test('briefPair shows where two long texts differ', () => {
  const long = 'x'.repeat(200);
  const [from, to] = briefPair(`${long}string${long}`, `${long}number${long}`);
  assert.ok(from.length < 100 && to.length < 100, `${from} / ${to}`);
  assert.match(from, /^…x+stringx+…$/);
  assert.match(to, /^…x+numberx+…$/);
});
