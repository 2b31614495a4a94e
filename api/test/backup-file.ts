import { openBackup } from '../src/modules/backup/envelope';
import type { Ctx } from './helpers';

/** The passphrase the API tests export backups with. */
const BACKUP_PASSPHRASE = 'a long backup passphrase';

/** Downloads an encrypted backup as `token` and opens it: the file and the document inside. */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the document's shape, as with res.json<T>()
export async function exportBackup<D = { tables: Record<string, Record<string, unknown>[]> }>(
  ctx: Pick<Ctx, 'call'>,
  token: string,
): Promise<{ file: unknown; doc: D }> {
  const res = await ctx.call({
    method: 'POST',
    url: '/api/backup/',
    token,
    body: { passphrase: BACKUP_PASSPHRASE },
  });
  if (res.statusCode !== 200) throw new Error(`export answered ${res.statusCode}: ${res.body}`);
  const file = res.json<unknown>();
  return { file, doc: (await openBackup(file, BACKUP_PASSPHRASE)) as D };
}
