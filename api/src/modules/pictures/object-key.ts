import { randomBytes } from 'node:crypto';

/** The application's own object keys (see the contract in store.ts). */
const KEY = /^[a-z0-9][a-z0-9._-]{0,127}$/;

export function assertKey(key: string): void {
  if (!KEY.test(key)) throw new Error('invalid picture store key');
}

/** A fresh, unguessable object key (`<32 hex>` plus an optional suffix such as `.thumb`). */
export function newPictureKey(suffix = ''): string {
  return `${randomBytes(16).toString('hex')}${suffix}`;
}
