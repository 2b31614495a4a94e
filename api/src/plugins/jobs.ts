import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { JobHooks } from '../app-types';
import { startRetention } from '../modules/system/retention';

/**
 * `app.jobHooks`: where background jobs report their passes (metrics read them); and the
 * retention job, run on one instance at a time. The missed-dose sweep starts with its module.
 */
export default fp(
  (app: FastifyInstance, opts: { hooks?: JobHooks }, done: () => void) => {
    const hooks: JobHooks = opts.hooks ?? {};
    app.decorate('jobHooks', hooks);
    const retention = startRetention(app.db, app.cfg, app.log, {
      onPass: (pruned) => hooks.onRetention?.(pruned),
    });
    app.addHook('onClose', () => retention.stop());
    done();
  },
  { name: 'jobs', dependencies: ['database'] },
);
