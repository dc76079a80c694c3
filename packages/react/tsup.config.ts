import { packageBuildConfig } from '../../scripts/package-build-config';

// Every module renders or holds client state, so React Server Components frameworks must treat all of it as client code.
export default packageBuildConfig({ entry: { index: 'src/index.ts' }, platform: 'neutral', perModule: true, banner: "'use client';" });
