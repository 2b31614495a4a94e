export type * from './call-types';
