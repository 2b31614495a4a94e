export type * from './session-types';
