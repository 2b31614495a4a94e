import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LogLevel } from './log';

export interface GatewayConfig {
  host: string;
  port: number;
  /** Reads the shared HS256 key of voice tokens. */
  secret: () => string;
  /**
   * The API's base URL (ending in /api): the gateway asks its voice webhook (`/voice/twiml/`) where each call
   * goes. It must be the API's PUBLIC_API_URL, which the signature covers. Null: `client:` names only.
   */
  apiUrl: string | null;
  ringTimeoutMs: number;
  logLevel: LogLevel;
}

type Env = Record<string, string | undefined>;

export const DEFAULT_PORT = 4100;

/** The file the API writes into its DATA_DIR when VOICE_GATEWAY_SECRET is not set (api/src/config.ts). */
export const SECRET_FILE = 'voice-gateway.secret';

function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
}

/**
 * The gateway checks tokens with the key the API signs them with: VOICE_GATEWAY_SECRET when set (both get the
 * same value), else the file the API generates in its data folder (DATA_DIR, default `api/.data`). The file is
 * read when first needed and kept: the API may create it after the gateway started.
 */
export function secretSource(env: Env, defaultDataDir: string): () => string {
  const fromEnv = env['VOICE_GATEWAY_SECRET'];
  if (fromEnv) return () => fromEnv;
  const file = path.join(path.resolve(env['DATA_DIR'] ?? defaultDataDir), SECRET_FILE);
  let cached: string | null = null;
  return () => {
    if (cached !== null) return cached;
    if (!existsSync(file))
      throw new Error(
        `No VOICE_GATEWAY_SECRET and no ${SECRET_FILE} in the API's data folder yet.`,
      );
    cached = readFileSync(file, 'utf8').trim();
    return cached;
  };
}

export function loadConfig(env: Env = process.env): GatewayConfig {
  const apiUrl = env['VOICE_GATEWAY_API_URL'] ?? 'http://localhost:4000/api';
  return {
    host: env['VOICE_GATEWAY_HOST'] ?? '127.0.0.1',
    port: positiveInt(env, 'VOICE_GATEWAY_PORT', DEFAULT_PORT),
    secret: secretSource(env, path.join(__dirname, '..', '..', 'api', '.data')),
    apiUrl: apiUrl === 'none' ? null : apiUrl,
    ringTimeoutMs: positiveInt(env, 'VOICE_GATEWAY_RING_TIMEOUT_MS', 30_000),
    logLevel:
      (env['LOG_LEVEL'] as LogLevel | undefined) ?? (env['NODE_ENV'] === 'test' ? 'warn' : 'info'),
  };
}
