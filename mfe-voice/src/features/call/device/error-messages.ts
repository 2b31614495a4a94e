import { SDK_ERROR_SENTENCES, TEXTS } from '../../../texts';
import type { SdkError } from './sdk-types';

/** A sentence for any SDK error code (spec 8); unknown codes get a general one. */
export function describeSdkCode(code: number | undefined): string {
  return (code !== undefined ? SDK_ERROR_SENTENCES[code] : undefined) ?? TEXTS.errors.unknown;
}

/**
 * What a person is told when a call fails: the microphone texts of spec 8 as they are, anything else as
 * 'Call failed' plus the sentence for the code.
 */
export function callFailureMessage(error: SdkError): string {
  if (error.code === 31401) return TEXTS.errors.microphoneDenied;
  if (error.message === TEXTS.errors.callAlreadyActive) return TEXTS.errors.callAlreadyActive;
  return TEXTS.errors.callFailed(describeSdkCode(error.code));
}

/** Token problems the device recovers from with a fresh token (the gateway's 31204/31205 arrive as these). */
export const TOKEN_ERROR_CODES: ReadonlySet<number> = new Set([20101, 20104, 31204, 31205]);
