import { moveByKey } from './grid-keys';

test('keys of the date grid pattern, across month, year and DST boundaries', () => {
  expect(moveByKey('2027-03-27', 'ArrowRight')).toBe('2027-03-28');
  expect(moveByKey('2027-03-28', 'ArrowRight')).toBe('2027-03-29');
  expect(moveByKey('2026-11-01', 'ArrowLeft')).toBe('2026-10-31');
  expect(moveByKey('2026-12-29', 'ArrowDown')).toBe('2027-01-05');
  expect(moveByKey('2026-11-22', 'ArrowUp')).toBe('2026-11-15');
  expect(moveByKey('2026-11-22', 'Home')).toBe('2026-11-16');
  expect(moveByKey('2026-11-22', 'End')).toBe('2026-11-22');
  expect(moveByKey('2027-01-31', 'PageDown')).toBe('2027-02-28');
  expect(moveByKey('2026-11-22', 'PageUp')).toBe('2026-10-22');
  expect(moveByKey('2026-11-22', 'a')).toBeNull();
});
