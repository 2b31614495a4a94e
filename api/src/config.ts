import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { canonicalZone } from './lib/ics';
import { OWASP_SCRYPT } from './lib/password';
import type { ScryptParams } from './lib/password';
import { DEFAULT_POOL } from './db/db';
import { getCountries, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { CountryCode } from 'libphonenumber-js/min';
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
  /** PICTURE_STORE=s3: pictures in this bucket instead (several instances share it); else null. */
  pictureS3: S3StoreConfig | null;
  siteOrigins: string[];
  jwtSecret: Buffer;
  pictureKey: Buffer;
  voiceGatewaySecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  twilio: {
    accountSid: string;
    apiKey: string;
    apiSecret: string;
    twimlAppSid: string;
    /** The account's auth token: the provider signs its webhook requests with it (X-Twilio-Signature). */
    authToken: string;
  } | null;
  voice: VoiceConfig;
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
  /**
   * Failed deliveries: the first retry after `baseSeconds`, each wait doubling up to `maxSeconds`,
   * until `budgetHours` after the mail was written (MAIL_RETRY_BASE_SECONDS, _MAX_SECONDS, _HOURS).
   */
  mailRetry: { baseSeconds: number; maxSeconds: number; budgetHours: number };
  /**
   * What the retention job deletes, and how often it runs (RETENTION_*): refresh tokens this many
   * days after they expired or were revoked, kiosk pings of devices silent this long, mail this long
   * after it was sent. `everySeconds` 0: never (tests run it by hand).
   */
  retention: {
    refreshTokenDays: number;
    kioskPingDays: number;
    sentMailDays: number;
    everySeconds: number;
  };
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
  /**
   * The live channel (GET /api/events/): events older than `windowSeconds` may be pruned (a client
   * away longer is told to refetch everything); a comment every `heartbeatSeconds` keeps proxies
   * and the client's watchdog from taking an idle stream for a dead one (LIVE_*).
   */
  live: { windowSeconds: number; heartbeatSeconds: number };
  /** 'pretty' (development: readable lines, pino-pretty) or 'json' (everything else). */
  logFormat: 'pretty' | 'json';
  logLevel: string;
  /**
   * Addresses or CIDR ranges of the reverse proxies whose `X-Forwarded-For` names the client (TRUST_PROXY);
   * empty: the connection's own address is the client, whatever headers say.
   */
  trustProxy: string[];
  /** Redis (REDIS_URL): rate-limit counters shared by every instance; null: counted in this process. */
  redisUrl: string | null;
  /** How many identical instances serve this API (API_INSTANCES): more than one needs Redis. */
  instances: number;
  /** On SIGTERM, how long in-flight requests may take before the process ends anyway (SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs: number;
  /**
   * Prometheus metrics: on a loopback port of their own (METRICS_PORT), and at /api/metrics for a bearer
   * token (METRICS_TOKEN); neither: not served.
   */
  metrics: { port: number | null; token: string | null };
}

type Env = Record<string, string | undefined>;

/** An S3-compatible bucket of pictures (PICTURE_STORE=s3, S3_*). */
export interface S3StoreConfig {
  /** S3_ENDPOINT: a non-AWS server's URL; null: AWS itself, by region. */
  endpoint: string | null;
  region: string;
  bucket: string;
  /** S3_PREFIX, ending in '/' when set (every key goes under it); '' for none. */
  prefix: string;
  /** Addresses the bucket in the path (`endpoint/bucket/key`), as most non-AWS servers need. */
  forcePathStyle: boolean;
  /** From AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY(/AWS_SESSION_TOKEN); null: the SDK's default chain. */
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | null;
}

function flagFromEnv(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  throw new Error(`${name} must be true or false (1 or 0)`);
}

