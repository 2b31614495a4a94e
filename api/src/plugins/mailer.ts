import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createMailer } from '../modules/mail/mailer';

/** `app.mailer`: the outbox and, when configured, the SMTP relay behind it. */
export default fp(
  (app: FastifyInstance, _opts: unknown, done: () => void) => {
    const mailer = createMailer(app.db, app.cfg, app.log);
    app.decorate('mailer', mailer);
    app.addHook('onClose', () => mailer.close());
    done();
  },
  { name: 'mailer', dependencies: ['database'] },
);
