import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { Db, Queryable } from '../db/db';
import * as outbox from './outbox';

interface Mail {
  to: string;
  subject: string;
  body: string;
  attachment?: { name: string; content: string; contentType?: string };
}

export interface Mailer {
  /** Records the mail in the outbox and, with an SMTP relay configured, delivers it. */
  send(mail: Mail): Promise<number>;
  /**
   * Records many mails in the caller's transaction (they exist exactly when its other writes do);
   * `deliverSoon()` after the commit starts their delivery.
   */
  enqueue(q: Queryable, mails: Mail[]): Promise<number[]>;
  /** Starts a delivery round in the background (no-op without a relay). */
  deliverSoon(): void;
  /**
   * One delivery round: claims the mail whose attempt is due (never mail another instance holds),
   * tries each once, until none is left. Also run every 30 seconds while the app runs (the 'outbox' job).
   */
  deliverDue(): Promise<void>;
  /** Tries every undelivered mail now, due or not (tests; an operator's "send now"). */
  flush(): Promise<void>;
  /** Resolves when deliveries started so far have finished (tests, shutdown). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/** How often each instance looks for mail whose next attempt is due. */
const POLL_MS = 30_000;
/**
 * How long a claimed mail is this instance's to send. Longer than a send can take (the relay's
 * timeouts below), so no other instance sends it meanwhile; a crash mid-send is retried after it.
 */
const LEASE_MS = 5 * 60_000;
const CLAIM_BATCH = 50;

/**
 * When to try again after `attempts` failed ones: the wait doubles from the base, capped. Null once
 * an attempt has failed past the mail's delivery budget: it is given up. So a relay down for less
 * than the budget (an hour at least) loses nothing.
 */
function nextAttemptAt(
  createdAt: Date,
  attempts: number,
  now: Date,
  retry: AppConfig['mailRetry'],
): Date | null {
  if (now.getTime() - createdAt.getTime() >= retry.budgetHours * 3600_000) return null;
  const delay = Math.min(retry.baseSeconds * 2 ** Math.max(0, attempts - 1), retry.maxSeconds);
  return new Date(now.getTime() + delay * 1000);
}

function transportOf(cfg: AppConfig): Transporter | null {
  const s = cfg.smtp;
  if (!s) return null;
  // A send must end well within its lease (LEASE_MS), whatever the relay does.
  const timeouts = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };
  if ('url' in s) return nodemailer.createTransport({ url: s.url, ...timeouts });
  return nodemailer.createTransport({
    host: s.host,
    port: s.port,
    secure: s.secure,
    ...timeouts,
    ...(s.user ? { auth: { user: s.user, pass: s.password ?? '' } } : {}),
  });
}

/**
 * Every mail goes to the outbox table first (pending, due now). With an SMTP relay (nodemailer) it
 * is then delivered in the background, so a request never waits on (or reveals anything through)
 * the relay. Every instance delivers, but each mail is claimed with a lease first, so exactly one
 * instance sends it; a failed attempt is retried with a doubling wait (MAIL_RETRY_BASE_SECONDS up
 * to MAIL_RETRY_MAX_SECONDS) until MAIL_RETRY_HOURS after the mail was written, then it stays
 * 'failed' with its last error. Without a relay the outbox is where mail ends (GET /api/dev/outbox
 * shows it in development).
 */
export function createMailer(db: Db, cfg: AppConfig, log: FastifyBaseLogger): Mailer {
  const transport = transportOf(cfg);
  const running = new Set<Promise<void>>();

  const attempt = async (m: outbox.OutboxRow): Promise<void> => {
    if (!transport) return;
    try {
      await transport.sendMail({
        from: cfg.mailFrom,
        to: m.to_email,
        subject: m.subject,
        text: m.body,
        ...(m.attachment_name && m.attachment !== null
          ? {
              attachments: [
                {
                  filename: m.attachment_name,
                  content: m.attachment,
                  contentType: m.attachment_name.endsWith('.ics')
                    ? 'text/calendar; charset=utf-8; method=PUBLISH'
                    : 'application/octet-stream',
                },
              ],
            }
          : {}),
      });
      await outbox.markSent(db, m.id, cfg.clock());
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const now = cfg.clock();
      const retryAt = nextAttemptAt(m.created_at, m.attempts, now, cfg.mailRetry);
      await outbox.markFailed(db, m.id, message, retryAt);
      const at = retryAt?.toISOString() ?? null;
      if (at)
        log.warn(
          { mailId: m.id, attempts: m.attempts, error: message, retryAt: at },
          'mail delivery failed',
        );
      else log.error({ mailId: m.id, attempts: m.attempts, error: message }, 'mail given up');
    }
  };
  /** Claims and tries mail until a claim comes back empty. */
  const round = async (opts: { ids?: number[]; anyTime?: boolean }): Promise<void> => {
    if (!transport) return;
    // Onwards by id: a mail that failed in this round waits for the next (flush ignores backoff).
    let afterId = 0;
    for (;;) {
      const now = cfg.clock();
      const claimed = await outbox.claim(db, {
        now,
        leaseUntil: new Date(now.getTime() + LEASE_MS),
        limit: CLAIM_BATCH,
        afterId,
        ...opts,
      });
      for (const m of claimed) await attempt(m);
      if (claimed.length < CLAIM_BATCH || opts.ids) return;
      afterId = claimed[claimed.length - 1]?.id ?? afterId;
    }
  };
  const track = (p: Promise<void>): void => {
    const tracked = p.catch((err: unknown) => log.error({ err }, 'mail delivery crashed'));
    running.add(tracked);
    void tracked.finally(() => running.delete(tracked));
  };
  const deliverDue = (): Promise<void> => round({});
  const mailOf = (mail: Mail): outbox.NewMail => ({
    to: mail.to,
    subject: mail.subject,
    body: mail.body,
    attachmentName: mail.attachment?.name ?? null,
    attachment: mail.attachment?.content ?? null,
  });

  return {
    async send(mail) {
      const id = await outbox.insertOutbox(db, mailOf(mail), cfg.clock());
      track(round({ ids: [id] }));
      return id;
    },
    enqueue(q, mails) {
      return outbox.insertMany(q, mails.map(mailOf), cfg.clock());
    },
    deliverSoon() {
      if (transport) track(deliverDue());
    },
    deliverDue,
    flush: () => round({ anyTime: true }),
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
    async close() {
      await this.idle();
      transport?.close();
    },
  };
}

/** Mail still to deliver and mail given up on, for metrics. */
export const outboxDepth = (db: Queryable): Promise<{ pending: number; failed: number }> =>
  outbox.outboxDepth(db);

/** `app.mailer`: the outbox and, when configured, the SMTP relay behind it. */
export default fp(
  (app: FastifyInstance, _opts: unknown, done: () => void) => {
    const mailer = createMailer(app.db, app.cfg, app.log);
    app.decorate('mailer', mailer);
    // Every instance delivers (each mail is claimed first); without a relay there is nothing to deliver.
    if (app.cfg.smtp) {
      app.jobs.add({
        name: 'outbox',
        leaderOnly: false,
        everyMs: POLL_MS,
        run: () => mailer.deliverDue(),
      });
    }
    app.addHook('onClose', () => mailer.close());
    done();
  },
  { name: 'mailer', dependencies: ['database', 'jobs'] },
);
