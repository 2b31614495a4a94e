// `@care/shared/dev`: the standalone harness a remote runs alone in development. Never imported by
// production code (ESLint forbids it outside a remote's bootstrap, and no production build contains it).
export { renderStandalone } from './standalone';
