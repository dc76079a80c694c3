import type { Decision } from './walletconnect-test-wallet-types';

export const SESSION_PROPOSAL = 'session_proposal';
/** One-click auth (wc_sessionAuthenticate), logged and decided under WalletKit's event name. */
export const SESSION_AUTHENTICATE = 'session_authenticate';

/** Requests a real wallet answers without asking the user; the default decision leaves them alone. */
const silentMethods = new Set(['eth_accounts', 'eth_chainId']);

/** The scripted user: one default answer for proposals and prompts, and per-method overrides. */
export function createDecisions() {
  let fallback: Decision = 'approve';
  const perMethod = new Map<string, Decision>();
  return {
    set(decision: Decision, method?: string): void {
      if (method === undefined) fallback = decision;
      else perMethod.set(method, decision);
    },
    /** `method` is a JSON-RPC method, SESSION_PROPOSAL or SESSION_AUTHENTICATE. */
    rejects(method: string): boolean {
      const decision = perMethod.get(method) ?? (silentMethods.has(method) ? 'approve' : fallback);
      return decision === 'reject';
    },
  };
}

export type Decisions = ReturnType<typeof createDecisions>;
