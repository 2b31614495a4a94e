import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isTimeZone } from './lib/ics';
import { OWASP_SCRYPT } from './lib/password';
import type { ScryptParams } from './lib/password';
import { DEFAULT_POOL } from './db/db';
import type { PoolOptions } from './db/db';

export interface AppConfig {
  /** 'production' disables the dev outbox endpoint and requires real secrets. */
  isProduction: boolean;
  host: string;
  port: number;
  /** Folder holding the embedded database and generated development secrets; null = in memory. */
  dataDir: string | null;
  databaseUrl: string | null;
  /** Folder of the encrypted picture files (PICTURE_DIR, default DATA_DIR/pictures); null = in memory. */
  pictureDir: string | null;
  siteOrigins: string[];
  jwtSecret: Buffer;
  pictureKey: Buffer;
  voiceGatewaySecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  twilio: { accountSid: string; apiKey: string; apiSecret: string; twimlAppSid: string } | null;
  rateLimits: {
    login: number;
    loginPerIp: number;
    refresh: number;
    passwordReset: number;
    /** Password-reset requests a minute from one address, whatever the e-mail (default 20). */
    passwordResetPerIp?: number;
    kiosk: number;
  };
  /** Picture uploads a minute per account (RATE_LIMIT_UPLOAD). */
  uploadsPerMinute: number;
  /** GET /api/dev/outbox (DEV_OUTBOX=1; refused in production). */
  devOutbox: boolean;
  /** Demo accounts on an empty database at start: development/test, or SEED_DEMO=1; never production. */
  seedDemoOnStart: boolean;
  /** scrypt parameters of new hashes (OWASP: N=2^17, r=8, p=1; lower only outside production). */
  passwordHashing: ScryptParams;
  /** A refresh token presented again within this many seconds returns the same new pair. */
  refreshReuseGraceSeconds: number;
  /** PostgreSQL pool (DATABASE_URL only). */
  dbPool: PoolOptions;
  /** SMTP relay (SMTP_URL, or SMTP_HOST/PORT/SECURE/USER/PASSWORD); null: mail stays in the outbox. */
  smtp: SmtpConfig | null;
  mailFrom: string;
  /** IANA zone of users who have not chosen one (DEFAULT_TIME_ZONE). */
  defaultTimeZone: string;
  /** Minutes after it was due that an unmarked dose becomes missed, unless a person has their own. */
  missedDoseMinutes: number;
  /** How often the missed-dose sweep runs (seconds); 0: never (tests run it by hand). */
  doseSweepSeconds: number;
  /** The time now, for rules about when things are due (tests set it; everything else: the clock). */
  clock: () => Date;
  /** Admin area: a kiosk silent longer than this is flagged, until an admin sets another value. */
  kioskSilentAfterMinutes: number;
  /** 'pretty' (development: readable lines, pino-pretty) or 'json' (everything else). */
  logFormat: 'pretty' | 'json';
  logLevel: string;
}

type Env = Record<string, string | undefined>;

export type SmtpConfig =
  | { url: string }
  | { host: string; port: number; secure: boolean; user: string | null; password: string | null };

function smtpFromEnv(env: Env): SmtpConfig | null {
  if (env.SMTP_URL) return { url: env.SMTP_URL };
  if (!env.SMTP_HOST) return null;
  return {
    host: env.SMTP_HOST,
    port: intFromEnv(env, 'SMTP_PORT', 587),
    secure: env.SMTP_SECURE === '1' || env.SMTP_SECURE === 'true',
    user: env.SMTP_USER ?? null,
    password: env.SMTP_PASSWORD ?? null,
  };
}

/** A whole number of at least 0 (0 usually meaning "off"). */
function countFromEnv(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number`);
  return n;
}

function intFromEnv(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer`);
  return n;
}

/** Reads a secret file from the data folder, creating it on first use (development only). */
function devSecret(dataDir: string | null, file: string, bytes: number): Buffer {
  if (dataDir === null) return randomBytes(bytes);
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, file);
  if (!existsSync(path)) {
    writeFileSync(path, randomBytes(bytes).toString('hex'), { mode: 0o600 });
  }
  return Buffer.from(readFileSync(path, 'utf8').trim(), 'hex');
}

function keyFromEnv(value: string, name: string): Buffer {
  const key = /^[0-9a-fA-F]{64}$/.test(value)
    ? Buffer.from(value, 'hex')
    : Buffer.from(value, 'base64');
  if (key.length !== 32) throw new Error(`${name} must be 32 bytes (64 hex chars or base64)`);
  return key;
}

/** The default missed-dose threshold: the range a person's own setting may take (5 min to a day). */
function missedDoseMinutes(env: Env): number {
  const n = intFromEnv(env, 'MISSED_DOSE_MINUTES', 60);
  if (n < 5 || n > 1440) throw new Error('MISSED_DOSE_MINUTES must be between 5 and 1440');
  return n;
}