/** Characters S3 names safe in a key, and no empty, '.' or '..' segment. */
const S3_PREFIX = /^(?!.*(^|\/)\.{0,2}(\/|$))[A-Za-z0-9!_.*'()/-]*$/;
/** Bucket names as S3 allows them (3-63 lower-case letters, digits, dots and hyphens). */
const S3_BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** PICTURE_STORE: 's3' needs S3_BUCKET; 'fs' or unset keeps files (memory when there is no folder). */
function pictureS3FromEnv(env: Env): S3StoreConfig | null {
  const kind = env.PICTURE_STORE ?? '';
  if (kind === '' || kind === 'fs') return null;
  if (kind !== 's3') throw new Error(`PICTURE_STORE must be s3 or fs, not ${JSON.stringify(kind)}`);
  const bucket = env.S3_BUCKET ?? '';
  if (bucket === '') throw new Error('S3_BUCKET must be set when PICTURE_STORE=s3');
  if (!S3_BUCKET.test(bucket)) {
    throw new Error(
      'S3_BUCKET must be a bucket name: 3-63 lower-case letters, digits, dots, hyphens',
    );
  }
  const endpointRaw = env.S3_ENDPOINT ?? '';
  let endpoint: string | null = null;
  if (endpointRaw !== '') {
    let url: URL | null = null;
    try {
      url = new URL(endpointRaw);
    } catch {
      url = null;
    }
    if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw new Error('S3_ENDPOINT must be an http:// or https:// URL');
    }
    endpoint = endpointRaw.replace(/\/+$/, '');
  }
  const rawPrefix = (env.S3_PREFIX ?? '').replace(/^\/+|\/+$/g, '');
  if (rawPrefix !== '' && !S3_PREFIX.test(rawPrefix)) {
    throw new Error(
      "S3_PREFIX may hold letters, digits and !-_.*'()/ only, without empty, . or .. parts",
    );
  }
  const accessKeyId = env.AWS_ACCESS_KEY_ID ?? '';
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY ?? '';
  if ((accessKeyId === '') !== (secretAccessKey === '')) {
    throw new Error('AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set together');
  }
  const sessionToken = env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {};
  return {
    endpoint,
    region: env.S3_REGION || 'us-east-1',
    bucket,
    prefix: rawPrefix === '' ? '' : `${rawPrefix}/`,
    forcePathStyle: flagFromEnv(env, 'S3_FORCE_PATH_STYLE', endpoint !== null),
    credentials: accessKeyId === '' ? null : { accessKeyId, secretAccessKey, ...sessionToken },
  };
}

/** The voice webhook's settings (api/README.md "Calls with the voice provider"). */
export interface VoiceConfig {
  /**
   * The API's public base URL, ending in /api (PUBLIC_API_URL): the provider signs each webhook request
   * over the URL it was configured with, so the webhook checks the signature against this, never the Host.
   */
  publicApiUrl: string;
  /** The number PSTN calls show (TWILIO_CALLER_ID, E.164); null: calls to telephone numbers are refused. */
  callerId: string | null;
  /** ISO 3166 country of numbers written without a country code (VOICE_DEFAULT_COUNTRY). */
  defaultCountry: CountryCode;
  /** Webhook requests a minute per address (RATE_LIMIT_VOICE_WEBHOOK). */
  webhookPerMinute: number;
}

type SmtpConfig =
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

/** proxy-addr's names for whole ranges, besides addresses and CIDRs. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY: comma-separated addresses, CIDRs or range names; anything else is refused at start. */
function trustedProxies(env: Env): string[] {
  const list = (env.TRUST_PROXY ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  for (const entry of list) {
    const [addr = '', bits, extra] = entry.split('/');
    const family = isIP(addr);
    const max = family === 4 ? 32 : 128;
    const bitsOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= max);
    if (!PROXY_RANGES.has(entry) && (family === 0 || !bitsOk || extra !== undefined)) {
      throw new Error(
        `TRUST_PROXY: "${entry}" is not an address, a CIDR range or one of ${[...PROXY_RANGES].join(', ')}`,
      );
    }
  }
  return list;
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

function required(env: Env, name: string, why: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} must be set ${why}`);
  return value;
}

function voiceFromEnv(env: Env, port: number, provider: boolean): VoiceConfig {
  const country = (env.VOICE_DEFAULT_COUNTRY ?? 'US').toUpperCase();
  if (!getCountries().includes(country as CountryCode)) {
    throw new Error('VOICE_DEFAULT_COUNTRY must be a two-letter country code, such as US or GB');
  }
  // The provider calls the API from outside: it needs the address the TwiML application names.
  const publicApiUrl = provider
    ? required(env, 'PUBLIC_API_URL', 'with TWILIO_* (the address the voice provider calls)')
    : (env.PUBLIC_API_URL ?? `http://localhost:${port}/api`);
  let parsed: URL;
  try {
    parsed = new URL(publicApiUrl);
  } catch {
    throw new Error('PUBLIC_API_URL must be an absolute URL ending in /api');
  }
  if (!/^https?:$/.test(parsed.protocol) || !parsed.pathname.replace(/\/$/, '').endsWith('/api')) {
    throw new Error('PUBLIC_API_URL must be an absolute URL ending in /api');
  }
  let callerId: string | null = null;
  if (env.TWILIO_CALLER_ID) {
    const number = parsePhoneNumberFromString(env.TWILIO_CALLER_ID, country as CountryCode);
    if (!number?.isPossible()) throw new Error('TWILIO_CALLER_ID must be a telephone number');
    callerId = number.number;
  }
  return {
    publicApiUrl: publicApiUrl.replace(/\/$/, ''),
    callerId,
    defaultCountry: country as CountryCode,
    webhookPerMinute: intFromEnv(env, 'RATE_LIMIT_VOICE_WEBHOOK', 120),
  };
}

