// What the stack serves from the registry: /remotes.json read per request with an ETag (304 while unchanged, 503
// while the file is missing or broken), and the host's files from the deployed host's folder. Run: node --test scripts/
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { startStaticServer } from '../static-server.mjs';
import { HOST_PROVIDES, HOST_ROUTES, freshRegistry, writeRelease } from './fixtures.mjs';
import { deploy, rollback } from './registry.mjs';
import { hostDirSource, remotesJsonSource } from './serving.mjs';

async function serve(t, registry) {
  const warnings = [];
  const server = await startStaticServer({
    dir: hostDirSource(registry),
    port: 0,
    spa: true,
    dynamic: {
      '/remotes.json': remotesJsonSource(registry, { warn: (message) => warnings.push(message) }),
    },
  });
  t.after(() => server.close());
  return { url: server.url, warnings };
}

describe('/remotes.json from the registry', () => {
  it('is the registry file, read per request, answered 304 while its ETag holds', async (t) => {
    const { registry } = await freshRegistry(t);
    const { url } = await serve(t, registry);
    const first = await fetch(`${url}/remotes.json`);
    assert.equal(first.status, 200);
    assert.equal(first.headers.get('cache-control'), 'no-cache');
    assert.equal(first.headers.get('access-control-allow-origin'), '*');
    assert.equal(await first.text(), fs.readFileSync(registry.remotesFile, 'utf8'));
    const etag = first.headers.get('etag');
    assert.match(etag, /^W\/"[0-9a-f]{20}"$/);

    const unchanged = await fetch(`${url}/remotes.json`, { headers: { 'If-None-Match': etag } });
    assert.equal(unchanged.status, 304);
    assert.equal(await unchanged.text(), '');

    const id = writeRelease(registry, 'mfe_care', { exposes: ['Screen'] });
    await deploy(registry, 'mfe_care', id);
    const changed = await fetch(`${url}/remotes.json`, { headers: { 'If-None-Match': etag } });
    assert.equal(changed.status, 200, 'a deploy shows at the next request');
    assert.notEqual(changed.headers.get('etag'), etag);
    assert.equal(JSON.parse(await changed.text()).releases.mfe_care.id, id);
  });

  it('answers 503 while the file is missing or not a valid config, and recovers', async (t) => {
    const { registry } = await freshRegistry(t);
    const { url, warnings } = await serve(t, registry);
    const good = fs.readFileSync(registry.remotesFile, 'utf8');
    fs.writeFileSync(registry.remotesFile, '{ "apiBaseUrl": ');
    assert.equal((await fetch(`${url}/remotes.json`)).status, 503);
    fs.writeFileSync(registry.remotesFile, JSON.stringify({ apiBaseUrl: 'http://x/api' }));
    assert.equal((await fetch(`${url}/remotes.json`)).status, 503);
    fs.rmSync(registry.remotesFile);
    const missing = await fetch(`${url}/remotes.json`);
    assert.equal(missing.status, 503);
    assert.equal(missing.headers.get('cache-control'), 'no-store');
    assert.equal(warnings.length, 3, warnings.join('\n'));
    fs.writeFileSync(registry.remotesFile, good);
    assert.equal((await fetch(`${url}/remotes.json`)).status, 200);
  });
});

describe("the host's files", () => {
  it('come from the deployed host release, switched at the next request', async (t) => {
    const { registry } = await freshRegistry(t);
    fs.writeFileSync(path.join(registry.defaultHostDir, 'index.html'), 'own build');
    const { url } = await serve(t, registry);
    assert.equal(await (await fetch(`${url}/clock/1`)).text(), 'own build');
    const id = writeRelease(registry, 'host', { provides: HOST_PROVIDES, routesTo: HOST_ROUTES });
    fs.writeFileSync(path.join(registry.releasesDir, 'host', id, 'index.html'), `release ${id}`);
    await deploy(registry, 'host', id);
    assert.equal(await (await fetch(`${url}/clock/1`)).text(), `release ${id}`);
    await rollback(registry, 'host');
    assert.equal(await (await fetch(`${url}/`)).text(), 'own build');
  });
});
