// The local voice gateway as a process of its own (npm start, the e2e stack, and journeys that stop and start a
// gateway). Kept apart from stack.mjs, without import.meta, so Playwright's test loader can import it.
import { spawn } from 'node:child_process';
import path from 'node:path';

/** The end-to-end stack's voice key (throw-away data, loopback only): journeys mint voice tokens with it. */
export const E2E_VOICE_GATEWAY_SECRET = 'e2e-voice-gateway-key-for-the-throw-away-test-stack';

export function waitForHttp(url, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = async () => {
      if (child && child.exitCode !== null)
        return reject(new Error(`process for ${url} exited with ${child.exitCode}`));
      try {
        const res = await fetch(url);
        if (res.status < 500) return resolve();
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) return reject(new Error(`timed out waiting for ${url}`));
      setTimeout(attempt, 250);
    };
    void attempt();
  });
}

/**
 * Starts the local voice gateway (the provider's signalling gateway stand-in) in its own process. It checks voice
 * tokens with the API's key: VOICE_GATEWAY_SECRET when the environment sets it, else the file the API writes
 * into its data folder (give it the API's DATA_DIR).
 */
export async function startVoiceGatewayProcess({ root, port, env = {}, log = 'inherit' }) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'voice-gateway'),
    env: {
      ...process.env,
      VOICE_GATEWAY_HOST: '127.0.0.1',
      VOICE_GATEWAY_PORT: String(port),
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  process.once('exit', () => child.kill('SIGKILL'));
  await waitForHttp(`http://127.0.0.1:${port}/health`, 60000, child);
  const exited = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
    });
  return {
    child,
    port,
    stop: () => {
      const done = exited();
      child.kill('SIGTERM');
      return done;
    },
    /** Ends it the way a crash would: no goodbye to anyone. */
    kill: () => {
      const done = exited();
      child.kill('SIGKILL');
      return done;
    },
  };
}
