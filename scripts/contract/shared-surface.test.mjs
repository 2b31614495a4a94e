// End to end on a tiny package in a temporary folder: the CLI as the test command and an engineer run it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { extractSurface } from './surface-extract.mjs';

const CLI = path.join(import.meta.dirname, 'shared-surface.mjs');

const TSCONFIG = {
  compilerOptions: {
    strict: true,
    target: 'ES2022',
    lib: ['ES2022'],
    module: 'ESNext',
    moduleResolution: 'Bundler',
    noEmit: true,
    skipLibCheck: true,
    types: [],
  },
  include: ['src'],
};

const THINGS = `
export interface Options {
  name: string;
  loud?: boolean;
}
export function greet(options: Options): string;
export function greet(name: string): string;
export function greet(input: Options | string): string {
  return typeof input === 'string' ? input : input.name;
}
export const VERSION = 'one' as const;
`;

function writePackage(dir, { version, files }) {
  fs.mkdirSync(path.join(dir, 'src'), { recursive: true });
  const exportsField = {
    '.': './src/index.ts',
    './extra': './src/extra.ts',
    './testing': './src/testing.ts',
  };
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: '@fixture/lib', version, exports: exportsField }, null, 2),
  );
  fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(TSCONFIG));
  for (const [file, text] of Object.entries(files))
    fs.writeFileSync(path.join(dir, 'src', file), text);
}

const setVersion = (dir, version) => {
  const file = path.join(dir, 'package.json');
  const json = JSON.parse(fs.readFileSync(file, 'utf8'));
  fs.writeFileSync(file, JSON.stringify({ ...json, version }, null, 2));
};

function cli(mode, dir) {
  const result = spawnSync(process.execPath, [CLI, mode, '--package', dir], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const report = (dir) => fs.readFileSync(path.join(dir, 'public-surface.api.md'), 'utf8');

describe('shared-surface.mjs on a fixture package', () => {
  let dir;
  before(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'surface-'));
    writePackage(dir, {
      version: '1.0.0',
      files: {
        'index.ts': "export * from './things';\nexport { type Mode } from './extra';\n",
        'things.ts': THINGS,
        'extra.ts':
          "export type Mode = 'b' | 'a';\nexport const MODES: readonly Mode[] = ['a', 'b'];\n",
        'testing.ts': 'export const fake = 1;\n',
      },
    });
  });
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('walks a change through: record, add, bump, update, remove', () => {
    let run = cli('--check', dir);
    assert.equal(run.status, 1, run.output);
    assert.match(run.output, /There is no report of @fixture\/lib's public surface/);

    run = cli('--update', dir);
    assert.equal(run.status, 0, run.output);
    const recorded = report(dir);
    assert.match(recorded, /\nversion: 1\.0\.0\n/);
    assert.ok(!recorded.includes(dir), 'no machine path in the report');
    assert.ok(!recorded.includes('fake'), 'the testing entry is not part of the surface');
    assert.equal(cli('--check', dir).status, 0);

    // A new export without a bump: the check names it and asks for a minor bump.
    fs.appendFileSync(path.join(dir, 'src/things.ts'), 'export function farewell(): void {}\n');
    run = cli('--check', dir);
    assert.equal(run.status, 1, run.output);
    assert.match(run.output, /added: `farewell` in `\.`/);
    assert.match(run.output, /an additive change needs a minor version bump/);
    assert.match(run.output, /bump to 1\.1\.0/);
    assert.equal(cli('--update', dir).status, 1, 'update refuses without the bump');
    assert.equal(report(dir), recorded);

    // Bumped but not recorded: the check still fails, and says to update.
    setVersion(dir, '1.1.0');
    run = cli('--check', dir);
    assert.equal(run.status, 1, run.output);
    assert.match(run.output, /the bump to 1\.1\.0 covers it: run `npm run contract:update`/);

    run = cli('--update', dir);
    assert.equal(run.status, 0, run.output);
    assert.match(report(dir), /\nversion: 1\.1\.0\n/);
    assert.match(report(dir), /\nfunction farewell\(\): void\n/);
    run = cli('--check', dir);
    assert.equal(run.status, 0, run.output);

    // An export removed with only a minor bump: update refuses and leaves the report alone.
    const before = report(dir);
    fs.writeFileSync(
      path.join(dir, 'src/things.ts'),
      `${THINGS.replace("export const VERSION = 'one' as const;", '')}export function farewell(): void {}\n`,
    );
    setVersion(dir, '1.2.0');
    run = cli('--update', dir);
    assert.equal(run.status, 1, run.output);
    assert.match(run.output, /removed \(breaking\): const `VERSION` in `\.`/);
    assert.match(run.output, /a breaking change needs a major version bump/);
    assert.match(run.output, /bump to 2\.0\.0/);
    assert.equal(report(dir), before);
  });
});

