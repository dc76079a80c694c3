/**
 * The embedded wallet as an adapter sees it: a signed-in user and a way to ask the secure frame.
 * Core builds it around the frame client; an adapter wraps it as its chain's provider.
 */
export interface EmbeddedBridge {
  readonly user: { address: string; chainId: number | string; email?: string | null; userName?: string | null };
  /** One wallet call, run by the frame (unsafe ones after the user approved them in it). */
  request(args: { method: string; params?: unknown; chainId: number | string }): Promise<unknown>;
  switchNetwork(chainId: number | string): Promise<void>;
  /** Ends the session in the frame and on the server. */
  signOut(): Promise<void>;
}
