import { microphoneSupported } from './microphone-support';

const withDevices = (mediaDevices: unknown): Navigator =>
  ({ mediaDevices }) as unknown as Navigator;

describe('microphone support (spec 8: "Microphone not supported on this device")', () => {
  it('is there when the page can call getUserMedia', () => {
    expect(microphoneSupported(withDevices({ getUserMedia: () => Promise.resolve() }))).toBe(true);
  });

  it.each([
    ['mediaDevices left out (not a secure context)', {} as unknown as Navigator],
    ['mediaDevices set to undefined', withDevices(undefined)],
    ['mediaDevices set to null', withDevices(null)],
    ['mediaDevices without getUserMedia', withDevices({})],
  ])('is missing, without throwing: %s', (_name, nav) => {
    expect(microphoneSupported(nav)).toBe(false);
  });
});
