import { create } from 'zustand';
import type { ReleaseRef } from '../contracts';
import { readStorage, writeStorage } from '../lib/storage';
import type { RemoteName } from '../manifests';
import { useSessionStore } from '../session/session-store';
import { isRemoteName } from './remotes-config';

/**
 * What the page knows about the releases it runs (docs/deploying.md): the remotes showing an older release than the
 * deployed one because it could not be used, the candidates an administrator may try on this browser, and the
 * releases this browser is pinned to. The host fills it from `/remotes.json`; the admin area reads and pins.
 */

/** Local storage: candidate releases this browser (or kiosk) is pinned to, by remote: `{ [remote]: releaseId }`. */
export const RELEASE_PINS_KEY = 'care_release_pins';

/** A remote shown from an older release than the one deployed. */
interface ReleaseFallback {
  /** The release that could not be used (null: a pointer written by hand, with no registry record). */
  wanted: string | null;
  /** The release shown instead. */
  using: string;
}

export interface ReleaseState {
  fallbacks: Partial<Record<RemoteName, ReleaseFallback>>;
  /** Releases that passed the registry's checks and are not deployed yet, by remote (newest first). */
  candidates: Partial<Record<RemoteName, ReleaseRef[]>>;
  /** The candidate release id this browser is pinned to, by remote. */
  pins: Partial<Record<RemoteName, string>>;
}

function readPins(): Partial<Record<RemoteName, string>> {
  const stored = readStorage('local', RELEASE_PINS_KEY);
  if (!stored) return {};
  try {
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed !== 'object' || parsed === null) return {};
    const pins: Partial<Record<RemoteName, string>> = {};
    for (const [name, id] of Object.entries(parsed)) {
      if (isRemoteName(name) && typeof id === 'string') pins[name] = id;
    }
    return pins;
  } catch {
    return {};
  }
}

export const useReleaseStore = create<ReleaseState>()(() => ({
  fallbacks: {},
  candidates: {},
  pins: readPins(),
}));

/** Replaces this browser's pins (the loader drops pins whose release the registry no longer lists). */
export function keepReleasePins(pins: Partial<Record<RemoteName, string>>): void {
  writeStorage('local', RELEASE_PINS_KEY, JSON.stringify(pins));
  useReleaseStore.setState({ pins });
}

/**
 * Pins this browser to a candidate release of one remote, from the next page load on (the page reloads itself to
 * apply it). Only an administrator's session may, and only to a candidate the registry lists: the pin names a
 * release id, never a URL, so nothing outside the registry's own releases can be loaded this way.
 */
export function pinRelease(remote: RemoteName, releaseId: string): boolean {
  if (!useSessionStore.getState().isAdmin) return false;
  const listed = useReleaseStore.getState().candidates[remote] ?? [];
  if (!listed.some((candidate) => candidate.id === releaseId)) return false;
  keepReleasePins({ ...useReleaseStore.getState().pins, [remote]: releaseId });
  return true;
}

/** Ends every pin of this browser (anyone may: it only puts the browser back on what everyone runs). */
export function clearReleasePins(): void {
  keepReleasePins({});
}
