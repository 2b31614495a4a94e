import { useEffect, useState } from 'react';
import { logger } from '../lib/logger';
import type * as OverlaysModule from './overlays';

/**
 * Dialog, Menu and Tooltip are built on Radix, 33 KB gzip that no first screen needs (the login page, the kiosk's
 * clock): their implementations are one chunk, loaded the first time one of them shows (or when `preloadOverlays`
 * is called). Once loaded they render at once, as if they had been there all along.
 */
export type Overlays = typeof OverlaysModule;

const importOverlays = (): Promise<Overlays> =>
  import(/* webpackChunkName: "overlays" */ './overlays');

let load = importOverlays;
let loaded: Overlays | null = null;
let loading: Promise<Overlays> | null = null;

/**
 * Loads the overlays' chunk (once; again after a failure). The Jest setup (config/jest.setup-dom.cjs) calls it
 * before each file's tests, by a path the unused-code check does not follow.
 * @public
 */
export function preloadOverlays(): Promise<Overlays> {
  loading ??= load().then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The overlays once loaded, else null while `wanted` starts their load (a closed dialog does not). */
export function useOverlays(wanted = true): Overlays | null {
  const [overlays, setOverlays] = useState<Overlays | null>(loaded);
  useEffect(() => {
    if (overlays || !wanted) return undefined;
    let live = true;
    preloadOverlays().then(
      (module) => {
        if (live) setOverlays(module);
      },
      (error: unknown) => logger.warn('Could not load the dialogs and menus', error),
    );
    return () => {
      live = false;
    };
  }, [overlays, wanted]);
  return overlays;
}

/** Tests only: forget the loaded overlays, as on a new page, and load them through `importer` from now on. */
export function resetOverlayLoader(importer: () => Promise<Overlays> = importOverlays): void {
  load = importer;
  loaded = null;
  loading = null;
}
