import { moduleIdsOf } from '@care/shared';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the shared test is CommonJS, like the webpack presets
const { describeExposedModules } = require('../../../../config/exposed-modules-test.cjs') as {
  describeExposedModules: (dir: string, remote: string, ids: typeof moduleIdsOf) => void;
};

describeExposedModules(`${__dirname}/../../..`, 'mfe_voice', moduleIdsOf);
