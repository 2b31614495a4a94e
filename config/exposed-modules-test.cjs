/* global describe, it, expect -- run inside each remote's Jest project */
// One test every remote runs on its federation config: it exposes exactly the module ids that the contract in
// shared/src/contracts/remotes.ts gives it, and each exposed module default-exports single-spa lifecycles.
const path = require('node:path');

/**
 * @param {string} dir the remote's folder
 * @param {string} remote its federation name (mfe_care)
 * @param {(remote: string) => string[]} moduleIdsOf from @care/shared
 */
function describeExposedModules(dir, remote, moduleIdsOf) {
  const config = require(path.join(dir, 'webpack.config.cjs'))({}, { mode: 'production' });
  const exposes =
    config.plugins.map((plugin) => plugin._options && plugin._options.exposes).find(Boolean) || {};

  describe(`${remote} exposed modules`, () => {
    it('exposes exactly the contract’s modules', () => {
      const expected = moduleIdsOf(remote).map((id) => `./${id.slice(id.indexOf('/') + 1)}`);
      expect(Object.keys(exposes).sort()).toEqual(expected.sort());
    });

    it.each(Object.entries(exposes))('%s default-exports parcel lifecycles', (_key, file) => {
      const lifecycles = require(path.join(dir, file)).default;
      for (const name of ['bootstrap', 'mount', 'unmount', 'update']) {
        expect(typeof lifecycles[name] === 'function' || Array.isArray(lifecycles[name])).toBe(
          true,
        );
      }
    });
  });
}

module.exports = { describeExposedModules };
