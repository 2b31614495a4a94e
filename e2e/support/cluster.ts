import http from 'node:http';
import { expect } from '@playwright/test';

/** The cluster of `npm run cluster` (scripts/lib/cluster.mjs): nginx on :4000 before three API instances. */
export const BALANCER_PORT = 4000;
export const INSTANCE_PORTS = [4011, 4012, 4013] as const;
/** The cluster's control channel (scripts/cluster.mjs --e2e, loopback only). */
const CONTROL_URL = 'http://127.0.0.1:4199';

export interface Answer {
  status: number;
  body: Buffer;
  /** The body as JSON, for the caller to name its shape. */
  json(): unknown;
}

/**
 * One HTTP request from a client address of our choosing: the whole 127.0.0.0/8 range is this machine, so a test
 * can be forty different clients (`from`) without leaving loopback. The balancer is the only trusted proxy.
 */
export function send(opts: {
  port: number;
  method?: string;
  path: string;
  from?: string;
  headers?: Record<string, string>;
  body?: unknown;
  raw?: { bytes: Buffer; contentType: string };
}): Promise<Answer> {
  const payload = opts.raw
    ? opts.raw.bytes
    : opts.body === undefined
      ? null
      : Buffer.from(JSON.stringify(opts.body));
  const headers: Record<string, string> = { ...opts.headers };
  if (payload) {
    headers['content-type'] = opts.raw ? opts.raw.contentType : 'application/json';
    headers['content-length'] = String(payload.length);
  }
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: opts.port,
        method: opts.method ?? 'GET',
        path: `/api${opts.path}`,
        headers,
        agent: false,
        ...(opts.from ? { localAddress: opts.from } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            body,
            json: () => JSON.parse(body.toString('utf8')) as unknown,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(30_000, () =>
      req.destroy(new Error(`no answer from :${opts.port}${opts.path}`)),
    );
    req.end(payload ?? undefined);
  });
}

/** A signed-in caller against one port (an instance, or the balancer): bearer token plus the CSRF pair. */
export class Caller {
  private constructor(
    readonly access: string,
    private readonly csrf: string,
    private readonly from: string | undefined,
  ) {}

  static async signIn(
    port: number,
    account: { email: string; password: string },
    from?: string,
  ): Promise<Caller> {
    const login = await send({
      port,
      method: 'POST',
      path: '/auth/login/',
      body: account,
      ...(from ? { from } : {}),
    });
    expect(login.status, login.body.toString()).toBe(200);
    const access = (login.json() as { access: string }).access;
    // Signed in, the CSRF token must be bound to the session: fetched with the bearer token.
    const csrf = await send({
      port,
      path: '/csrf/',
      headers: { authorization: `Bearer ${access}` },
      ...(from ? { from } : {}),
    });
    return new Caller(access, (csrf.json() as { csrfToken: string }).csrfToken, from);
  }

  headers(): Record<string, string> {
    return {
      authorization: `Bearer ${this.access}`,
      cookie: `csrftoken=${this.csrf}`,
      'x-csrftoken': this.csrf,
    };
  }

  call(port: number, method: string, path: string, body?: unknown): Promise<Answer> {
    return send({
      port,
      method,
      path,
      headers: this.headers(),
      ...(body === undefined ? {} : { body }),
      ...(this.from ? { from: this.from } : {}),
    });
  }
}

/** multipart/form-data of one file and text fields (what the picture book's upload sends). */
export function multipartForm(
  file: { field: string; name: string; type: string; bytes: Buffer },
  fields: Record<string, string>,
): { bytes: Buffer; contentType: string } {
  const boundary = `----cluster${Date.now().toString(36)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { bytes: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function control(method: 'GET' | 'POST', path: string): Promise<boolean[]> {
  const response = await fetch(`${CONTROL_URL}${path}`, { method });
  const body = (await response.json()) as { running: boolean[]; error?: string };
  expect(response.ok, `${method} ${path}: ${body.error ?? response.status}`).toBe(true);
  return body.running;
}

export const clusterControl = {
  /** Instance n (1–3) ends: SIGKILL as a crash would, SIGTERM as a deploy would. */
  async stop(n: number, signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
    const running = await control('POST', `/api/stop?instance=${n}&signal=${signal}`);
    expect(running[n - 1], `instance ${n} has ended`).toBe(false);
  },
  async start(n: number): Promise<void> {
    const running = await control('POST', `/api/start?instance=${n}`);
    expect(running[n - 1], `instance ${n} runs again`).toBe(true);
  },
  /** For afterEach: every instance up for the next test. */
  async ensureAll(): Promise<void> {
    const running = await control('GET', '/api');
    for (const [i, up] of running.entries()) if (!up) await this.start(i + 1);
  },
};

/** One frame of the live channel's stream (docs/live-channel.md). */
interface StreamFrame {
  id: string | null;
  event: string;
  data: string;
}

/** The live channel's stream (GET /api/events/) read from one port, as the browser's reader does. */
export interface LiveStream {
  frames: StreamFrame[];
  /** Settles when the stream has ended (closed by the server, or the instance gone). */
  ended: Promise<void>;
  /** The id of the last `change` or `ready` frame heard: what a reconnect sends as Last-Event-ID. */
  lastId(): string | null;
  close(): void;
}

export function openLiveStream(port: number, access: string, lastEventId?: string): LiveStream {
  const frames: StreamFrame[] = [];
  let last: string | null = null;
  let rest = '';
  let settle: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => (settle = resolve));
  const req = http.request(
    {
      host: '127.0.0.1',
      port,
      path: '/api/events/',
      headers: {
        accept: 'text/event-stream',
        authorization: `Bearer ${access}`,
        ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
      },
      agent: false,
    },
    (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        const blocks = (rest + chunk).split('\n\n');
        rest = blocks.pop() ?? '';
        for (const block of blocks) {
          const frame: StreamFrame = { id: null, event: 'message', data: '' };
          let fields = 0;
          for (const line of block.split('\n')) {
            const colon = line.indexOf(':');
            if (colon <= 0) continue;
            const [name, value] = [line.slice(0, colon), line.slice(colon + 1).trimStart()];
            if (name === 'id') frame.id = value;
            else if (name === 'event') frame.event = value;
            else if (name === 'data') frame.data = value;
            else continue;
            fields += 1;
          }
          if (fields === 0 || frame.event === 'message') continue;
          if (frame.id !== null) last = frame.id;
          frames.push(frame);
        }
      });
      res.on('end', settle);
      res.on('error', settle);
      res.on('close', settle);
    },
  );
  req.on('error', settle);
  req.end();
  return { frames, ended, lastId: () => last, close: () => req.destroy() };
}
