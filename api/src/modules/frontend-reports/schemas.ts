import { Type } from '@sinclair/typebox';
import { oneOf, opt } from '../../lib/schemas';

/**
 * What the host saw: a remote loaded on a later attempt, fell back to an older release, failed
 * for good, was refused as incompatible, or the config itself came from the cache.
 */
const REPORT_KINDS = [
  'remote-retried',
  'remote-fallback',
  'remote-failed',
  'remote-incompatible',
  'config-fallback',
] as const;

/** The remotes the host loads; a closed list keeps the metric's label values bounded. */
const REMOTES = ['mfe_auth', 'mfe_admin', 'mfe_care', 'mfe_picturebook', 'mfe_voice'] as const;

export const FrontendReportBody = Type.Object(
  {
    kind: oneOf(REPORT_KINDS),
    remote: opt(oneOf(REMOTES)),
    release: opt(
      Type.String({
        maxLength: 100,
        description:
          'The release concerned (`<version>-<hash>`): the one retried, refused or failed',
      }),
    ),
    fallback: opt(
      Type.String({ maxLength: 100, description: 'The release (or cached config) used instead' }),
    ),
    attempts: opt(Type.Integer({ minimum: 0, maximum: 20 })),
    detail: opt(Type.String({ maxLength: 500, description: 'The error as the browser gave it' })),
    page: opt(
      Type.String({
        maxLength: 300,
        // Query strings and fragments can carry device ids and tokens: only the path is taken.
        pattern: '^/[^?#]*$',
        description: 'The path of the page that saw it (no query or fragment)',
      }),
    ),
  },
  { additionalProperties: false },
);
