/**
 * The remote manifests and everything derived from them: remote names, module ids, webpack `exposes`, the
 * host's route table. Pure data and functions, no React: the webpack preset loads this file too.
 */
import { ROUTES, type RouteName } from '../routes/route-builder';
import { mfeAdmin } from './mfe-admin';
import { mfeAuth } from './mfe-auth';
import { mfeCare } from './mfe-care';
import { mfePicturebook } from './mfe-picturebook';
import { mfeVoice } from './mfe-voice';
import type { ParcelLine, RemoteManifest, RouteGuard, ScreenLine } from './types';

export type { ParcelLine, RemoteManifest, RouteGuard } from './types';

/** Every remote's manifest. A new remote adds its file beside these and one entry here. */
export const MANIFESTS = [mfeAuth, mfeAdmin, mfeCare, mfePicturebook, mfeVoice] as const;

type Manifest = (typeof MANIFESTS)[number];
export type RemoteName = Manifest['remote'];

export const REMOTE_NAMES: readonly RemoteName[] = MANIFESTS.map((manifest) => manifest.remote);

/** Each line of a manifest's `screens` or `parcels` with its remote, as a union of literal types. */
type LineOf<M, K extends 'screens' | 'parcels'> = M extends Manifest
  ? M[K][number] extends infer L
    ? L extends ScreenLine | ParcelLine
      ? L & { remote: M['remote'] }
      : never
    : never
  : never;
type AnyScreenLine = LineOf<Manifest, 'screens'>;
type AnyParcelLine = LineOf<Manifest, 'parcels'>;

type IdOf<L> = L extends { remote: string; module: string }
  ? `${L['remote']}/${L['module']}`
  : never;

/** `mfe_care/ClockScreen`: every exposed module that serves a route. */
export type ScreenModuleId = IdOf<AnyScreenLine>;
/** `mfe_picturebook/UploadDialog`: every exposed module that is not a route. */
export type ParcelModuleId = IdOf<AnyParcelLine>;
/** Every exposed module of every remote. */
export type RemoteModuleId = ScreenModuleId | ParcelModuleId;

/** The routes a screen module serves. */
type RoutesOf<Id extends ScreenModuleId> = Extract<
  AnyScreenLine,
  {
    remote: Id extends `${infer R}/${string}` ? R : never;
    module: Id extends `${string}/${infer M}` ? M : never;
  }
>['route'];

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
type ParamsOfRoute<R extends RouteName> = ParamNames<(typeof ROUTES)[R]>;

/**
 * The params a screen receives, raw from the URL: a parameter of every route it serves is required, one of
 * only some of them optional (`/users/:userId/appointments[/:appointmentId]`).
 */
export type ScreenParams<Id extends ScreenModuleId> = ParamsMerge<RoutesOf<Id>>;
type ParamsMerge<R extends RouteName> = {
  [K in Exclude<ParamsOfRoute<R>, MissingSomewhere<R>>]: string;
} & { [K in MissingSomewhere<R>]?: string };
/** Parameters that some of the routes lack (distributes over the routes; `All` is fixed first). */
type MissingSomewhere<
  R extends RouteName,
  All extends string = ParamsOfRoute<R>,
> = R extends RouteName ? Exclude<All, ParamsOfRoute<R>> : never;

const ALL_SCREENS = MANIFESTS.flatMap((manifest) =>
  manifest.screens.map((line: ScreenLine) => ({ ...line, remote: manifest.remote })),
);
const ALL_PARCELS = MANIFESTS.flatMap((manifest) =>
  manifest.parcels.map((line: ParcelLine) => ({ ...line, remote: manifest.remote })),
);

function idOf(line: { remote: string; module: string }): RemoteModuleId {
  return `${line.remote}/${line.module}` as RemoteModuleId;
}

/** Every exposed module id, each once (a module serving two routes has two screen lines). */
export const REMOTE_MODULE_IDS: readonly RemoteModuleId[] = [
  ...new Set([...ALL_SCREENS, ...ALL_PARCELS].map(idOf)),
];

/** The manifest of one remote. */
export function manifestOf(remote: RemoteName): RemoteManifest {
  const manifest = MANIFESTS.find((candidate) => candidate.remote === remote);
  if (!manifest) throw new Error(`No manifest for ${remote}`);
  return manifest;
}

/** The module ids a remote exposes. */
export function moduleIdsOf(remote: RemoteName): RemoteModuleId[] {
  return REMOTE_MODULE_IDS.filter((id) => remoteOf(id) === remote);
}

export function remoteOf(id: RemoteModuleId): RemoteName {
  return id.slice(0, id.indexOf('/')) as RemoteName;
}

/** The `exposes` key of a module id: `mfe_care/ClockScreen` → `./ClockScreen`. */
export function exposeKeyOf(id: RemoteModuleId): string {
  return `./${id.slice(id.indexOf('/') + 1)}`;
}

/** What the webpack preset exposes for a remote: `{ './ClockScreen': './src/features/clock' }`. */
export function exposesOf(manifest: RemoteManifest): Record<string, string> {
  const exposes: Record<string, string> = {};
  for (const line of [...manifest.screens, ...manifest.parcels]) {
    const key = `./${line.module}`;
    const entry = `./src/features/${line.feature}`;
    if (exposes[key] !== undefined && exposes[key] !== entry) {
      throw new Error(`${manifest.remote}: ${line.module} is listed with two feature folders`);
    }
    exposes[key] = entry;
  }
  return exposes;
}

/** One route of the host's route table. */
export interface ScreenRoute {
  name: RouteName;
  path: string;
  module: ScreenModuleId;
  guard: RouteGuard;
}

/** The host's route table: every screen line of every manifest, with its path. */
export const SCREEN_ROUTES: readonly ScreenRoute[] = ALL_SCREENS.map((line) => ({
  name: line.route,
  path: ROUTES[line.route],
  module: idOf(line) as ScreenModuleId,
  guard: line.guard,
}));

/**
 * Whether a module is a service (a `parcels` line of kind `service`, such as the call service): it runs in
 * the background and shows only its own UI, so the remote loader mounts it without a loading or error state.
 */
export function isServiceModule(id: RemoteModuleId): boolean {
  return ALL_PARCELS.some((line) => idOf(line) === id && line.kind === 'service');
}

/** The feature folder of a module of this remote (the standalone harness and the exposed-modules test). */
export function featureOf(id: RemoteModuleId): string {
  const line = [...ALL_SCREENS, ...ALL_PARCELS].find((candidate) => idOf(candidate) === id);
  if (!line) throw new Error(`No manifest line for ${id}`);
  return line.feature;
}
