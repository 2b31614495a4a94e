import { kioskCapacity, SITE_CAPACITY } from './use-capacity';

describe('what fits on a kiosk without scrolling', () => {
  test('a 1024×600 kiosk: two doses, one appointment, one message, its two nearest contacts by name', () => {
    expect(kioskCapacity(1024, 600)).toMatchObject({
      doses: 2,
      appointments: 1,
      messages: 1,
      calls: 2,
      callLabel: 'name',
      roomy: false,
    });
  });

  test('a message shows at least its first line: one on a 600 px high kiosk, two on a larger one, all on the site', () => {
    expect(kioskCapacity(1024, 600).messageLines).toBe(1);
    expect(kioskCapacity(1280, 800).messageLines).toBe(2);
    expect(SITE_CAPACITY.messageLines).toBeNull();
  });

  test('a wider or taller kiosk says "Call" on its buttons, and under it who they are when there is room', () => {
    expect(kioskCapacity(1280, 600)).toMatchObject({ calls: 2, callLabel: 'call' });
    expect(kioskCapacity(1280, 800)).toMatchObject({
      doses: 3,
      appointments: 2,
      calls: 2,
      callLabel: 'relationship',
    });
    expect(kioskCapacity(1920, 1080)).toMatchObject({ doses: 4, calls: 3, roomy: true });
  });

  test('the site keeps lists short enough to read at a glance', () => {
    expect(SITE_CAPACITY.doses).toBeGreaterThan(kioskCapacity(1024, 600).doses);
  });
});
