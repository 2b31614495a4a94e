import { describeExposedModules } from '@care/shared/testing';

describeExposedModules('mfe_voice', {
  packageDir: `${__dirname}/../..`,
  loadFeature: (feature) => import(`../features/${feature}/index.ts`),
});
