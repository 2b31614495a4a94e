// @engine-sensitive: LIKE and its escapes as the engine matches them.
import { Where } from '../src/db/where';
import { setup } from './helpers';
import type { Ctx } from './helpers';

/**
 * The list queries' WHERE builder: parameters numbered in order, absent filters add nothing, and a
 * search matches its text literally (LIKE's wildcards escaped) on the engine the tests run on
 * (PGlite, or the PostgreSQL server when DATABASE_URL is set).
 */
let ctx: Ctx;

beforeAll(async () => {
  ctx = await setup();
  await ctx.db.query(
    'CREATE TABLE where_probe (id int PRIMARY KEY, name text, note text, at date)',
  );
  await ctx.db.query(
    `INSERT INTO where_probe (id, name, note, at) VALUES
       (1, '50%', 'discount', '2026-01-01'), (2, '500', 'grams', '2026-01-02'),
       (3, 'a_b', 'under', '2026-01-03'), (4, 'axb', 'cross', '2026-01-04'),
       (5, 'C:\\Temp', 'path', '2026-01-05'), (6, 'C:Temp', 'drive', '2026-01-06'),
       (7, 'Margaret', 'Johnson', '2026-01-07')`,
  );
});
afterAll(async () => {
  await ctx.close();
});

/** The ids of the probe rows that `w` keeps, in id order. */
async function ids(w: Where): Promise<number[]> {
  const rows = await ctx.db.query<{ id: number }>(
    `SELECT id FROM where_probe ${w.sql} ORDER BY id`,
    w.values,
  );
  return rows.map((r) => r.id);
}

const searchFor = (text: string) => ids(new Where().search(['name', 'note'], text));

describe('Where builds the SQL', () => {
  it('is empty without a condition', () => {
    const w = new Where();
    expect(w.sql).toBe('');
    expect(w.values).toEqual([]);
  });

  it('numbers the parameters in the order they are added, LIMIT and OFFSET included', () => {
    const w = new Where()
      .eq('a', 1)
      .add('(b = ? OR c = ?)', 'x')
      .range('d', '2026-01-01', undefined);
    const limit = w.param(10);
    expect(w.sql).toBe('WHERE a = $1 AND (b = $2 OR c = $2) AND d >= $3');
    expect(limit).toBe('$4');
    expect(w.values).toEqual([1, 'x', '2026-01-01', 10]);
  });

  it('leaves out a filter that is not given, but keeps false and 0', () => {
    const w = new Where()
      .eq('a', undefined)
      .eq('b', false)
      .eq('c', 0)
      .range('d', undefined, undefined);
    expect(w.sql).toBe('WHERE b = $1 AND c = $2');
    expect(w.values).toEqual([false, 0]);
  });

  it('writes a search as the lowercased columns joined by spaces, with ESCAPE', () => {
    const w = new Where().search(['u.a', 'u.b'], 'X');
    expect(w.sql).toBe(`WHERE lower(u.a || ' ' || u.b) LIKE $1 ESCAPE '\\'`);
    expect(w.values).toEqual(['%x%']);
  });
});

describe('Where on the database', () => {
  it('finds "50%" and not "500"', async () => {
    expect(await searchFor('50%')).toEqual([1]);
    expect(await searchFor('50')).toEqual([1, 2]);
  });

  it('"a_b" does not match "axb"', async () => {
    expect(await searchFor('a_b')).toEqual([3]);
  });

  it('matches a backslash as itself', async () => {
    expect(await searchFor('c:\\t')).toEqual([5]);
    expect(await searchFor('c:t')).toEqual([6]);
  });

  it('ignores case and searches across the columns joined by a space', async () => {
    expect(await searchFor('MARGARET JOHN')).toEqual([7]);
    expect(await searchFor('garet')).toEqual([7]);
    expect(await searchFor('nothing like it')).toEqual([]);
  });

  it('keeps a half-open date range and combines conditions with AND', async () => {
    expect(await ids(new Where().range('at', '2026-01-02', '2026-01-04'))).toEqual([2, 3]);
    expect(await ids(new Where().range('at', undefined, '2026-01-02'))).toEqual([1]);
    expect(await ids(new Where().range('at', '2026-01-06', undefined))).toEqual([6, 7]);
    expect(await ids(new Where().eq('note', 'grams').range('at', '2026-01-01', undefined))).toEqual(
      [2],
    );
  });
});
