/**
 * Generates the frontend's API types from the OpenAPI document into
 * shared/src/api/generated/openapi.ts (`--check`: fails when the committed file is stale).
 * Needs no running server: the app is built in-process on an in-memory database.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import type { OpenAPI3 } from 'openapi-typescript';
import pino from 'pino';
import prettier from 'prettier';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPglite } from '../src/db/db';

const log = pino({ base: null, timestamp: false });
const OUT = join(__dirname, '..', '..', 'shared', 'src', 'api', 'generated', 'openapi.ts');
const HEADER = `/**
 * Generated from the API's OpenAPI document by \`pnpm --filter @care/api api-types\`: do not
 * edit. Paths are relative to the API base (/api), as the API client calls them. Use the helpers
 * of ../contract.ts.
 */
`;

/** The document as the API serves it (development routes left out). */
async function document(): Promise<OpenAPI3> {
  const db = await openPglite(null);
  const cfg = loadConfig(
    {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      PICTURE_KEY: '0'.repeat(64),
      // Never connected: the document is read from an embedded engine in memory.
      DATABASE_URL: 'postgres://care@127.0.0.1/care',
    },
    { dataDir: null, logLevel: 'silent' },
  );
  const app = await buildApp(db, cfg);
  await app.ready();
  const doc = app.swagger() as unknown as OpenAPI3 & { paths: Record<string, unknown> };
  await app.close();
  await db.close();
  const paths = Object.fromEntries(
    Object.entries(doc.paths).map(([p, item]) => [p.replace(/^\/api(?=\/)/, ''), item]),
  );
  return { ...doc, paths };
}

/**
 * The contract version the types were generated from, as a value: a frontend build records it, and
 * the deploy check compares it with the API's (api/src/contract-version.ts has the rule).
 */
const versionConstant = (version: string): string =>
  `/** The API contract version (OpenAPI \`info.version\`) these types were generated from. */\n` +
  `export const API_CONTRACT_VERSION = ${JSON.stringify(version)};\n`;

async function generate(): Promise<string> {
  const doc = await document();
  const ast = await openapiTS(doc, { alphabetize: true });
  const source = HEADER + versionConstant(doc.info.version) + astToString(ast);
  const options = (await prettier.resolveConfig(OUT)) ?? {};
  return prettier.format(source, { ...options, filepath: OUT });
}

async function main(): Promise<void> {
  const fresh = await generate();
  if (process.argv.includes('--check')) {
    let committed = '';
    try {
      committed = readFileSync(OUT, 'utf8');
    } catch {
      // missing counts as stale
    }
    if (committed !== fresh) {
      log.error(
        'shared/src/api/generated/openapi.ts is stale: run `pnpm --filter @care/api api-types` and commit it',
      );
      process.exitCode = 1;
      return;
    }
    log.info('generated API types are up to date');
    return;
  }
  writeFileSync(OUT, fresh);
  log.info('wrote shared/src/api/generated/openapi.ts');
}

main().catch((err: unknown) => {
  log.error({ err }, 'API type generation failed');
  process.exitCode = 1;
});
