import { createHmac } from 'node:crypto';

/** Who a dialled number or `client:` name reaches, as the API answers it. */
export interface DirectoryEntry {
  identity: string;
  /** The callee's display name, for logs and the caller's screen. */
  name?: string | null;
  /** The caller's display name, shown to the callee ("Margaret Johnson is calling"). */
  callerName?: string | null;
}

/**
 * Where calls go: the part the provider delegates to the application (its TwiML app's voice URL). `null`:
 * nobody answers to that number here.
 */
export interface Directory {
  lookup: (callerIdentity: string, to: string) => Promise<DirectoryEntry | null>;
}

export const CLIENT_PREFIX = 'client:';

/** Without an API: `client:<identity>` reaches that identity, numbers reach nobody (development only). */
export const clientOnlyDirectory: Directory = {
  lookup: (_caller, to) =>
    Promise.resolve(
      to.startsWith(CLIENT_PREFIX) ? { identity: to.slice(CLIENT_PREFIX.length) } : null,
    ),
};

/** A fixed table (tests, demos): dialled text → entry. */
export function staticDirectory(entries: Record<string, DirectoryEntry>): Directory {
  return { lookup: (_caller, to) => Promise.resolve(entries[to] ?? null) };
}

const SERVICE_TOKEN_TTL_SECONDS = 60;

/** The gateway's own credential towards the API: HS256 with the shared voice secret, `iss: voice-gateway`. */
export function serviceToken(secret: string, nowSeconds = Math.floor(Date.now() / 1000)): string {
  const part = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');
  const head = part({ alg: 'HS256', typ: 'JWT' });
  const body = part({
    iss: 'voice-gateway',
    sub: 'directory',
    iat: nowSeconds,
    exp: nowSeconds + SERVICE_TOKEN_TTL_SECONDS,
  });
  const signature = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${signature}`;
}

export class DirectoryError extends Error {}

const LOOKUP_TIMEOUT_MS = 5000;

/**
 * Asks the API: `GET {apiUrl}/voice/directory/?from=user-1&to=5550100` with the gateway's service token.
 * 200 `{identity, name, caller_name}`; 404 when the caller may not reach that number or nobody has it.
 */
export function apiDirectory(apiUrl: string, secret: () => string): Directory {
  return {
    lookup: async (callerIdentity, to) => {
      const url = new URL(`${apiUrl.replace(/\/$/, '')}/voice/directory/`);
      url.searchParams.set('from', callerIdentity);
      url.searchParams.set('to', to);
      let response: Response;
      try {
        response = await fetch(url, {
          headers: {
            Authorization: `Bearer ${serviceToken(secret())}`,
            Accept: 'application/json',
          },
          signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
        });
      } catch (error) {
        throw new DirectoryError(`The directory is unreachable: ${String(error)}`);
      }
      if (response.status === 404) return null;
      if (!response.ok) throw new DirectoryError(`The directory answered ${response.status}.`);
      const body = (await response.json()) as Record<string, unknown>;
      if (typeof body['identity'] !== 'string')
        throw new DirectoryError('No identity in the answer.');
      return {
        identity: body['identity'],
        name: typeof body['name'] === 'string' ? body['name'] : null,
        callerName: typeof body['caller_name'] === 'string' ? body['caller_name'] : null,
      };
    },
  };
}
