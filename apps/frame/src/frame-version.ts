import framepackage from '../package.json';

/** Sent in FRAME_READY: the version of this frame build. */
export const FRAME_VERSION: string = framepackage.version;
