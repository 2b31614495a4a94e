// `npm start` (scripts/lib/stack.mjs) runs this: the local voice gateway on VOICE_GATEWAY_PORT (4100).
import path from 'node:path';
import { loadConfig } from './config';
import { clientOnlyDirectory, webhookDirectory } from './directory';
import { startGateway } from './gateway';
import { createLogger } from './log';
import { readMuLawWav } from './media/wav';

async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const gateway = await startGateway({
    host: config.host,
    port: config.port,
    secret: config.secret,
    directory: config.apiUrl
      ? webhookDirectory(config.apiUrl, config.secret, log)
      : clientOnlyDirectory,
    announcement: readMuLawWav(path.join(__dirname, '..', 'assets', 'announcement.wav')),
    ringTimeoutMs: config.ringTimeoutMs,
    log,
  });
  const stop = (): void => {
    void gateway.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`voice-gateway failed to start: ${String(error)}\n`);
  process.exit(1);
});
