import type { ChildProcess } from 'node:child_process';

export const ROOT: string;
export const PORTS: Record<
  | 'host'
  | 'mfe_auth'
  | 'mfe_admin'
  | 'mfe_care'
  | 'mfe_picturebook'
  | 'mfe_voice'
  | 'api'
  | 'voiceGateway',
  number
>;
export const SITE_URL: string;
export const API_URL: string;
export const VOICE_GATEWAY: string;
export const E2E_VOICE_GATEWAY_SECRET: string;

export interface VoiceGatewayProcess {
  child: ChildProcess;
  port: number;
  /** SIGTERM: calls are ended with a connection error, sockets closed. */
  stop: () => Promise<void>;
  /** SIGKILL: gone without a word, as in a crash. */
  kill: () => Promise<void>;
}

export function startVoiceGateway(options?: {
  dataDir?: string;
  port?: number;
  env?: Record<string, string>;
  log?: 'inherit' | 'ignore' | 'pipe';
}): Promise<VoiceGatewayProcess>;
