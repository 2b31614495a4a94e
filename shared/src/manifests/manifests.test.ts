import { ROUTES, type RouteName } from '../routes';
import {
  exposeKeyOf,
  exposesOf,
  isServiceModule,
  manifestOf,
  MANIFESTS,
  moduleIdsOf,
  REMOTE_MODULE_IDS,
  REMOTE_NAMES,
  SCREEN_ROUTES,
} from './index';

describe('remote manifests', () => {
  it('serve every route of spec 2.1 exactly once', () => {
    const served = SCREEN_ROUTES.map((route) => route.name).sort();
    expect(served).toEqual((Object.keys(ROUTES) as RouteName[]).sort());
    for (const route of SCREEN_ROUTES) expect(route.path).toBe(ROUTES[route.name]);
  });

  it('name each remote once, as a JS identifier with a dashed package folder', () => {
    expect(REMOTE_NAMES).toEqual([
      'mfe_auth',
      'mfe_admin',
      'mfe_care',
      'mfe_picturebook',
      'mfe_voice',
    ]);
    expect(new Set(REMOTE_NAMES).size).toBe(REMOTE_NAMES.length);
  });

  it.each(MANIFESTS.map((manifest) => [manifest.remote, manifest] as const))(
    '%s: a module listed twice has one feature folder and one title',
    (_remote, manifest) => {
      const lines = [...manifest.screens, ...manifest.parcels];
      for (const line of lines) {
        const same = lines.filter((other) => other.module === line.module);
        expect(new Set(same.map((other) => other.feature)).size).toBe(1);
        expect(new Set(same.map((other) => other.title)).size).toBe(1);
      }
    },
  );

  it.each(
    MANIFESTS.flatMap((manifest) => manifest.screens.map((line) => [line.route, line] as const)),
  )('%s: the sample params fill exactly the route’s parameters', (route, line) => {
    const names = [...ROUTES[route].matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]).sort();
    const sample: Readonly<Record<string, string>> =
      'sampleParams' in line ? line.sampleParams : {};
    expect(Object.keys(sample).sort()).toEqual(names);
  });

  it('tell services (mounted in the background) from screens and dialogs', () => {
    expect(REMOTE_MODULE_IDS.filter(isServiceModule)).toEqual(['mfe_voice/CallService']);
  });

  it('derive module ids, expose keys and webpack exposes', () => {
    expect(moduleIdsOf('mfe_picturebook')).toEqual([
      'mfe_picturebook/PictureBookScreen',
      'mfe_picturebook/UploadDialog',
      'mfe_picturebook/GalleryDialog',
    ]);
    // A module serving two routes is one module.
    expect(REMOTE_MODULE_IDS.filter((id) => id === 'mfe_care/AppointmentsScreen')).toHaveLength(1);
    expect(new Set(REMOTE_MODULE_IDS).size).toBe(REMOTE_MODULE_IDS.length);
    expect(exposeKeyOf('mfe_care/ClockScreen')).toBe('./ClockScreen');
    expect(exposesOf(manifestOf('mfe_voice'))).toEqual({ './CallService': './src/features/call' });
    expect(exposesOf(manifestOf('mfe_care'))['./AppointmentsScreen']).toBe(
      './src/features/appointments',
    );
  });

  it('refuse a module listed with two feature folders', () => {
    const broken = {
      remote: 'mfe_x',
      title: 'x',
      screens: [
        { module: 'A', route: 'login', guard: 'public', feature: 'a', title: 'A' },
        { module: 'A', route: 'register', guard: 'public', feature: 'b', title: 'A' },
      ],
      parcels: [],
    } as const;
    expect(() => exposesOf(broken)).toThrow('mfe_x: A is listed with two feature folders');
  });
});
