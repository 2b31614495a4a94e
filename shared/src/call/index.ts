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
  phoneDigits,
} from './call-store';
export { CALL_TEXTS } from './call-texts';
