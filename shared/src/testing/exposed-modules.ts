import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import { exposesOf, featureOf, manifestOf, moduleIdsOf } from '../index';
import type { ParcelLifecycles, RemoteName } from '../index';
import { mountParcel } from './mount-parcel';
import { resetTestEnvironment } from './environment';

function isLifecycles(value: unknown): value is ParcelLifecycles<object> {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return ['bootstrap', 'mount', 'unmount', 'update'].every(
    (name) => typeof record[name] === 'function' || Array.isArray(record[name]),
  );
}

/** The `exposes` the remote's real webpack config produces (run in a child Node: the preset loads TS). */
function webpackExposes(packageDir: string): Record<string, string> {
  const script = [
    "const config = require(process.argv[1])({}, { mode: 'production' });",
    'const plugin = config.plugins.find((p) => p._options && p._options.exposes);',
    'process.stdout.write(JSON.stringify(plugin ? plugin._options.exposes : {}));',
  ].join('\n');
  const output = execFileSync(
    process.execPath,
    ['-e', script, path.join(packageDir, 'webpack.config.cjs')],
    {
      encoding: 'utf8',
    },
  );
  return JSON.parse(output) as Record<string, string>;
}

/**
 * The one test every remote runs on what it exposes (its `src/app/exposed-modules.test.ts`): the webpack
 * config exposes exactly its manifest's modules; each feature's index default-exports parcel lifecycles;
 * each mounts with its sample props and shows its title (a screen's h1, a dialog's name), then unmounts.
 */
export function describeExposedModules(
  remote: RemoteName,
  options: {
    /** The remote's folder (the one with webpack.config.cjs). */
    packageDir: string;
    /** `(feature) => import(\`../features/${feature}/index.ts\`)`, from the remote's own files. */
    loadFeature: (feature: string) => Promise<unknown>;
  },
): void {
  const manifest = manifestOf(remote);

  describe(`${remote} exposed modules`, () => {
    beforeEach(() => {
      resetTestEnvironment();
    });

    it('the webpack config exposes exactly the manifest’s modules, from their feature folders', () => {
      expect(webpackExposes(options.packageDir)).toEqual(exposesOf(manifest));
    });

    it.each(moduleIdsOf(remote))(
      '%s mounts as a parcel, shows its title and unmounts',
      async (id) => {
        const loaded = (await options.loadFeature(featureOf(id))) as { default?: unknown };
        expect(isLifecycles(loaded.default)).toBe(true);
        if (!isLifecycles(loaded.default)) return;
        const screenLine = manifest.screens.find((line) => `${remote}/${line.module}` === id);
        const parcelLine = manifest.parcels.find((line) => `${remote}/${line.module}` === id);
        const props = screenLine
          ? { navigate: jest.fn(), params: screenLine.sampleParams ?? {}, search: '' }
          : { ...parcelLine?.sampleProps, open: true, onClose: jest.fn() };

        const parcel = await mountParcel(loaded.default, props, id);
        if (screenLine) {
          expect(
            within(parcel.domElement).getByRole('heading', { level: 1, name: screenLine.title }),
          ).toBeInTheDocument();
        } else if (parcelLine?.kind === 'dialog') {
          expect(screen.getByRole('dialog', { name: parcelLine.title })).toBeInTheDocument();
        }
        const element = parcel.domElement;
        await parcel.unmount();
        expect(element).toBeEmptyDOMElement();
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      },
    );
  });
}
