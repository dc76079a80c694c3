/**
 * The client id under which messages that came from the WalletConnect network are stored here, and
 * under which the forwarder notes what it has carried upstream (a receipt, as a client's ack is).
 * Not a did:key, so no relay client can be it.
 */
export const UPSTREAM_CLIENT_ID = 'walletconnect-network';
/** The address whose byte quota messages from the WalletConnect network count against. */
export const UPSTREAM_ADDRESS = 'walletconnect-network';
