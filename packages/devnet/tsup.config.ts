import { packageBuildConfig } from '../../scripts/package-build-config';

export default packageBuildConfig({
  entry: { index: 'src/index.ts', browser: 'src/browser.ts', cli: 'src/cli/run-devnet-cli.ts' },
  typedEntries: ['index', 'browser'],
  platform: 'node',
});
