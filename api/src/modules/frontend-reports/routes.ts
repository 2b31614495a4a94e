import type { App } from '../../app-types';
import { access } from '../../access/rules';
import { NoContent } from '../../lib/schemas';
import { perMinute } from '../../plugins/rate-limit';
import { FrontendReportBody } from './schemas';

/** Reports a minute from one address: a page reports a handful per load, a broken deploy no more. */
const REPORTS_PER_MINUTE = 30;

/**
 * The browser's word on remotes it could not load as deployed (a retry, a fallback to an older
 * release or to the cached config, a failure): a log line and a counter, so that a bad deploy shows
 * on the server even though no API call failed.
 */
export default function frontendReportRoutes(app: App): void {
  app.post(
    '/frontend-reports/',
    {
      config: {
        // Anyone: the sign-in page and a kiosk before its sign-in load remotes too. 'lenient': a
        // session's user is named in the log, and an expired token never loses the report.
        access: access.public('lenient'),
        rateLimit: perMinute(REPORTS_PER_MINUTE),
      },
      schema: {
        tags: ['frontend'],
        summary: 'Report a remote (or the remotes config) the browser could not load as deployed',
        description: `204; logged at warn and counted in care_api_frontend_reports_total. At most ${REPORTS_PER_MINUTE} a minute from one address.`,
        body: FrontendReportBody,
        response: { 204: NoContent },
      },
    },
    (req, reply) => {
      const { kind, remote, release, fallback, attempts, detail, page } = req.body;
      req.log.warn(
        {
          kind,
          remote,
          release,
          fallback,
          attempts,
          detail,
          page,
          ...(req.user ? { userId: req.user.id } : {}),
        },
        'frontend report',
      );
      app.metrics.frontendReports.inc({ kind, remote: remote ?? '' });
      reply.code(204).send(null);
    },
  );
}
