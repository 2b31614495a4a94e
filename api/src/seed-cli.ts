import pino from 'pino';
import { loadConfig } from './config';
import { openDb } from './db/db';
import { migrate } from './db/migrations';
import { seedIfEmpty } from './seed';

/** `pnpm --filter @care/api seed`: migrate, then seed if the database has no users. */
async function main(): Promise<void> {
  const log = pino({ level: 'info' });
  const cfg = loadConfig();
  const db = await openDb(cfg);
  try {
    await migrate(db);
    const seeded = await seedIfEmpty(db, cfg);
    log.info(seeded ? 'demo data seeded' : 'database already has users: nothing seeded');
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(
    `seed failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
