import type { ParcelModuleId, RemoteModuleId } from '../manifests';
import type { ParcelProps, RemoteModules } from './remotes';

// The contract's checks are made by the compiler: this file does not compile (the typecheck fails) when a
// manifest's parcel has no props in the contract, when props name a parcel no manifest lists, or when a module
// id of either kind has no props.
type PropsMissing = Exclude<ParcelModuleId, keyof ParcelProps>;
type NotInManifests = Exclude<keyof ParcelProps, ParcelModuleId>;
type Untyped = Exclude<RemoteModuleId, keyof RemoteModules>;
const PARCEL_PROPS_MATCH_MANIFESTS: [PropsMissing, NotInManifests] extends [never, never]
  ? true
  : never = true;
const EVERY_MODULE_TYPED: [Untyped] extends [never] ? true : never = true;

describe('the remotes contract', () => {
  it('gives every parcel and screen module of the manifests its props, and no others', () => {
    expect([PARCEL_PROPS_MATCH_MANIFESTS, EVERY_MODULE_TYPED]).toEqual([true, true]);
  });
});
