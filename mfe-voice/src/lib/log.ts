import { createLogger } from '@care/shared';

/** Failures the person is not told about (token refresh retries, registration retries) are only logged. */
export const log = createLogger('voice');
