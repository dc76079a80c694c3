import { packageBuildConfig } from '../../scripts/package-build-config';

export default packageBuildConfig({ entry: { index: 'src/index.ts' }, platform: 'neutral' });
