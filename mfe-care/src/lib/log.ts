import { createLogger } from '@care/shared';

/** What the person is not told about (the kiosk's wake lock refused, a quiet-hours reload put off) is only logged. */
export const log = createLogger('care');
