import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { MAX_UPLOAD_BYTES } from '../lib/image';

/** HTTP basics: security headers, CORS with credentials, cookies, multipart, no-store caching. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
      crossOriginResourcePolicy: { policy: 'same-site' },
      contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    });
    await app.register(cors, {
      origin: app.cfg.siteOrigins,
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: [
        'Authorization',
        'Content-Type',
        'X-CSRFToken',
        'X-Requested-With',
        'X-DEVICE-ID',
        // docs/product.md 4.3: a pairing device's proof on its bootstrap.
        'X-KIOSK-PAIRING',
        // docs/live-channel.md: a stream resumes where it stopped (without it every reconnect failed its preflight).
        'Last-Event-ID',
        'Cache-Control',
        'Pragma',
        'Accept',
      ],
      exposedHeaders: ['Retry-After', 'Content-Disposition'],
      maxAge: 600,
    });
    await app.register(cookie);
    await app.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 12 },
    });
    app.addHook('onSend', (req, reply, payload, done) => {
      if (req.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
      done(null, payload);
    });
  },
  { name: 'web', dependencies: ['database'] },
);
