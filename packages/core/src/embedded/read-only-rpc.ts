import { SAFE_RPC_METHODS } from '@airlock/protocol';

/** A pending frame call that only reads (spec §6 safe methods): never aborted when another call is refused. */
export function isReadOnlyRpc(payload: unknown): boolean {
  const method = (payload as { method?: unknown } | null | undefined)?.method;
  return typeof method === 'string' && SAFE_RPC_METHODS.has(method);
}
