/*
 * The sign-in code a dApp with `siwx` loads on first use, as one chunk: each file loaded on its own would add its
 * name to the first load's preload map.
 */
export { needsSiwxSignIn, signInWithX, siwxSessions } from './siwx-actions';
export { askSiwxSignInIfNeeded, recheckSiwxSession } from './siwx-flow';
export { unbindSiwxRecheckOnReturn } from './siwx-recheck-on-return';
export { cancelSiwxSignIn, confirmSiwxSignIn } from './siwx-view-actions';
