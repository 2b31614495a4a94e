import { kioskCapacity, SITE_CAPACITY } from './use-capacity';

describe('what fits on a kiosk without scrolling', () => {
  test('a 1024×600 kiosk: two doses, one appointment, one message, the nearest contact to call', () => {
    expect(kioskCapacity(1024, 600)).toMatchObject({
      doses: 2,
      appointments: 1,
      messages: 1,
      calls: 1,
      roomy: false,
    });
  });

  test('a wider or taller kiosk calls its two nearest contacts from the clock', () => {
    expect(kioskCapacity(1280, 600).calls).toBe(2);
    expect(kioskCapacity(1280, 800)).toMatchObject({ doses: 3, appointments: 2, calls: 2 });
    expect(kioskCapacity(1920, 1080)).toMatchObject({ doses: 4, calls: 3, roomy: true });
  });

  test('the site keeps lists short enough to read at a glance', () => {
    expect(SITE_CAPACITY.doses).toBeGreaterThan(kioskCapacity(1024, 600).doses);
  });
});
