import { warmUpIntl } from './lib/warm-intl';

// The async boundary lets the federation runtime negotiate shared singletons before any of them loads.
void import('./bootstrap');
// While those chunks download: Intl's one-off set-up, off the first screen's path (docs/performance.md).
setTimeout(warmUpIntl, 0);
