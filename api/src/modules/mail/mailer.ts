import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/db';
import * as outbox from './repository';

export interface Mail {
  to: string;
  subject: string;
  body: string;
  attachment?: { name: string; content: string; contentType?: string };
}

export interface Mailer {
  /** Records the mail in the outbox and, with an SMTP relay configured, delivers it. */
  send(mail: Mail): Promise<number>;
  /** Delivers every undelivered mail now (also run every minute while the app runs). */
  flush(): Promise<void>;
  /** Resolves when deliveries started so far have finished (tests, shutdown). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export const MAX_ATTEMPTS = 5;
const RETRY_EVERY_MS = 60_000;

function transportOf(cfg: AppConfig): Transporter | null {
  const s = cfg.smtp;
  if (!s) return null;
  if ('url' in s) return nodemailer.createTransport(s.url);
  return nodemailer.createTransport({
    host: s.host,
    port: s.port,
    secure: s.secure,
    ...(s.user ? { auth: { user: s.user, pass: s.password ?? '' } } : {}),
  });
}

/**
 * Every mail goes to the outbox table first (status pending, attempts 0). With an SMTP relay
 * (nodemailer) it is then delivered in the background, so a request never waits on (or reveals
 * anything through) the relay: sent, or failed with the error, retried up to 5 attempts. Without
 * a relay the outbox is where mail ends (GET /api/dev/outbox shows it in development).
 */
export function createMailer(db: Db, cfg: AppConfig, log: FastifyBaseLogger): Mailer {
  const transport = transportOf(cfg);
  const running = new Set<Promise<void>>();

  const deliver = async (id: number): Promise<void> => {
    if (!transport) return;
    const m = await outbox.claimForDelivery(db, id, MAX_ATTEMPTS);
    if (!m) return;
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
      await outbox.markSent(db, id);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await outbox.markFailed(db, id, message);
      log.warn({ mailId: id, attempts: m.attempts, error: message }, 'mail delivery failed');
    }
  };
  const track = (p: Promise<void>): void => {
    const tracked = p.catch((err: unknown) => log.error({ err }, 'mail delivery crashed'));
    running.add(tracked);
    void tracked.finally(() => running.delete(tracked));
  };
  const flush = async (): Promise<void> => {
    for (const id of await outbox.undelivered(db, MAX_ATTEMPTS)) await deliver(id);
  };
  const timer = transport ? setInterval(() => track(flush()), RETRY_EVERY_MS).unref() : null;

  return {
    async send(mail) {
      const id = await outbox.insertOutbox(db, {
        to: mail.to,
        subject: mail.subject,
        body: mail.body,
        attachmentName: mail.attachment?.name ?? null,
        attachment: mail.attachment?.content ?? null,
      });
      track(deliver(id));
      return id;
    },
    flush,
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
    async close() {
      if (timer) clearInterval(timer);
      await this.idle();
      transport?.close();
    },
  };
}
