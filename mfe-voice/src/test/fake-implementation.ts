// The fake implementation of the call contract lives in @care/shared/testing (care screens use it too).
export { registerFakeCallImplementation as registerFakeImplementation } from '@care/shared/testing';
