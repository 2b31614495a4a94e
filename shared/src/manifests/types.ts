import type { RouteName } from '../routes/route-builder';

/**
 * Which guard a route sits behind (spec 2.2, 6). The host enforces it: `public` are the sign-in flows,
 * `open` has no guard at all (the second health-profile path), `signIn` needs an authenticated user,
 * `admin` needs an admin (spec 1's rule without staff).
 */
export type RouteGuard = 'public' | 'open' | 'signIn' | 'admin';

/** One route of spec 2.1 and the screen module that serves it. A module may serve several routes. */
export interface ScreenLine {
  /** The name of the exposed module: `ClockScreen` is exposed as `./ClockScreen`, id `mfe_care/ClockScreen`. */
  module: string;
  /** The route's name in `ROUTES` (shared/src/routes). */
  route: RouteName;
  guard: RouteGuard;
  /** The feature folder under the remote's `src/features/`; its `index.ts` default-exports the parcel. */
  feature: string;
  /** The screen's h1, and its name in the standalone harness. */
  title: string;
  /** A value for each of the route's parameters, for the standalone harness and the exposed-modules test. */
  sampleParams?: Readonly<Record<string, string>>;
}

/** A module that is not a route: a dialog another screen opens, or a service the host mounts. */
export interface ParcelLine {
  module: string;
  kind: 'dialog' | 'service';
  feature: string;
  /** A dialog's title (its accessible name); a service's name in the harness. */
  title: string;
  /**
   * Data props for the harness and the exposed-modules test. A dialog also gets `open` and `onClose` (and
   * no-op callbacks for its other function props); the contract in contracts/remotes.ts types the rest.
   */
  sampleProps?: Readonly<Record<string, string | number | boolean>>;
}

/** Everything a remote offers the rest of the suite, as data (in the spirit of OpenMRS O3's routes.json). */
export interface RemoteManifest {
  /** The federation name, a JS identifier; the package folder is the same with a dash (`mfe-care`). */
  remote: string;
  /** The standalone harness's heading. */
  title: string;
  screens: readonly ScreenLine[];
  parcels: readonly ParcelLine[];
}