/** The default missed-dose threshold: the range a person's own setting may take (5 min to a day). */
function missedDoseMinutes(env: Env): number {
  const n = intFromEnv(env, 'MISSED_DOSE_MINUTES', 60);
  if (n < 5 || n > 1440) throw new Error('MISSED_DOSE_MINUTES must be between 5 and 1440');
  return n;
}

/** Retries of failed mail; the budget covers at least an hour of the relay being down. */
function mailRetry(env: Env): AppConfig['mailRetry'] {
  const baseSeconds = intFromEnv(env, 'MAIL_RETRY_BASE_SECONDS', 30);
  const maxSeconds = intFromEnv(env, 'MAIL_RETRY_MAX_SECONDS', 600);
  const budgetHours = intFromEnv(env, 'MAIL_RETRY_HOURS', 24);
  if (maxSeconds < baseSeconds) {
    throw new Error('MAIL_RETRY_MAX_SECONDS must not be below MAIL_RETRY_BASE_SECONDS');
  }
  return { baseSeconds, maxSeconds, budgetHours };
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
  // Each instance would start an embedded database of its own: nobody would see anybody's data.
  if (isProduction && !env.DATABASE_URL && !('databaseUrl' in overrides)) {
    throw new Error(
      'DATABASE_URL must be set in production: the embedded database is for one machine and development',
    );
  }
  const instances = intFromEnv(env, 'API_INSTANCES', 1);
  const redisUrl = env.REDIS_URL ? env.REDIS_URL : null;
  if (instances > 1 && redisUrl === null) {
    throw new Error(
      'REDIS_URL must be set when API_INSTANCES is more than 1: rate limits must be counted across instances',
    );
  }
  const metricsToken = env.METRICS_TOKEN ? env.METRICS_TOKEN : null;
  if (metricsToken !== null && metricsToken.length < 16) {
    throw new Error('METRICS_TOKEN must be at least 16 characters');
  }
  // Kept in its canonical name (`utc` as UTC), the one the calendar files describe.
  const defaultTimeZone = canonicalZone(env.DEFAULT_TIME_ZONE ?? 'Europe/London');
  if (defaultTimeZone === null) throw new Error('DEFAULT_TIME_ZONE must be an IANA time zone');

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
          authToken: required(env, 'TWILIO_AUTH_TOKEN', 'with the other TWILIO_* settings'),
        }
      : null;
  const port = intFromEnv(env, 'PORT', 4000);

  return {
    isProduction,
    host: env.HOST ?? '127.0.0.1',
    port,
    dataDir,
    databaseUrl: env.DATABASE_URL ? env.DATABASE_URL : null,
    pictureDir,
    pictureS3: pictureS3FromEnv(env),
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
    voice: voiceFromEnv(env, port, twilio !== null),
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
    mailRetry: mailRetry(env),
    retention: {
      refreshTokenDays: intFromEnv(env, 'RETENTION_REFRESH_TOKEN_DAYS', 30),
      kioskPingDays: intFromEnv(env, 'RETENTION_KIOSK_PING_DAYS', 90),
      sentMailDays: intFromEnv(env, 'RETENTION_SENT_MAIL_DAYS', 30),
      everySeconds: countFromEnv(env, 'RETENTION_SECONDS', nodeEnv === 'test' ? 0 : 3600),
    },
    defaultTimeZone,
    missedDoseMinutes: missedDoseMinutes(env),
    doseSweepSeconds: countFromEnv(env, 'DOSE_SWEEP_SECONDS', nodeEnv === 'test' ? 0 : 60),
    clock: () => new Date(),
    kioskSilentAfterMinutes: intFromEnv(env, 'KIOSK_SILENT_AFTER_MINUTES', 15),
    live: {
      windowSeconds: intFromEnv(env, 'LIVE_WINDOW_SECONDS', 900),
      heartbeatSeconds: intFromEnv(env, 'LIVE_HEARTBEAT_SECONDS', 25),
    },
    logFormat:
      env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty'
        ? env.LOG_FORMAT
        : nodeEnv === 'development'
          ? 'pretty'
          : 'json',
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: trustedProxies(env),
    redisUrl,
    instances,
    shutdownTimeoutMs: intFromEnv(env, 'SHUTDOWN_TIMEOUT_MS', 10_000),
    metrics: {
      port: env.METRICS_PORT ? intFromEnv(env, 'METRICS_PORT', 9464) : null,
      token: metricsToken,
    },
    ...overrides,
  };
}
