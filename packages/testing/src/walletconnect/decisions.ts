import type { Decision } from './walletconnect-test-wallet-types';

export const SESSION_PROPOSAL = 'session_proposal';

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
    /** `method` is a JSON-RPC method or SESSION_PROPOSAL. */
    rejects(method: string): boolean {
      const decision = perMethod.get(method) ?? (silentMethods.has(method) ? 'approve' : fallback);
      return decision === 'reject';
    },
  };
}

export type Decisions = ReturnType<typeof createDecisions>;
