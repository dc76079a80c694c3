/** Spec §8, word for word: the active network has no swap support (the server lists no tokens for it, or says so). */
export const SWAP_NETWORK_NOT_SUPPORTED = 'Network not supported for Swaps';
