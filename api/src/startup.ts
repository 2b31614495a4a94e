import type { AppConfig } from './config';
import type { Db } from './db/db';
import { migrate } from './db/migrations';
import { seedIfEmpty } from './seed';

/**
 * Start-up work on the database: migrations, then demo data on an empty database only where
 * demo accounts belong (development, tests, or SEED_DEMO=1; never production).
 */
export async function prepareDatabase(
  db: Db,
  cfg: AppConfig,
): Promise<{ applied: number[]; seeded: boolean }> {
  const applied = await migrate(db);
  const seeded = cfg.seedDemoOnStart ? await seedIfEmpty(db, cfg) : false;
  return { applied, seeded };
}
