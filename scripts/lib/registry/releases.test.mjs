// Release folders: the content hash, the immutable store (the same content is one release), what release.json
// records; and the names the registry knows, against the manifests. Run: node --test scripts/
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { manifest } from './fixtures.mjs';
import { REMOTES, ROOT, registryPaths, remoteName } from './paths.mjs';
import {
  MANIFEST_FILE,
  RELEASE_FILE,
  hashFolder,
  listReleases,
  storeRelease,
} from './releases.mjs';

function tempDir(t) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'care-releases-test-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A build's output as webpack leaves it: an entry, a chunk in a subfolder, the federation manifest. */
function writeBuild(dir, { chunk = 'chunk A' } = {}) {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'entry');
  fs.writeFileSync(path.join(dir, 'assets/1.0a1b2c3d.js'), chunk);
  fs.writeFileSync(
    path.join(dir, MANIFEST_FILE),
    JSON.stringify(manifest({ name: 'mfe_care', exposes: ['ClockScreen', 'PeopleScreen'] })),
  );
  return dir;
}

describe('hashFolder', () => {
  it('names the content: same files the same hash, any change another; release.json not counted', (t) => {
    const root = tempDir(t);
    const a = writeBuild(path.join(root, 'a'));
    const b = writeBuild(path.join(root, 'b'));
    assert.match(hashFolder(a), /^[0-9a-f]{10}$/);
    assert.equal(hashFolder(a), hashFolder(b));
    fs.writeFileSync(path.join(b, RELEASE_FILE), '{"builtAt":"now"}');
    assert.equal(hashFolder(a), hashFolder(b), 'release.json is not part of the hash');
    const c = writeBuild(path.join(root, 'c'), { chunk: 'chunk B' });
    assert.notEqual(hashFolder(a), hashFolder(c), 'a changed byte');
    const d = writeBuild(path.join(root, 'd'));
    fs.renameSync(path.join(d, 'assets/1.0a1b2c3d.js'), path.join(d, 'assets/2.0a1b2c3d.js'));
    assert.notEqual(hashFolder(a), hashFolder(d), 'a renamed file');
    // Path and bytes are delimited: moving a byte from one to the other is another folder.
    const e = path.join(root, 'e');
    const f = path.join(root, 'f');
    fs.mkdirSync(e);
    fs.mkdirSync(f);
    fs.writeFileSync(path.join(e, 'ab'), 'c');
    fs.writeFileSync(path.join(f, 'a'), 'bc');
    assert.notEqual(hashFolder(e), hashFolder(f));
  });
});

describe('storeRelease', () => {
  it('moves a build into <remote>/<version>-<hash>/ with release.json, and reuses it for the same content', (t) => {
    const root = tempDir(t);
    const paths = registryPaths({ releasesDir: path.join(root, 'releases') });
    fs.mkdirSync(path.join(paths.releasesDir, 'mfe_care'), { recursive: true });
    const facts = {
      remote: 'mfe_care',
      version: '0.1.0',
      commit: 'abc1234-dirty',
      builtBy: 'alice',
      builtAt: '2026-11-27T10:00:00.000Z',
    };
    const first = writeBuild(path.join(paths.releasesDir, 'mfe_care', '.building-1'));
    const hash = hashFolder(first);
    const stored = storeRelease(paths, first, facts);
    assert.equal(stored.reused, false);
    assert.equal(stored.dir, path.join(paths.releasesDir, 'mfe_care', `0.1.0-${hash}`));
    assert.ok(!fs.existsSync(first), 'the build folder became the release');
    assert.deepEqual(JSON.parse(fs.readFileSync(path.join(stored.dir, RELEASE_FILE), 'utf8')), {
      remote: 'mfe_care',
      id: `0.1.0-${hash}`,
      version: '0.1.0',
      hash,
      builtAt: '2026-11-27T10:00:00.000Z',
      commit: 'abc1234-dirty',
      builtBy: 'alice',
      contracts: { '@care/shared': '0.1.0', api: '1.1.0' },
      requires: {
        '@care/shared': '^0.1.0',
        react: '^19.3.1',
        'react-dom': '^19.3.1',
        zustand: '^5.1.0',
      },
      exposes: ['ClockScreen', 'PeopleScreen'],
    });

    const again = writeBuild(path.join(paths.releasesDir, 'mfe_care', '.building-2'));
    const second = storeRelease(paths, again, { ...facts, builtAt: '2026-11-28T10:00:00.000Z' });
    assert.equal(second.reused, true);
    assert.equal(second.release.id, stored.release.id);
    assert.equal(
      second.release.builtAt,
      '2026-11-27T10:00:00.000Z',
      'the first release is kept as it was',
    );
    assert.ok(!fs.existsSync(again), 'the second build is dropped');
    assert.deepEqual(
      listReleases(paths, 'mfe_care').map((release) => release.id),
      [stored.release.id],
      'dot folders (builds under way) are not releases',
    );
  });
});

describe('remote names', () => {
  it('are the remotes of the manifests', () => {
    const require = createRequire(path.join(ROOT, 'config/webpack.cjs'));
    const { require: tsxRequire } = require('tsx/cjs/api');
    const manifests = tsxRequire(path.join(ROOT, 'shared/src/manifests/index.ts'), import.meta.url);
    assert.deepEqual([...REMOTES].sort(), [...manifests.REMOTE_NAMES].sort());
  });

  it('accept the folder name, the federation name and host; refuse anything else', () => {
    assert.equal(remoteName('mfe-care'), 'mfe_care');
    assert.equal(remoteName('mfe_picturebook'), 'mfe_picturebook');
    assert.equal(remoteName('host'), 'host');
    assert.throws(() => remoteName('care'), /Unknown remote "care"/);
    assert.throws(() => remoteName(undefined), /Unknown remote/);
  });
});
