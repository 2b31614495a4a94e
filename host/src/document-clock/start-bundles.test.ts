import { bundleUrls, FIRST_FRAME_WAIT_MS, startBundles } from './start-bundles';
import type { StartEnv } from './start-bundles';

/** The head as the build writes it: the bundles' preloads, and a preload that is not a bundle. */
function writeHead(): void {
  document.head.innerHTML = [
    '<link rel="preload" as="script" href="/main.1a2b.js" data-start>',
    '<link rel="preload" as="font" href="/font.woff2" data-start>',
    '<link rel="preload" as="script" href="/other.js">',
    '<link rel="preload" as="script" href="/second.3c4d.js" data-start>',
  ].join('');
}

/** The environment with its frames and timers held, run by the test. */
function setUp() {
  const frames: (() => void)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const env: StartEnv = {
    document,
    requestAnimationFrame: (run) => frames.push(run),
    setTimeout: (run, ms) => timers.push({ run, ms }),
  };
  const runTimers = (ms: number): void => {
    const due = timers.filter((timer) => timer.ms === ms);
    for (const timer of due) timers.splice(timers.indexOf(timer), 1);
    for (const timer of due) timer.run();
  };
  return { env, frames, timers, runTimers };
}

const started = (): { src: string; async: boolean }[] =>
  Array.from(document.querySelectorAll('script'), (script) => ({
    src: script.getAttribute('src') ?? '',
    async: script.async,
  }));

beforeEach(() => {
  writeHead();
  document.querySelectorAll('script').forEach((script) => script.remove());
});

describe("the page's bundles", () => {
  test('the bundles are the head’s script preloads the build marked, in their order', () => {
    expect(bundleUrls(document)).toEqual(['/main.1a2b.js', '/second.3c4d.js']);
  });

  test('a page without the document’s clock starts them at once, in order, as deferred scripts run', () => {
    const { env, frames, timers } = setUp();
    startBundles(env, false);
    expect(started()).toEqual([
      { src: '/main.1a2b.js', async: false },
      { src: '/second.3c4d.js', async: false },
    ]);
    expect(frames).toHaveLength(0);
    expect(timers).toHaveLength(0);
  });

  test('a page that painted the clock starts them in the task after its first frame, once', () => {
    const { env, frames, runTimers } = setUp();
    startBundles(env, true);
    expect(started()).toEqual([]);
    // The frame's animation callback runs before it is painted: still nothing.
    frames.shift()?.();
    expect(started()).toEqual([]);
    runTimers(0);
    expect(started().map((script) => script.src)).toEqual(['/main.1a2b.js', '/second.3c4d.js']);
    // The fallback's timer comes later and starts nothing twice.
    runTimers(FIRST_FRAME_WAIT_MS);
    expect(started()).toHaveLength(2);
  });

  test('a page opened hidden (no frames) starts them after the longest wait', () => {
    const { env, runTimers } = setUp();
    startBundles(env, true);
    runTimers(FIRST_FRAME_WAIT_MS);
    expect(started().map((script) => script.src)).toEqual(['/main.1a2b.js', '/second.3c4d.js']);
  });
});
