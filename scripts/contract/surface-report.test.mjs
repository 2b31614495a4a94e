import assert from 'node:assert/strict';
import { test } from 'node:test';
import { itemKey, parseMember, parseReport, renderReport } from './surface-report.mjs';

const SURFACE = {
  name: '@fixture/lib',
  version: '1.2.3',
  excluded: ['./testing'],
  entries: {
    '.': [
      {
        kind: 'class',
        name: 'Clock',
        head: 'class Clock extends Base',
        members: [
          'constructor(zone: string)',
          'now: () => number',
          'protected readonly zone: string',
          'static create: (zone?: string) => Clock',
        ].map(parseMember),
      },
      {
        kind: 'const',
        name: 'KEYS',
        head: 'const KEYS:',
        members: ['"a-b": "x"', 'c: "y"'].map(parseMember),
      },
      {
        kind: 'enum',
        name: 'Mode',
        head: 'enum Mode',
        members: ['Off = 0', 'On = 1'].map(parseMember),
      },
      {
        kind: 'function',
        name: 'parse',
        lines: [
          'function parse(text: string): Node',
          'function parse(text: string, strict: true): Node | null',
        ],
      },
      { kind: 'interface', name: 'Empty', head: 'interface Empty', members: [] },
      {
        kind: 'type',
        name: 'Props',
        head: 'type Props = Omit<Base, "title"> &',
        members: ['(event: Event): void', 'title?: string', '[key: string]: unknown'].map(
          parseMember,
        ),
      },
      { kind: 'namespace', name: 'z', lines: ['namespace z from "zod/mini"'] },
    ],
    './extra': [],
  },
};

test('a rendered report reads back as the same surface', () => {
  const parsed = parseReport(renderReport(SURFACE));
  assert.equal(parsed.version, '1.2.3');
  assert.deepEqual(parsed.entries, SURFACE.entries);
});

test('the report says what it is, how to update it, and what it leaves out', () => {
  const text = renderReport(SURFACE);
  assert.match(text, /^# Public surface of `@fixture\/lib`\n/);
  assert.match(text, /npm run contract:update/);
  assert.match(text, /Not listed: `\.\/testing`, which never ship in a bundle/);
  assert.match(text, /\nversion: 1\.2\.3\n/);
  assert.match(text, /\n## `\.\/extra`\n\n```text\n```\n$/);
});

test('member keys: the name (with static/protected), not readonly or the type', () => {
  assert.deepEqual(parseMember('readonly a?: string'), {
    key: 'a',
    optional: true,
    line: 'readonly a?: string',
  });
  assert.equal(parseMember('static protected readonly b: number').key, 'static protected b');
  assert.equal(parseMember('"aria-label"?: string').key, '"aria-label"');
  assert.equal(parseMember('On = 1').key, 'On');
  assert.equal(parseMember('readonly: boolean').key, 'readonly');
  assert.equal(parseMember('(event: Event): void').key, '(event: Event): void');
  assert.equal(parseMember('[key: string]: unknown').optional, false);
});

test('itemKey separates values from types', () => {
  assert.equal(itemKey({ kind: 'const', name: 'A' }), 'value A');
  assert.equal(itemKey({ kind: 'class', name: 'A' }), 'value A');
  assert.equal(itemKey({ kind: 'interface', name: 'A' }), 'type A');
  assert.equal(itemKey({ kind: 'type', name: 'A' }), 'type A');
});

test('a report it cannot read is an error, not an empty surface', () => {
  const text = renderReport(SURFACE).replace('function parse(text: string): Node', 'oops');
  assert.throws(() => parseReport(text), /cannot read line "oops"/);
  assert.throws(() => parseReport('# no version here\n'), /no "version: X\.Y\.Z" line/);
});
