/**
 * Whether this page can ask for the microphone. Browsers leave `navigator.mediaDevices` out on pages that are
 * not a secure context, and some embedded browsers set it to undefined: both must read as "not supported"
 * (spec 8), never throw.
 */
export function microphoneSupported(nav: Navigator | undefined = globalThis.navigator): boolean {
  const devices = (nav as { mediaDevices?: Partial<MediaDevices> | null } | undefined)
    ?.mediaDevices;
  return typeof devices?.getUserMedia === 'function';
}
