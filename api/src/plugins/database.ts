import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/db';

/** Makes the database and the configuration reachable as `app.db` and `app.cfg`. */
export default fp(
  (app: FastifyInstance, opts: { db: Db; cfg: AppConfig }, done: () => void) => {
    app.decorate('db', opts.db);
    app.decorate('cfg', opts.cfg);
    done();
  },
  { name: 'database' },
);
