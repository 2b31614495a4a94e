import type { ChildProcess } from 'node:child_process';

export const E2E_VOICE_GATEWAY_SECRET: string;

export function waitForHttp(url: string, timeoutMs: number, child?: ChildProcess): Promise<void>;

export interface VoiceGatewayProcess {
  child: ChildProcess;
  port: number;
  /** SIGTERM: calls are ended with a connection error, sockets closed. */
  stop: () => Promise<void>;
  /** SIGKILL: gone without a word, as in a crash. */
  kill: () => Promise<void>;
}

export function startVoiceGatewayProcess(options: {
  /** The repository root. */
  root: string;
  port: number;
  env?: Record<string, string>;
  log?: 'inherit' | 'ignore' | 'pipe';
}): Promise<VoiceGatewayProcess>;
