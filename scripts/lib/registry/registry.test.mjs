// The release registry on fixture releases (no builds): deploy, its refusals, rollback, canary, fallbacks, the
// lock, the atomic writes, a malformed remotes.json. Run: node --test scripts/
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  HOST_PROVIDES,
  HOST_ROUTES,
  REMOTE_REQUIRES,
  freshRegistry,
  historyOf,
  readJson,
  snapshot,
  startApiStandIn,
  writeRelease,
} from './fixtures.mjs';
import { writeFileAtomic } from './files.mjs';
import { ROOT } from './paths.mjs';
import { Refusal, deploy, initRegistry, rollback } from './registry.mjs';

const CLI = path.join(ROOT, 'scripts/registry.mjs');
const HERE = path.dirname(fileURLToPath(import.meta.url));

/** Runs `node <args>` to its end without blocking this process (it serves the stand-in API the child asks). */
function run(args, env = process.env) {
  const child = spawn(process.execPath, args, { env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

/** The registry command as an operator runs it, on the test's registry. */
function cli(registry, args, env = {}) {
  return run([CLI, ...args], {
    ...process.env,
    CARE_REGISTRY_DIR: registry.registryDir,
    CARE_RELEASES_DIR: registry.releasesDir,
    CARE_RELEASES_URL: registry.releasesUrl,
    CARE_DEPLOYER: 'tester',
    ...env,
  });
}

/** A registry whose deployed host is a fixture host release (so the commands, run as processes, find it). */
async function withHostRelease(t, options = {}) {
  const api = await startApiStandIn(options.apiVersion);
  t.after(() => api.close());
  const fresh = await freshRegistry(t, { apiBaseUrl: api.url });
  const hostId = writeRelease(fresh.registry, 'host', {
    provides: HOST_PROVIDES,
    routesTo: HOST_ROUTES,
    ...options.host,
  });
  await deploy(fresh.registry, 'host', hostId, { by: 'tester' });
  return { ...fresh, api, hostId };
}

const careRelease = (registry, fixture = {}, options) =>
  writeRelease(registry, 'mfe_care', { exposes: ['Screen'], ...fixture }, options);

describe('deploy', () => {
  it('switches the pointer and records the action', async (t) => {
    const { registry, config } = await withHostRelease(t);
    const id = careRelease(registry);
    const result = await deploy(registry, 'mfe_care', id, { by: 'alice' });
    const entry = `http://releases.test/mfe_care/${id}/remoteEntry.js`;
    assert.equal(result.entry, entry);
    const written = readJson(registry.remotesFile);
    assert.equal(written.remotes.mfe_care, entry);
    assert.deepEqual(written.releases.mfe_care, {
      id,
      entry,
      requires: REMOTE_REQUIRES,
      fallbacks: [],
    });
    assert.equal(written.remotes.mfe_auth, config.remotes.mfe_auth, 'other remotes untouched');
    const last = historyOf(registry).at(-1);
    assert.equal(last.action, 'deploy');
    assert.equal(last.by, 'alice');
    assert.equal(last.remote, 'mfe_care');
    assert.equal(last.release, id);
    assert.equal(last.entry, entry);
    assert.deepEqual(last.previous, { release: null, entry: config.remotes.mfe_care });
    assert.deepEqual(last.config, written);
    assert.ok(!Number.isNaN(Date.parse(last.at)));
  });

  it('through the command: prints the switch and the time taken', async (t) => {
    const { registry } = await withHostRelease(t);
    const id = careRelease(registry);
    const { code, stdout } = await cli(registry, ['deploy', 'mfe-care', id]);
    assert.equal(code, 0);
    assert.match(
      stdout,
      new RegExp(`Deployed mfe_care ${id}: mfe_care points at http://releases.test/`),
    );
    assert.match(
      stdout,
      /API contract: 1\.1\.0 \(from http:\/\/127\.0\.0\.1:\d+\/api\/openapi\.json\)/,
    );
    assert.match(stdout, /Done in \d+\.\d\d s\./);
    assert.equal(historyOf(registry).at(-1).by, 'tester');
  });

  const refusals = [
    {
      name: 'a release built against a newer @care/shared',
      fixture: {
        requires: { ...REMOTE_REQUIRES, '@care/shared': '^0.2.0' },
        contracts: { '@care/shared': '0.2.0', api: '1.1.0' },
      },
      version: '0.2.0',
      sentence: (id) =>
        `Refused: mfe_care ${id} needs @care/shared ^0.2.0 (the shared contract it was built against, 0.2.0), but the deployed host provides 0.1.0.`,
    },
    {
      name: 'a shared range the host cannot satisfy',
      fixture: { requires: { ...REMOTE_REQUIRES, react: '^20.0.0' } },
      sentence: (id) =>
        `Refused: mfe_care ${id} needs react ^20.0.0, but the deployed host provides 19.3.1.`,
    },
    {
      name: 'a shared singleton the host does not provide',
      fixture: { requires: { ...REMOTE_REQUIRES, 'styled-components': '^6.6.0' } },
      sentence: (id, hostId) =>
        `Refused: mfe_care ${id} needs styled-components ^6.6.0, but the deployed host (host ${hostId}) does not provide styled-components.`,
    },
    {
      name: 'a newer API minor than the deployed API serves',
      fixture: { contracts: { '@care/shared': '0.1.0', api: '1.2.0' } },
      sentence: (id) =>
        new RegExp(
          `^Refused: mfe_care ${id} was built against API contract 1\\.2\\.0, but the deployed API serves 1\\.1\\.0 \\(an older minor; from http://127\\.0\\.0\\.1:\\d+/api/openapi\\.json\\)\\.$`,
          'm',
        ),
    },
    {
      name: 'another API major',
      fixture: { contracts: { '@care/shared': '0.1.0', api: '2.0.0' } },
      sentence: (id) =>
        new RegExp(
          `^Refused: mfe_care ${id} was built against API contract 2\\.0\\.0, but the deployed API serves 1\\.1\\.0 \\(another major;`,
          'm',
        ),
    },
    {
      name: 'a release missing a module the host routes to',
      fixture: { exposes: ['Other'] },
      sentence: (id, hostId) =>
        `Refused: mfe_care ${id} does not expose mfe_care/Screen, which the deployed host (host ${hostId}) routes to.`,
    },
  ];
  for (const refusal of refusals) {
    it(`refuses ${refusal.name}, says why in one sentence, writes nothing`, async (t) => {
      const { registry, hostId } = await withHostRelease(t);
      const id = careRelease(registry, refusal.fixture, { version: refusal.version });
      const before = snapshot(registry);
      const { code, stderr } = await cli(registry, ['deploy', 'mfe_care', id]);
      assert.equal(code, 1, stderr);
      const expected = refusal.sentence(id, hostId);
      if (typeof expected === 'string') assert.ok(stderr.split('\n').includes(expected), stderr);
      else assert.match(stderr, expected);
      assert.equal(
        stderr.split('\n').filter((line) => line.startsWith('Refused:')).length,
        1,
        stderr,
      );
      assert.match(stderr, /Nothing was written/);
      assert.deepEqual(snapshot(registry), before);
    });
  }

  it('lists every problem, one sentence each', async (t) => {
    const { registry } = await withHostRelease(t);
    const id = careRelease(registry, {
      exposes: [],
      requires: { ...REMOTE_REQUIRES, react: '^20.0.0' },
      contracts: { '@care/shared': '0.1.0', api: '1.9.0' },
    });
    await assert.rejects(deploy(registry, 'mfe_care', id), (error) => {
      assert.ok(error instanceof Refusal);
      assert.equal(error.sentences.length, 3, error.message);
      return true;
    });
  });

  it('uses this checkout’s API contract when the API does not answer, and says so', async (t) => {
    const { registry } = await freshRegistry(t);
    const id = careRelease(registry, { contracts: { '@care/shared': '0.1.0', api: '1.0.0' } });
    const lines = [];
    await deploy(registry, 'mfe_care', id, { log: (line) => lines.push(line) });
    assert.ok(
      lines.some((line) =>
        /127\.0\.0\.1:9\/api\/openapi\.json unreachable .*this checkout's API contract/.test(line),
      ),
      lines.join('\n'),
    );
  });

  it('checks against the host’s own build while no host release is deployed', async (t) => {
    const { registry } = await freshRegistry(t, {
      hostFixture: { provides: { ...HOST_PROVIDES, react: '19.2.0' } },
    });
    const id = careRelease(registry);
    await assert.rejects(
      deploy(registry, 'mfe_care', id),
      new RegExp(`needs react \\^19\\.3\\.1, but the deployed host provides 19\\.2\\.0\\.`),
    );
  });

  it('refuses a host release that a deployed remote cannot run with, naming both', async (t) => {
    const { registry, hostId } = await withHostRelease(t);
    const careId = careRelease(registry);
    await deploy(registry, 'mfe_care', careId);
    const newHost = writeRelease(registry, 'host', {
      provides: { ...HOST_PROVIDES, react: '18.3.1' },
      routesTo: [...HOST_ROUTES, 'mfe_care/NewScreen'],
    });
    const before = snapshot(registry);
    const { code, stderr } = await cli(registry, ['deploy', 'host', newHost]);
    assert.equal(code, 1, stderr);
    const lines = stderr.split('\n');
    assert.ok(
      lines.includes(
        `Refused: host ${newHost} provides react 18.3.1, but the deployed mfe_care ${careId} needs ^19.3.1.`,
      ),
      stderr,
    );
    assert.ok(
      lines.includes(
        `Refused: host ${newHost} routes to mfe_care/NewScreen, which the deployed mfe_care ${careId} does not expose.`,
      ),
      stderr,
    );
    assert.deepEqual(snapshot(registry), before);
    assert.equal(readJson(registry.hostFile).release, hostId);
  });
});

describe('rollback', () => {
  it('returns to the pointer before the current one, then to the one before that', async (t) => {
    const { registry, config } = await withHostRelease(t);
    const a = careRelease(registry);
    const b = careRelease(registry);
    await deploy(registry, 'mfe_care', a);
    await deploy(registry, 'mfe_care', b);
    const { code, stdout, stderr } = await cli(registry, ['rollback', 'mfe_care']);
    assert.equal(code, 0, stderr);
    assert.match(stdout, new RegExp(`Rolled back mfe_care: now ${a}\\.`));
    let written = readJson(registry.remotesFile);
    assert.equal(written.remotes.mfe_care, `http://releases.test/mfe_care/${a}/remoteEntry.js`);
    assert.equal(written.releases.mfe_care.id, a);
    assert.deepEqual(
      written.releases.mfe_care.fallbacks,
      [],
      'the release rolled back from is no fallback',
    );
    const last = historyOf(registry).at(-1);
    assert.equal(last.action, 'rollback');
    assert.equal(last.release, a);
    assert.equal(last.previous.release, b);

    await rollback(registry, 'mfe_care');
    written = readJson(registry.remotesFile);
    assert.equal(written.remotes.mfe_care, config.remotes.mfe_care, 'back to the initial pointer');
    assert.equal(
      written.releases?.mfe_care,
      undefined,
      'the initial pointer has no release record',
    );
    await assert.rejects(rollback(registry, 'mfe_care'), /Nothing to roll back to/);
  });

  it('refuses a previous release that no longer fits the deployed host', async (t) => {
    const { registry } = await withHostRelease(t);
    const old = careRelease(registry);
    const current = careRelease(registry, { exposes: ['Screen', 'NewScreen'] });
    await deploy(registry, 'mfe_care', old);
    await deploy(registry, 'mfe_care', current);
    const newHost = writeRelease(registry, 'host', {
      provides: HOST_PROVIDES,
      routesTo: [...HOST_ROUTES, 'mfe_care/NewScreen'],
    });
    await deploy(registry, 'host', newHost);
    const before = snapshot(registry);
    const { code, stderr } = await cli(registry, ['rollback', 'mfe_care']);
    assert.equal(code, 1);
    assert.ok(
      stderr
        .split('\n')
        .includes(
          `Refused: mfe_care ${old} does not expose mfe_care/NewScreen, which the deployed host (host ${newHost}) routes to.`,
        ),
      stderr,
    );
    assert.deepEqual(snapshot(registry), before);
  });

  it('rolls the host back to its previous release', async (t) => {
    const { registry, hostId } = await withHostRelease(t);
    const next = writeRelease(registry, 'host', { provides: HOST_PROVIDES, routesTo: HOST_ROUTES });
    await deploy(registry, 'host', next);
    assert.equal(readJson(registry.hostFile).release, next);
    await rollback(registry, 'host');
    assert.equal(readJson(registry.hostFile).release, hostId);
    await rollback(registry, 'host');
    assert.equal(readJson(registry.hostFile).release, null, "back to the host's own build");
  });
});

describe('canary', () => {
  it('adds a candidate without switching; a real deploy removes it', async (t) => {
    const { registry, config } = await withHostRelease(t);
    const ids = [
      careRelease(registry),
      careRelease(registry),
      careRelease(registry),
      careRelease(registry),
    ];
    for (const id of ids) {
      const { code, stdout } = await cli(registry, ['deploy', 'mfe_care', id, '--canary']);
      assert.equal(code, 0);
      assert.match(stdout, new RegExp(`Canary: mfe_care ${id} is a candidate`));
    }
    let written = readJson(registry.remotesFile);
    assert.equal(written.remotes.mfe_care, config.remotes.mfe_care, 'the pointer did not move');
    assert.deepEqual(
      written.candidates.mfe_care.map((ref) => ref.id),
      [ids[3], ids[2], ids[1]],
      'newest first, at most 3',
    );
    assert.deepEqual(written.candidates.mfe_care[0], {
      id: ids[3],
      entry: `http://releases.test/mfe_care/${ids[3]}/remoteEntry.js`,
      requires: REMOTE_REQUIRES,
    });
    assert.equal(historyOf(registry).at(-1).action, 'canary');

    await deploy(registry, 'mfe_care', ids[2]);
    written = readJson(registry.remotesFile);
    assert.deepEqual(
      written.candidates.mfe_care.map((ref) => ref.id),
      [ids[3], ids[1]],
    );
  });

  it('runs the same checks', async (t) => {
    const { registry } = await withHostRelease(t);
    const id = careRelease(registry, { requires: { ...REMOTE_REQUIRES, react: '^20.0.0' } });
    await assert.rejects(deploy(registry, 'mfe_care', id, { canary: true }), Refusal);
    assert.equal(readJson(registry.remotesFile).candidates, undefined);
  });
});

describe('fallbacks', () => {
  it('are the known-good releases before the current one, newest first, at most 3', async (t) => {
    const { registry } = await withHostRelease(t);
    const ids = [];
    for (let i = 0; i < 5; i += 1) {
      ids.push(careRelease(registry));
      await deploy(registry, 'mfe_care', ids[i]);
    }
    const fallbacksNow = () =>
      readJson(registry.remotesFile).releases.mfe_care.fallbacks.map((ref) => ref.id);
    assert.deepEqual(fallbacksNow(), [ids[3], ids[2], ids[1]]);
    assert.deepEqual(readJson(registry.remotesFile).releases.mfe_care.fallbacks[0], {
      id: ids[3],
      entry: `http://releases.test/mfe_care/${ids[3]}/remoteEntry.js`,
      requires: REMOTE_REQUIRES,
    });
    await rollback(registry, 'mfe_care');
    assert.deepEqual(fallbacksNow(), [ids[2], ids[1], ids[0]], 'not the release rolled back from');
    // Deleted from disk: no longer a fallback.
    fs.rmSync(path.join(registry.releasesDir, 'mfe_care', ids[2]), { recursive: true });
    await deploy(registry, 'mfe_care', ids[4]);
    assert.deepEqual(fallbacksNow(), [ids[3], ids[1], ids[0]]);
  });
});

describe('writes', () => {
  it('leave no temporary files, after deploys and after a failed write', async (t) => {
    const { registry } = await withHostRelease(t);
    for (let i = 0; i < 3; i += 1) await deploy(registry, 'mfe_care', careRelease(registry));
    await rollback(registry, 'mfe_care');
    assert.deepEqual(fs.readdirSync(registry.registryDir).sort(), [
      'history.jsonl',
      'host.json',
      'remotes.json',
    ]);
    // A rename onto a folder fails: the temporary file is removed, the folder left as it was.
    const target = path.join(registry.registryDir, 'occupied');
    fs.mkdirSync(path.join(target, 'inside'), { recursive: true });
    assert.throws(() => writeFileAtomic(target, 'x'));
    assert.deepEqual(fs.readdirSync(registry.registryDir).sort(), [
      'history.jsonl',
      'host.json',
      'occupied',
      'remotes.json',
    ]);
  });
});

describe('the lock', () => {
  /**
   * A deploy in a process of its own. Once it holds the lock it prints `holding`, then keeps the lock until the file
   * `gate` exists, so the test decides when it lets go (no timer: a slow machine only makes the test slower).
   */
  function deployInChild(registry, remote, id, gate) {
    const code = `
      import fs from 'node:fs';
      import { deploy, openRegistry } from ${JSON.stringify(path.join(HERE, 'registry.mjs'))};
      const registry = openRegistry(${JSON.stringify({
        registryDir: registry.registryDir,
        releasesDir: registry.releasesDir,
        releasesUrl: registry.releasesUrl,
        defaultHostDir: registry.defaultHostDir,
      })});
      await deploy(registry, ${JSON.stringify(remote)}, ${JSON.stringify(id)}, {
        by: 'child-${remote}',
        log: (line) => console.log(line),
        whileLocked: async () => {
          // The child's stdout is how it tells the test it holds the lock (the test reads it line by line).
          console.log('holding');
          while (!fs.existsSync(${JSON.stringify(gate)})) await new Promise((r) => setTimeout(r, 20));
        },
      });
    `;
    const child = spawn(process.execPath, ['--input-type=module', '-e', code]);
    let output = '';
    const seen = [];
    const waitFor = (pattern) =>
      new Promise((resolve) => {
        if (pattern.test(output)) resolve();
        else seen.push({ pattern, resolve });
      });
    const onData = (chunk) => {
      output += chunk;
      for (const entry of seen.splice(0)) {
        if (entry.pattern.test(output)) entry.resolve();
        else seen.push(entry);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    const done = new Promise((resolve) =>
      child.on('exit', (status) => resolve({ status, output })),
    );
    return { remote, waitFor, done, output: () => output };
  }

  it('serialises two deploys in two processes: neither loses the other’s change', async (t) => {
    const { registry } = await withHostRelease(t);
    const careId = careRelease(registry);
    const authId = writeRelease(registry, 'mfe_auth', { exposes: ['Screen'] });
    const gateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'care-registry-gate-'));
    const gate = path.join(gateDir, 'go');
    const children = [
      deployInChild(registry, 'mfe_care', careId, gate),
      deployInChild(registry, 'mfe_auth', authId, gate),
    ];
    // Lets the children go and waits for them even when an assertion below fails first.
    t.after(async () => {
      fs.writeFileSync(gate, '');
      await Promise.all(children.map((c) => c.done));
      fs.rmSync(gateDir, { recursive: true, force: true });
    });
    // Whichever takes the lock first holds it until the other has said it waits for it.
    const first = await Promise.race(children.map((c) => c.waitFor(/holding/).then(() => c)));
    const second = children.find((c) => c !== first);
    await Promise.race([
      second.waitFor(/Waiting for the registry lock held by child-mfe_/),
      second.waitFor(/holding/),
    ]);
    assert.doesNotMatch(
      second.output(),
      /holding/,
      'the second did not enter while the first held',
    );
    fs.writeFileSync(gate, '');
    const [care, auth] = await Promise.all(children.map((c) => c.done));
    assert.equal(care.status, 0, care.output);
    assert.equal(auth.status, 0, auth.output);
    assert.doesNotMatch(first.output(), /Waiting for the registry lock/);
    const written = readJson(registry.remotesFile);
    assert.equal(written.releases.mfe_care.id, careId);
    assert.equal(written.releases.mfe_auth.id, authId);
    const deploys = historyOf(registry).filter(
      (line) => line.action === 'deploy' && line.remote !== 'host',
    );
    assert.equal(deploys.length, 2);
    assert.equal(deploys[0].remote, first.remote);
    // The second writer started from the first one's config.
    assert.ok(Object.keys(deploys[1].config.releases).includes(deploys[0].remote));
    assert.ok(!fs.existsSync(registry.lockFile));
  });

  it('makes a second deploy wait, then fail naming who holds it', async (t) => {
    const { registry } = await withHostRelease(t);
    const id = careRelease(registry);
    fs.writeFileSync(
      registry.lockFile,
      JSON.stringify({
        pid: process.pid,
        hostname: (await import('node:os')).hostname(),
        who: 'bob',
        since: new Date().toISOString(),
      }),
    );
    const before = snapshot(registry);
    const started = Date.now();
    const { code, stdout, stderr } = await cli(registry, ['deploy', 'mfe_care', id], {
      CARE_REGISTRY_LOCK_WAIT_MS: '600',
    });
    assert.equal(code, 1);
    assert.ok(Date.now() - started >= 600, 'it waited');
    assert.match(stdout, /Waiting for the registry lock held by bob/);
    assert.match(
      stderr,
      new RegExp(`The registry is locked by bob \\(pid ${process.pid} on .*\\); waited 1 s\\.`),
    );
    assert.deepEqual(snapshot(registry), before);
  });

  it('takes over a stale lock: its process gone, or older than 10 minutes', async (t) => {
    const { registry } = await withHostRelease(t);
    const gone = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], {
      encoding: 'utf8',
    });
    const hostname = (await import('node:os')).hostname();
    const locks = [
      {
        pid: Number(gone.stdout.trim()),
        hostname,
        who: 'crashed',
        since: new Date().toISOString(),
      },
      {
        pid: process.pid,
        hostname,
        who: 'hung',
        since: new Date(Date.now() - 11 * 60 * 1000).toISOString(),
      },
    ];
    for (const lock of locks) {
      fs.writeFileSync(registry.lockFile, JSON.stringify(lock));
      const lines = [];
      await deploy(registry, 'mfe_care', careRelease(registry), {
        log: (line) => lines.push(line),
      });
      assert.ok(
        lines.some((line) => line.startsWith(`Taking over a stale registry lock of ${lock.who}`)),
        lines.join('\n'),
      );
      assert.ok(!fs.existsSync(registry.lockFile));
    }
  });
});

describe('a malformed remotes.json', () => {
  const broken = [
    {
      name: 'not JSON',
      text: '{ "apiBaseUrl": ',
      message: /is not a valid remotes config: not JSON/,
    },
    {
      name: 'not a remotes config',
      text: JSON.stringify({
        remotes: { mfe_care: 'not a url' },
        profiles: { site: [], kiosk: [] },
      }),
      message:
        /is not a valid remotes config: apiBaseUrl: the API base URL is needed; remotes\.mfe_care: an entry URL is needed/,
    },
  ];
  for (const { name, text, message } of broken) {
    it(`(${name}) is reported by every command and neither overwritten nor recorded`, async (t) => {
      const { registry } = await withHostRelease(t);
      const a = careRelease(registry);
      await deploy(registry, 'mfe_care', a);
      await deploy(registry, 'mfe_care', careRelease(registry));
      fs.writeFileSync(registry.remotesFile, text);
      const before = snapshot(registry);
      for (const args of [
        ['deploy', 'mfe_care', careRelease(registry)],
        ['deploy', 'mfe_care', a, '--canary'],
        ['rollback', 'mfe_care'],
        ['releases', 'mfe_care'],
      ]) {
        const { code, stderr } = await cli(registry, args);
        assert.equal(code, 1, args.join(' '));
        assert.match(stderr, message);
        assert.match(stderr, /does not overwrite a file it cannot read: repair it by hand/);
      }
      // The stack's seeding leaves it alone too.
      assert.equal(await initRegistry(registry, {}), false);
      assert.deepEqual(snapshot(registry), before);
    });
  }
});

describe('releases', () => {
  it('shows the history with the current pointer marked, then the releases not deployed', async (t) => {
    const { registry } = await withHostRelease(t);
    const a = careRelease(registry);
    const b = careRelease(registry);
    const never = careRelease(registry);
    await deploy(registry, 'mfe_care', a);
    await deploy(registry, 'mfe_care', b);
    await rollback(registry, 'mfe_care');
    const { code, stdout } = await cli(registry, ['releases', 'mfe-care']);
    assert.equal(code, 0);
    const lines = stdout.split('\n');
    const rows = lines.filter((line) => /\b(init|deploy|rollback)\b/.test(line));
    assert.equal(rows.length, 4, stdout);
    assert.match(
      rows[3],
      new RegExp(
        `^\\s+\\*\\s+\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d\\s+\\S+\\s+rollback\\s+${a}$`,
      ),
    );
    assert.ok(rows.slice(0, 3).every((row) => !row.trimStart().startsWith('*')));
    assert.ok(
      lines.some((line) => line.includes(b) && line.includes('deployed before')),
      stdout,
    );
    assert.ok(
      lines.some((line) => line.includes(never) && line.includes('never deployed')),
      stdout,
    );
    assert.match(stdout, /Done in/);
  });
});
