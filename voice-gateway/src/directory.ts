import { createHmac, randomBytes } from 'node:crypto';

/** Who a dialled number or `client:` name reaches, as the voice webhook answers it. */
export interface DirectoryEntry {
  identity: string;
  /** The callee's display name, for logs and the caller's screen. */
  name?: string | null;
  /** The caller's display name, shown to the callee ("Margaret Johnson is calling"). */
  callerName?: string | null;
  /** Where the dial reports how it ended (the TwiML `<Dial action>`), or none. */
  statusUrl?: string | null;
}

/** How a dial ended, in the provider's words (DialCallStatus). */
export type DialOutcome = 'completed' | 'no-answer' | 'busy' | 'failed' | 'canceled';

/**
 * Where calls go: the part the provider delegates to the application (its TwiML app's voice URL). `null`:
 * nobody answers to that number here.
 */
export interface Directory {
  lookup: (callerIdentity: string, to: string, callSid: string) => Promise<DirectoryEntry | null>;
  /** How a call the directory routed ended (the provider's request to the dial's action URL). */
  report?: (
    entry: DirectoryEntry,
    callSid: string,
    outcome: DialOutcome,
    durationSeconds: number,
  ) => Promise<void>;
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

/**
 * The provider's request signature (X-Twilio-Signature): HMAC-SHA1, keyed with the account's auth token
 * (here the shared voice key), of the full URL followed by every parameter's name and value, names sorted;
 * base64.
 */
export function providerSignature(
  key: string,
  url: string,
  params: Record<string, string>,
): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, name) => acc + name + (params[name] ?? ''), url);
  return createHmac('sha1', key).update(Buffer.from(data, 'utf8')).digest('base64');
}

class DirectoryError extends Error {}

const WEBHOOK_TIMEOUT_MS = 5000;
/** The provider's test account id: the gateway stands in for one account. */
export const ACCOUNT_SID = 'AC00000000000000000000000000000000';
const APPLICATION_SID = 'APlocal0000000000000000000000000';

/** Posts a signed form as the provider does; resolves to the answer's text. */
async function postSigned(
  url: string,
  params: Record<string, string>,
  secret: () => string,
): Promise<{ status: number; text: string }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Twilio-Signature': providerSignature(secret(), url, params),
        Accept: 'text/xml',
      },
      body: new URLSearchParams(params).toString(),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
  } catch (error) {
    throw new DirectoryError(`The voice webhook is unreachable: ${String(error)}`);
  }
  return { status: response.status, text: await response.text() };
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};
const unescapeXml = (text: string): string =>
  text.replace(/&(amp|lt|gt|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);/g, (_m, name: string) =>
    name.startsWith('#x')
      ? String.fromCodePoint(parseInt(name.slice(2), 16))
      : name.startsWith('#')
        ? String.fromCodePoint(Number(name.slice(1)))
        : (ENTITIES[name] ?? ''),
  );

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const m of tag.matchAll(/([A-Za-z]+)="([^"]*)"/g))
    found[m[1] ?? ''] = unescapeXml(m[2] ?? '');
  return found;
}

/** What a TwiML answer asks for, reduced to the verbs the API's webhook uses. */
export type Twiml =
  | {
      verb: 'dial-client';
      identity: string;
      parameters: Record<string, string>;
      action: string | null;
    }
  | { verb: 'dial-number'; number: string; action: string | null }
  | { verb: 'say'; text: string };

/**
 * Reads the webhook's TwiML: `<Dial>` with a `<Client><Identity>` (and `<Parameter>`s) or a `<Number>`, or
 * `<Say>` (a refusal). The gateway is no TwiML interpreter: anything else is an error.
 */
export function readTwiml(xml: string): Twiml {
  const dial = /<Dial\b([^>]*)>([\s\S]*?)<\/Dial>/.exec(xml);
  if (dial) {
    const action = attributes(dial[1] ?? '')['action'] ?? null;
    const body = dial[2] ?? '';
    const identity = /<Identity>([^<]*)<\/Identity>/.exec(body)?.[1];
    if (identity !== undefined) {
      const parameters: Record<string, string> = {};
      for (const p of body.matchAll(/<Parameter\b([^>]*)\/?>/g)) {
        const { name, value } = attributes(p[1] ?? '');
        if (name) parameters[name] = value ?? '';
      }
      return { verb: 'dial-client', identity: unescapeXml(identity), parameters, action };
    }
    const number = /<Number\b[^>]*>([^<]*)<\/Number>/.exec(body)?.[1];
    if (number !== undefined) return { verb: 'dial-number', number: unescapeXml(number), action };
  }
  const say = /<Say\b[^>]*>([^<]*)<\/Say>/.exec(xml);
  if (say) return { verb: 'say', text: unescapeXml(say[1] ?? '') };
  throw new DirectoryError('The voice webhook answered TwiML the gateway does not play.');
}

/**
 * Asks the API's voice webhook, as the provider asks the TwiML application's voice URL:
 * `POST {apiUrl}/voice/twiml/` with the provider's parameters, signed with the shared voice key. A dial of
 * a client is rung here; a telephone number cannot be (no telephone network on this machine) and a refusal
 * is nobody: both are `null` (the caller hears "not found", 31404).
 */
export function webhookDirectory(
  apiUrl: string,
  secret: () => string,
  log?: { info: (message: string, detail?: Record<string, unknown>) => void },
): Directory {
  const voiceUrl = `${apiUrl.replace(/\/$/, '')}/voice/twiml/`;
  return {
    lookup: async (callerIdentity, to, callSid) => {
      const { status, text } = await postSigned(
        voiceUrl,
        {
          AccountSid: ACCOUNT_SID,
          ApplicationSid: APPLICATION_SID,
          ApiVersion: '2010-04-01',
          CallSid: callSid,
          CallStatus: 'ringing',
          Direction: 'inbound',
          Caller: `${CLIENT_PREFIX}${callerIdentity}`,
          From: `${CLIENT_PREFIX}${callerIdentity}`,
          To: to,
        },
        secret,
      );
      if (status !== 200) throw new DirectoryError(`The voice webhook answered ${status}.`);
      const twiml = readTwiml(text);
      if (twiml.verb === 'say') {
        log?.info('call refused by the webhook', { callSid, said: twiml.text });
        return null;
      }
      if (twiml.verb === 'dial-number') {
        log?.info('no telephone network here', { callSid, number: twiml.number });
        return null;
      }
      return {
        identity: twiml.identity,
        callerName: twiml.parameters['CallerName'] ?? null,
        statusUrl: twiml.action,
      };
    },
    report: async (entry, callSid, outcome, durationSeconds) => {
      if (!entry.statusUrl) return;
      const { status } = await postSigned(
        entry.statusUrl,
        {
          AccountSid: ACCOUNT_SID,
          CallSid: callSid,
          DialCallSid: `CA${randomBytes(16).toString('hex')}`,
          DialCallStatus: outcome,
          DialCallDuration: String(durationSeconds),
        },
        secret,
      );
      if (status !== 200) throw new DirectoryError(`The status URL answered ${status}.`);
    },
  };
}
