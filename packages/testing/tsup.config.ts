import { packageBuildConfig } from '../../scripts/package-build-config';

export default packageBuildConfig({
  entry: {
    index: 'src/index.ts',
    playwright: 'src/playwright/index.ts',
    walletconnect: 'src/walletconnect/index.ts',
    'walletconnect-cli': 'src/walletconnect/cli/run-wallet-cli.ts',
  },
  typedEntries: ['index', 'playwright', 'walletconnect'],
  platform: 'node',
});