describe('extractSurface', () => {
  let dir;
  before(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'surface-'));
  });
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  const surfaceOf = (files) => {
    fs.rmSync(path.join(dir, 'src'), { recursive: true, force: true });
    writePackage(dir, { version: '1.0.0', files: { 'extra.ts': '', 'testing.ts': '', ...files } });
    return extractSurface(dir);
  };
  const linesOf = (surface, entry = '.') =>
    surface.entries[entry].flatMap(
      (item) => item.lines ?? [`${item.head} {`, ...item.members.map((m) => `  ${m.line}`), '}'],
    );

  test('kinds and texts: interface members one a line, overloads, const types, re-exports', () => {
    const surface = surfaceOf({ 'index.ts': "export * from './things';\n", 'things.ts': THINGS });
    assert.deepEqual(surface.entries['./extra'], []);
    assert.equal(surface.entries['./testing'], undefined);
    assert.deepEqual(surface.excluded, ['./testing']);
    assert.deepEqual(linesOf(surface), [
      'interface Options {',
      '  loud?: boolean',
      '  name: string',
      '}',
      'const VERSION: "one"',
      'function greet(options: Options): string',
      'function greet(name: string): string',
    ]);
  });

  test('union members in one order, however the source orders them', () => {
    const a = linesOf(surfaceOf({ 'index.ts': "export type T = 'b' | 'a' | 1;\n" }));
    const b = linesOf(surfaceOf({ 'index.ts': "export type T = 1 | 'a' | 'b';\n" }));
    assert.deepEqual(a, ['type T = "a" | "b" | 1']);
    assert.deepEqual(b, a);
  });

  test('a module type is written by its base name, never by its path', () => {
    const surface = surfaceOf({
      'index.ts': "export { make, maker } from './maker';\n",
      'maker.ts':
        'export interface Hidden { x: number }\n' +
        'export function make(): Hidden { return { x: 1 }; }\n' +
        "export function maker(): typeof import('./maker') { throw new Error('types only'); }\n",
    });
    assert.deepEqual(linesOf(surface), [
      'function make(): Hidden',
      'function maker(): typeof import("maker")',
    ]);
  });

  test('text as written: double quotes, no \\u escapes', () => {
    const lines = linesOf(
      surfaceOf({ 'index.ts': "export const TITLE = 'Care — account' as const;\n" }),
    );
    assert.deepEqual(lines, ['const TITLE: "Care — account"']);
  });

  test('a destructured parameter is named by its position, not its pattern', () => {
    const lines = linesOf(
      surfaceOf({
        'index.ts':
          'export function f({ a }: { a: string }, [b]: number[]): string { return a + b; }\n',
      }),
    );
    assert.deepEqual(lines, ['function f(__0: { a: string; }, __1: number[]): string']);
  });

  test('an object type alias lists its members; an intersection keeps its named parts in the head', () => {
    const lines = linesOf(
      surfaceOf({
        'index.ts':
          'interface Base { id: number; name: string }\n' +
          'export type Own = Omit<Base, "id"> & { label?: string };\n' +
          'export type Plain = { b: string; a?: number | undefined };\n' +
          'export type WithLib = Pick<Error, "message"> & { code?: number; size: number };\n',
      }),
    );
    assert.deepEqual(lines, [
      // Every member is the package's own: the resolved type, member by member.
      'type Own = {',
      '  label?: string',
      '  name: string',
      '}',
      'type Plain = {',
      '  a?: number',
      '  b: string',
      '}',
      // Error is the standard library's: named in the head, not expanded.
      'type WithLib = Pick<Error, "message"> & {',
      '  code?: number',
      '  size: number',
      '}',
    ]);
  });

  test('a class: constructor, public and static members, not private ones', () => {
    const lines = linesOf(
      surfaceOf({
        'index.ts':
          'export class Box { static of(n: number) { return new Box(n); } private secret = 1; ' +
          'constructor(readonly size: number) {} grow(by: number): Box { return new Box(this.size + by + this.secret); } }\n',
      }),
    );
    assert.deepEqual(lines, [
      'class Box {',
      '  constructor(size: number)',
      '  grow: (by: number) => Box',
      '  readonly size: number',
      '  static of: (n: number) => Box',
      '}',
    ]);
  });
});
