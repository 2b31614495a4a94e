/** Spec 4.5 / 9: idle limits, the warning length and the rule for short limits. */
export const INACTIVITY_LIMIT_MS = 300000;
export const ADMIN_INACTIVITY_LIMIT_MS = 900000;
export const INACTIVITY_WARNING_MS = 30000;
/** For limits of 30 s or less the warning is the larger of this and a sixth of the limit. */
const SHORT_LIMIT_MIN_WARNING_MS = 5000;

/** Spec 4.5 step 4: each of these (and the tab becoming visible) counts as activity. */
export const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keypress',
  'keydown',
  'scroll',
  'touchstart',
  'pointerdown',
] as const;

export function inactivityLimitFor(isAdmin: boolean): number {
  return isAdmin ? ADMIN_INACTIVITY_LIMIT_MS : INACTIVITY_LIMIT_MS;
}

export function warningLengthFor(limitMs: number): number {
  if (limitMs <= INACTIVITY_WARNING_MS) return Math.max(SHORT_LIMIT_MIN_WARNING_MS, limitMs / 6);
  return INACTIVITY_WARNING_MS;
}
