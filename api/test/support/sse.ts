import http from 'node:http';

/** One SSE frame as read off the wire. */
export interface Frame {
  id?: string;
  event: string;
  data: string;
}

/** A stream read with a real socket (inject cannot stream): frames as they arrive, and its end. */
export interface Stream {
  status: number;
  headers: http.IncomingHttpHeaders;
  frames: Frame[];
  ended: Promise<void>;
  /** Waits until a frame matches (or fails after `ms`). */
  next(match: (f: Frame) => boolean, ms?: number): Promise<Frame>;
  close(): void;
}

/** Opens `GET /api/events/` on the API listening at `base`, as `token` (none: anonymously). */
export function openStream(
  base: string,
  token: string | null,
  headers: Record<string, string> = {},
): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${base}/api/events/`,
      {
        headers: {
          accept: 'text/event-stream',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      },
      (res) => {
        const frames: Frame[] = [];
        const waiters: { match: (f: Frame) => boolean; done: (f: Frame) => void }[] = [];
        let buf = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buf += chunk;
          let cut: number;
          while ((cut = buf.indexOf('\n\n')) >= 0) {
            const block = buf.slice(0, cut);
            buf = buf.slice(cut + 2);
            const f: Frame = { event: 'message', data: '' };
            let isFrame = false;
            for (const line of block.split('\n')) {
              const m = /^(\w+): ?(.*)$/.exec(line);
              if (!m) continue;
              if (m[1] === 'id') f.id = m[2];
              if (m[1] === 'event') f.event = m[2] ?? '';
              if (m[1] === 'data') {
                f.data = m[2] ?? '';
                isFrame = true;
              }
            }
            if (!isFrame) continue;
            frames.push(f);
            for (const w of [...waiters]) {
              if (w.match(f)) {
                waiters.splice(waiters.indexOf(w), 1);
                w.done(f);
              }
            }
          }
        });
        const ended = new Promise<void>((r) => res.on('close', () => r()));
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          frames,
          ended,
          next(match, ms = 3000) {
            const seen = frames.find(match);
            if (seen) return Promise.resolve(seen);
            return new Promise((done, fail) => {
              const timer = setTimeout(() => fail(new Error('no such frame in time')), ms);
              waiters.push({
                match,
                done: (f) => {
                  clearTimeout(timer);
                  done(f);
                },
              });
            });
          },
          close: () => req.destroy(),
        });
      },
    );
    req.on('error', reject);
  });
}

/** The `change` events a stream has heard, in order. */
export const changes = (
  s: Stream,
): {
  id: number;
  person: number;
  kind: string;
  payload: Record<string, unknown>;
}[] => s.frames.filter((f) => f.event === 'change').map((f) => JSON.parse(f.data) as never);

/** The first frame of an accepted stream. */
export const ready = (f: Frame): boolean => f.event === 'ready';
