import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

/** A free loopback port (the OS's choice, released for the caller to bind). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const BINARY = '/usr/bin/redis-server';

export interface TestRedis {
  url: string;
  /** Ends the server (SIGKILL: as if it crashed). */
  kill(): Promise<void>;
}

/**
 * A throw-away Debian redis-server on a free loopback port, nothing persisted. `npm test` installs the package;
 * without it this fails with how to get it rather than passing for nothing.
 */
export async function startRedis(): Promise<TestRedis> {
  if (!existsSync(BINARY)) {
    throw new Error('redis-server is not installed: apt-get install redis-server (npm test does)');
  }
  const port = await freePort();
  const child: ChildProcess = spawn(
    BINARY,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const probe = new Redis(url, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    try {
      await probe.connect();
      await probe.ping();
      probe.disconnect();
      break;
    } catch (err) {
      probe.disconnect();
      if (Date.now() > deadline || child.exitCode !== null) throw err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    url,
    kill: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}
