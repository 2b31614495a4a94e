/** Failures the spec says are "only logged" (a single failed delete, spec 8). */
export function logFailure(message: string, detail?: unknown): void {
  console.error(`[picturebook] ${message}`, detail);
}
