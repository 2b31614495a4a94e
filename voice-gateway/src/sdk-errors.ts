import type { ErrorBody } from './protocol';

/**
 * The error codes the gateway answers with, as the Voice SDK knows them (spec 8). The Device turns 31204 into
 * AccessTokenInvalid (20101) and 31205 into AccessTokenExpired (20104); the others reach the app as they are
 * when the Device is built with `enableImprovedSignalingErrorPrecision`.
 */
export const GATEWAY_ERRORS = {
  tokenMissing: { code: 31102, message: 'Authorization token missing' },
  tokenSignature: { code: 31202, message: 'Token signature validation failed' },
  tokenInvalid: { code: 31204, message: 'Invalid JWT token' },
  tokenExpired: { code: 31205, message: 'JWT token expired' },
  tokenTooLong: { code: 31207, message: 'JWT expiry too long' },
  notAuthorized: { code: 31201, message: 'Authorization error' },
  malformed: { code: 31100, message: 'Malformed request' },
  missingTo: { code: 31101, message: 'Missing parameter array' },
  invalidClientName: { code: 31105, message: 'Invalid client name' },
  notFound: { code: 31404, message: 'Not found' },
  unavailable: { code: 31480, message: 'Temporarily unavailable' },
  busy: { code: 31486, message: 'Busy here' },
  declined: { code: 31603, message: 'Decline' },
  connectionError: { code: 31005, message: 'Connection error' },
} as const satisfies Record<string, ErrorBody>;

export type GatewayErrorName = keyof typeof GATEWAY_ERRORS;