export function loadConfig(env: Env = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const isProduction = env.NODE_ENV === 'production';
  const dataDir =
    'dataDir' in overrides
      ? (overrides.dataDir ?? null)
      : resolve(env.DATA_DIR ?? join(__dirname, '..', '.data'));
  const pictureDir =
    env.PICTURE_DIR !== undefined && env.PICTURE_DIR !== ''
      ? resolve(env.PICTURE_DIR)
      : dataDir === null
        ? null
        : join(dataDir, 'pictures');
  const need = (name: string): void => {
    if (isProduction && !env[name]) throw new Error(`${name} must be set in production`);
  };
  need('JWT_SECRET');
  need('PICTURE_KEY');
  // HS256 with a short key is open to offline guessing from any one token.
  if (isProduction && Buffer.byteLength(env.JWT_SECRET ?? '', 'utf8') < 32) {
    throw new Error('JWT_SECRET must be at least 32 bytes in production');
  }

  if (isProduction && env.DEV_OUTBOX === '1') {
    throw new Error('DEV_OUTBOX cannot be enabled in production: it shows every mail sent');
  }
  const scryptN = intFromEnv(env, 'SCRYPT_COST', OWASP_SCRYPT.N);
  if (isProduction && scryptN < OWASP_SCRYPT.N) {
    throw new Error(`SCRYPT_COST must be at least ${OWASP_SCRYPT.N} in production`);
  }
  if ((scryptN & (scryptN - 1)) !== 0) throw new Error('SCRYPT_COST must be a power of two');
  const nodeEnv = env.NODE_ENV ?? '';
  const defaultTimeZone = env.DEFAULT_TIME_ZONE ?? 'Europe/London';
  if (!isTimeZone(defaultTimeZone)) throw new Error('DEFAULT_TIME_ZONE must be an IANA time zone');

  const jwtSecret = env.JWT_SECRET
    ? Buffer.from(env.JWT_SECRET, 'utf8')
    : devSecret(dataDir, 'jwt.secret', 32);
  const pictureKey = env.PICTURE_KEY
    ? keyFromEnv(env.PICTURE_KEY, 'PICTURE_KEY')
    : devSecret(dataDir, 'picture.key', 32);
  const voiceGatewaySecret =
    env.VOICE_GATEWAY_SECRET ?? devSecret(dataDir, 'voice-gateway.secret', 32).toString('hex');

  const { TWILIO_ACCOUNT_SID, TWILIO_API_KEY, TWILIO_API_SECRET, TWILIO_TWIML_APP_SID } = env;
  const twilio =
    TWILIO_ACCOUNT_SID && TWILIO_API_KEY && TWILIO_API_SECRET && TWILIO_TWIML_APP_SID
      ? {
          accountSid: TWILIO_ACCOUNT_SID,
          apiKey: TWILIO_API_KEY,
          apiSecret: TWILIO_API_SECRET,
          twimlAppSid: TWILIO_TWIML_APP_SID,
        }
      : null;

  return {
    isProduction,
    host: env.HOST ?? '127.0.0.1',
    port: intFromEnv(env, 'PORT', 4000),
    dataDir,
    databaseUrl: env.DATABASE_URL ? env.DATABASE_URL : null,
    pictureDir,
    siteOrigins: (env.SITE_ORIGINS ?? 'http://localhost:3000,http://127.0.0.1:3000')
      .split(',')
      .map((o) => o.trim())
      .filter((o) => o !== ''),
    jwtSecret,
    pictureKey,
    voiceGatewaySecret,
    accessTokenTtlSeconds: intFromEnv(env, 'ACCESS_TOKEN_TTL_SECONDS', 300),
    refreshTokenTtlSeconds: intFromEnv(env, 'REFRESH_TOKEN_TTL_SECONDS', 7 * 24 * 3600),
    twilio,
    rateLimits: {
      login: intFromEnv(env, 'RATE_LIMIT_LOGIN', 10),
      loginPerIp: intFromEnv(env, 'RATE_LIMIT_LOGIN_PER_IP', 30),
      refresh: intFromEnv(env, 'RATE_LIMIT_REFRESH', 60),
      passwordReset: intFromEnv(env, 'RATE_LIMIT_PASSWORD_RESET', 5),
      passwordResetPerIp: intFromEnv(env, 'RATE_LIMIT_PASSWORD_RESET_PER_IP', 20),
      kiosk: intFromEnv(env, 'RATE_LIMIT_KIOSK', 30),
    },
    uploadsPerMinute: intFromEnv(env, 'RATE_LIMIT_UPLOAD', 30),
    devOutbox: env.DEV_OUTBOX === '1',
    seedDemoOnStart:
      !isProduction && (env.SEED_DEMO === '1' || nodeEnv === 'development' || nodeEnv === 'test'),
    passwordHashing: { ...OWASP_SCRYPT, N: scryptN },
    refreshReuseGraceSeconds: intFromEnv(env, 'REFRESH_REUSE_GRACE_SECONDS', 5),
    dbPool: {
      max: intFromEnv(env, 'DB_POOL_MAX', DEFAULT_POOL.max),
      idleTimeoutMs: intFromEnv(env, 'DB_IDLE_TIMEOUT_MS', DEFAULT_POOL.idleTimeoutMs),
      connectTimeoutMs: intFromEnv(env, 'DB_CONNECT_TIMEOUT_MS', DEFAULT_POOL.connectTimeoutMs),
      statementTimeoutMs: intFromEnv(
        env,
        'DB_STATEMENT_TIMEOUT_MS',
        DEFAULT_POOL.statementTimeoutMs,
      ),
    },
    smtp: smtpFromEnv(env),
    mailFrom: env.MAIL_FROM ?? 'Care <no-reply@care.invalid>',
    defaultTimeZone,
    missedDoseMinutes: missedDoseMinutes(env),
    doseSweepSeconds: countFromEnv(env, 'DOSE_SWEEP_SECONDS', nodeEnv === 'test' ? 0 : 60),
    clock: () => new Date(),
    kioskSilentAfterMinutes: intFromEnv(env, 'KIOSK_SILENT_AFTER_MINUTES', 15),
    logFormat:
      env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty'
        ? env.LOG_FORMAT
        : nodeEnv === 'development'
          ? 'pretty'
          : 'json',
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    ...overrides,
  };
}
