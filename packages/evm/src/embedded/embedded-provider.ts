import type { EmbeddedBridge } from '@airlock/core';
import { numberToHex, ProviderRpcError, UserRejectedRequestError } from 'viem';

export interface EmbeddedProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
  on(event: string, listener: (...args: unknown[]) => void): void;
  removeListener(event: string, listener: (...args: unknown[]) => void): void;
}

/** The frame's refusal as an EIP-1193 error: 4001 when the user rejected in the frame. */
function toProviderError(error: unknown): Error {
  const code = (error as { rpcCode?: unknown }).rpcCode;
  if (code === 4001) return new UserRejectedRequestError(error as Error);
  if (typeof code === 'number') return new ProviderRpcError(error as Error, { code, shortMessage: (error as Error).message });
  return error as Error;
}

/**
 * An EIP-1193 provider over the embedded bridge: the account and chain are answered here, a chain
 * switch goes through the connector, everything else is one frame request on the current chain.
 * EIP-5792 (wallet_getCapabilities, wallet_sendCalls, wallet_getCallsStatus) goes to the frame too:
 * the capabilities and call status are reads it runs unasked, so the balance probe never rejects a
 * pending approval, and a batch is approved there like any transaction.
 */
export function createEmbeddedProvider(
  bridge: EmbeddedBridge,
  chainId: () => number,
  switchChain: (chainId: number) => Promise<unknown>,
): EmbeddedProvider {
  return {
    async request({ method, params }) {
      switch (method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return [bridge.user.address];
        case 'eth_chainId':
          return numberToHex(chainId());
        case 'wallet_switchEthereumChain': {
          const wanted = (params as [{ chainId?: string }] | undefined)?.[0]?.chainId;
          if (typeof wanted !== 'string')
            throw new ProviderRpcError(new Error('Expected [{ chainId }]'), { code: -32602, shortMessage: 'Invalid params' });
          await switchChain(Number(wanted));
          return null;
        }
        default:
          try {
            return await bridge.request({ method, ...(params !== undefined ? { params } : {}), chainId: chainId() });
          } catch (error) {
            throw toProviderError(error);
          }
      }
    },
    on() {},
    removeListener() {},
  };
}
