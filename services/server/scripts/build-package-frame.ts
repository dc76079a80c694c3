// Builds the embedded wallet's frame into this package (frame/), so the published server serves it with no checkout around.
import { buildFrame } from '../../../scripts/build-demo';
import { PACKAGED_FRAME_DIR } from '../src/frame-host/frame-dir';

await buildFrame({ outDir: PACKAGED_FRAME_DIR, quiet: true });
console.log(`@airlock/server: frame built into ${PACKAGED_FRAME_DIR}`);
