import { hexToNumber, isAddressEqual, isHex, numberToHex, type Address } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import type { CallRpc } from '../provider/json-rpc-client';
import type { TestWalletChain } from '../provider/test-wallet-types';
import { parseTransactionRequest, prepareTransaction } from '../provider/transaction-request';
import {
  invalidParamsError,
  unauthorizedError,
  unrecognizedChainError,
  unsupportedMethodError,
  userRejectedError,
} from '../provider/wallet-rpc-error';
import { parseEip155ChainId } from './eip155-namespace';
import { ethSign, personalSign, signTypedDataV4 } from './eip155-sign-requests';

export interface Eip155Wallet {
  account: PrivateKeyAccount;
  callRpc: CallRpc;
  findChain(chainId: number): TestWalletChain | undefined;
  /** The wallet-side chain switch: session update if needed, then chainChanged. */
  switchChain(chainId: number): Promise<void>;
}

function parseHexChainId(param: unknown): number {
  const chainId = (param as { chainId?: unknown } | undefined)?.chainId;
  if (typeof chainId !== 'string' || !isHex(chainId)) throw invalidParamsError('Expected [{ chainId: hex }].');
  return hexToNumber(chainId);
}

async function sendTransaction(wallet: Eip155Wallet, chain: TestWalletChain, param: unknown) {
  const transaction = parseTransactionRequest(param);
  const from = (transaction.from ?? wallet.account.address) as Address;
  if (!isAddressEqual(from, wallet.account.address)) throw unauthorizedError();
  const prepared = await prepareTransaction(wallet.callRpc, chain.rpcUrl, chain.chainId, wallet.account.address, transaction);
  const signed = await wallet.account.signTransaction(prepared);
  return wallet.callRpc(chain.rpcUrl, 'eth_sendRawTransaction', [signed]);
}

/** Answers one eip155 request addressed to `caipChainId`; throws a WalletRpcError to answer with an error. */
export async function handleEip155Request(wallet: Eip155Wallet, caipChainId: string, method: string, params: unknown): Promise<unknown> {
  const list = Array.isArray(params) ? (params as unknown[]) : [];
  const chainId = parseEip155ChainId(caipChainId);
  const chain = chainId === undefined ? undefined : wallet.findChain(chainId);
  if (!chain) throw unrecognizedChainError(chainId ?? 0);

  switch (method) {
    case 'eth_accounts':
      return [wallet.account.address];
    case 'eth_chainId':
      return numberToHex(chain.chainId);
    case 'personal_sign':
      return personalSign(wallet.account, list);
    case 'eth_sign':
      return ethSign(wallet.account, list);
    case 'eth_signTypedData_v4':
      return signTypedDataV4(wallet.account, list);
    case 'eth_sendTransaction':
      return sendTransaction(wallet, chain, list[0]);
    case 'wallet_switchEthereumChain': {
      const target = parseHexChainId(list[0]);
      if (!wallet.findChain(target)) throw unrecognizedChainError(target);
      await wallet.switchChain(target);
      return null;
    }
    case 'wallet_addEthereumChain': {
      // Adding a chain would make the wallet call an RPC URL the test did not configure: the user declines.
      const target = parseHexChainId(list[0]);
      if (!wallet.findChain(target)) throw userRejectedError();
      await wallet.switchChain(target);
      return null;
    }
    default:
      throw unsupportedMethodError(method);
  }
}
