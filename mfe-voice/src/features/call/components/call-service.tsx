import type { FunctionComponent } from 'react';
import type { CallServiceProps } from '@care/shared';

/** Skeleton: registers no call implementation yet and renders nothing. */
export const CallService: FunctionComponent<CallServiceProps> = () => null;
