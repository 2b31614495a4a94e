import { LIVE_KINDS as BROWSER_KINDS } from '../../shared/src/live/live-kinds';
import { LIVE_KINDS } from '../src/lib/live-kinds';
import { migrations } from '../src/db/migrations';

/**
 * The live channel's vocabulary is written twice (the API and the browser share no package): the kinds the API
 * publishes and the kinds the browser knows what to refetch for must be the same list.
 */
test('the browser knows exactly the kinds the API publishes', () => {
  expect([...BROWSER_KINDS].sort()).toEqual([...LIVE_KINDS].sort());
});

test('every kind the triggers publish is in the vocabulary', () => {
  const published = new Set<string>();
  for (const m of migrations) {
    for (const [, kind] of m.sql.matchAll(/care_publish\([^,]+, '([a-z]+)'/g)) published.add(kind!);
  }
  expect(published.size).toBeGreaterThan(0);
  for (const kind of published) expect(LIVE_KINDS).toContain(kind);
  expect([...published].sort()).toEqual([...LIVE_KINDS].sort());
});
