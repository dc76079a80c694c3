import { packageBuildConfig } from '../../scripts/package-build-config';

// The library entry (typed) and the CLI that bin/airlock-server.mjs runs; npm dependencies and @airlock/protocol stay external.
export default packageBuildConfig({ entry: { index: 'src/index.ts', cli: 'src/cli/main.ts' }, typedEntries: ['index'], platform: 'node' });
