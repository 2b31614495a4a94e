// The call contract: see README.md beside this file.
export type * from './call-types';
export {
  useCallStore,
  startCall,
  callIdentity,
  testCall,
  hangUp,
  toggleMute,
  sendDigits,
  answerCall,
  declineCall,
  isAvailableForCalls,
  setAvailableForCalls,
  configureCalls,
  registerCallImplementation,
  reportCallState,
  resetCallStore,
  phoneDigits,
  telLink,
  ECHO_TEST_TARGET,
  AVAILABLE_FOR_CALLS_KEY,
  type CallState,
} from './call-store';
export { CALL_TEXTS } from './call-texts';
