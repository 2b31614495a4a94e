import { warmUpIntl } from './warm-intl';

describe('warmUpIntl', () => {
  afterEach(() => jest.restoreAllMocks());

  it('builds a formatter in the product locale with an explicit zone, as the clock does', () => {
    const built = jest.spyOn(Intl, 'DateTimeFormat');
    warmUpIntl();
    const clockLike = built.mock.calls.find(([, options]) => options?.hour === 'numeric');
    expect(clockLike?.[0]).toBe('en-GB');
    expect(clockLike?.[1]?.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('never breaks the start when Intl cannot format', () => {
    jest.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => {
      throw new RangeError('Incorrect locale information provided');
    });
    expect(() => warmUpIntl()).not.toThrow();
  });
});
