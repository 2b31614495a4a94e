/** An expected refusal or validation failure: sent as-is, never logged as an error. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
  }
}

export const badRequest = (detail: string, extra: Record<string, unknown> = {}): HttpError =>
  new HttpError(400, { detail, message: detail, ...extra });
export const forbidden = (
  detail = 'You do not have permission to perform this action.',
): HttpError => new HttpError(403, { detail });
export const notFound = (detail = 'Not found.'): HttpError => new HttpError(404, { detail });

/** simplejwt-style 401 for every token problem (spec 8 "401 token problem"). */
export const tokenInvalid = (message = 'Token is invalid or expired'): HttpError =>
  new HttpError(401, {
    detail: 'Given token not valid for any token type',
    code: 'token_not_valid',
    messages: [{ token_class: 'AccessToken', token_type: 'access', message }],
  });

export const notAuthenticated = (): HttpError =>
  new HttpError(401, {
    detail: 'Authentication credentials were not provided.',
    code: 'not_authenticated',
  });
