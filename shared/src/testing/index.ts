// `@care/shared/testing`: what every package's tests use. Never imported by production code (ESLint forbids
// it outside test files, and no production build contains it).

/** The clean slate before each test, and the fake network (the one point where tests fake the API). */
export { resetTestEnvironment, resetStores, setCsrfCookie } from './environment';
export {
  createFakeAdapter,
  deferredReply,
  type FakeAdapter,
  type FakeReply,
  type RecordedRequest,
} from './fake-network';

/** Spec numbers and texts that other packages' tests assert; the code that uses them is shared's own. */
export { HEARTBEAT_INTERVAL_MS, LOGOUT_FAILED_MESSAGE } from '../lib/constants';
export { TOKEN_REFRESH_PATH } from '../api/token-refresh';

/** Users of each role, tokens. */
export { USERS, makeJwt, makeTokens, sampleUser, adminUser } from './fixtures';

/** A screen with the providers a parcel gets, signed in as a fixture user, at a route. */
export { renderScreen, signInForTest } from './render-screen';

/** Mounting: a parcel's lifecycles, and the one test every remote runs on what it exposes. */
export { describeExposedModules } from './exposed-modules';

/** The call contract's implementation, faked: screens' Call buttons without mfe-voice and the Voice SDK. */
export { registerFakeCallImplementation } from './fake-call';

/** Accessibility (axe without layout) and a theme wrapper for component tests. */
export { axeViolations, renderWithTheme } from './a11y';
