import { createLogger } from '@care/shared';

/** Failures the spec says are "only logged" (a single failed delete, docs/product.md section 8). */
export const log = createLogger('picturebook');
