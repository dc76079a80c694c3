import type { FastifyBaseLogger } from 'fastify';
import {
  BaseError,
  createWalletClient,
  erc20Abi,
  keccak256,
  type Account,
  type Chain,
  type Hash,
  type Hex,
  type Transport,
  type WalletClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { viemChainOf, viemTransportOf, type ChainClient, type ChainClients } from '../../blockchain/chain-clients';
import { isRpcUnavailable } from '../../blockchain/upstream-failure';
import type { OnrampOrderRecord, OnrampOrderStore } from '../onramp-order-store';
import { TREASURY_EMPTY_REASON, TreasuryEmptyError } from './treasury-empty-error';
import { treasuryTransferFor } from './treasury-transfer';

const RECEIPT_TIMEOUT_MS = 30_000;
const REVERTED_REASON = 'The transfer of your purchase failed on chain: nothing was charged.';
const REFUSED_REASON = 'The network refused the transfer of your purchase: nothing was charged.';

type TreasuryWallet = WalletClient<Transport, Chain, Account>;

export interface SandboxTreasury {
  /**
   * Delivers a claimed (processing) order from the chain's treasury and resolves with the order as it ends: completed,
   * or failed with a reason (TreasuryEmptyError is thrown after the order is marked failed). Sends on one chain run one
   * at a time, so they never race for a nonce.
   */
  deliver(order: OnrampOrderRecord): Promise<OnrampOrderRecord>;
  /**
   * Finishes what a stopped process left processing (untouched for `idleMs`, so another live process's sends are left
   * alone): confirms, re-broadcasts or signs again, never sending twice.
   */
  recover(idleMs: number): Promise<void>;
}

/** A node's answer that the nonce is used: by this very transaction (already mined or pooled) or by another one. */
function isNonceUsed(error: unknown): boolean {
  const text = error instanceof BaseError ? `${error.details} ${error.shortMessage}` : String(error);
  return /nonce too low|already known|nonce has already been used|replacement transaction underpriced/i.test(text);
}

export function createSandboxTreasury(deps: { chains: ChainClients; orders: OnrampOrderStore; log: FastifyBaseLogger }): SandboxTreasury {
  const { chains, orders, log } = deps;
  const queues = new Map<string, Promise<unknown>>();
  const wallets = new Map<string, TreasuryWallet>();

  const walletFor = (chain: ChainClient): TreasuryWallet => {
    let wallet = wallets.get(chain.config.caipNetworkId);
    if (!wallet) {
      wallet = createWalletClient({
        account: privateKeyToAccount(chain.config.onramp!.treasuryKey),
        chain: viemChainOf(chain.config),
        transport: viemTransportOf(chain.rpc),
      });
      wallets.set(chain.config.caipNetworkId, wallet);
    }
    return wallet;
  };

  const inQueue = <T>(network: string, task: () => Promise<T>): Promise<T> => {
    const result = (queues.get(network) ?? Promise.resolve()).catch(() => undefined).then(task);
    queues.set(network, result);
    return result;
  };

  const reload = async (id: string) => (await orders.get(id))!;

  const settle = async (chain: ChainClient, order: OnrampOrderRecord, hash: Hash) => {
    const receipt = await chain.client.waitForTransactionReceipt({ hash, timeout: RECEIPT_TIMEOUT_MS });
    if (receipt.status === 'success') await orders.complete(order.id, hash);
    else await orders.fail(order.id, REVERTED_REASON);
    return reload(order.id);
  };

  const broadcast = async (chain: ChainClient, order: OnrampOrderRecord, raw: Hex, hash: Hash) => {
    try {
      await chain.client.sendRawTransaction({ serializedTransaction: raw });
    } catch (error) {
      if (isRpcUnavailable(error)) throw error; // stays processing with its signed transfer: recover() sends it later
      if (!isNonceUsed(error)) {
        log.warn({ err: error, orderId: order.id }, 'on-ramp sandbox: the node refused a treasury transfer');
        await orders.fail(order.id, REFUSED_REASON);
        return reload(order.id);
      }
    }
    return settle(chain, order, hash);
  };

  const signAndSend = async (chain: ChainClient, order: OnrampOrderRecord): Promise<OnrampOrderRecord> => {
    const wallet = walletFor(chain);
    const transfer = treasuryTransferFor(chain, order);
    const from = wallet.account.address;
    const [nativeHeld, tokenHeld] = await Promise.all([
      chain.client.getBalance({ address: from }),
      transfer.token
        ? chain.client.readContract({ address: transfer.token, abi: erc20Abi, functionName: 'balanceOf', args: [from] })
        : Promise.resolve(0n),
    ]);
    const empty = async (detail: string) => {
      await orders.fail(order.id, TREASURY_EMPTY_REASON);
      throw new TreasuryEmptyError(chain.config.caipNetworkId, detail);
    };
    if (transfer.token && tokenHeld < transfer.units) return empty(`holds ${tokenHeld} units of ${order.purchaseCurrency}`);
    const prepared = await wallet.prepareTransactionRequest(transfer.call);
    const gasPrice = prepared.maxFeePerGas ?? prepared.gasPrice ?? 0n;
    if (nativeHeld < (transfer.call.value ?? 0n) + prepared.gas * gasPrice) return empty(`holds ${nativeHeld} wei`);
    const raw = await wallet.signTransaction(prepared);
    const hash = keccak256(raw);
    // Stored before it is broadcast: a process stopped from here on leaves a transfer recover() can only send once.
    await orders.recordSigned(order.id, raw, hash);
    return broadcast(chain, order, raw, hash);
  };

  const resume = async (chain: ChainClient, order: OnrampOrderRecord): Promise<OnrampOrderRecord> => {
    if (!order.rawTransaction || !order.transactionHash) return signAndSend(chain, order);
    const hash = order.transactionHash as Hash;
    const mined = await chain.client.getTransactionReceipt({ hash }).catch(() => undefined);
    if (mined) return settle(chain, order, hash);
    try {
      await chain.client.sendRawTransaction({ serializedTransaction: order.rawTransaction as Hex });
    } catch (error) {
      if (isRpcUnavailable(error) || !isNonceUsed(error)) throw error;
      const minedMeanwhile = await chain.client.getTransactionReceipt({ hash }).catch(() => undefined);
      if (minedMeanwhile) return settle(chain, order, hash);
      // Its nonce went to another transaction, so this one can never be mined: nothing was delivered yet.
      await orders.forgetSigned(order.id);
      return signAndSend(chain, { ...order, rawTransaction: null, transactionHash: null });
    }
    return settle(chain, order, hash);
  };

  const chainOf = (order: OnrampOrderRecord) => {
    const chain = chains.find(order.network);
    if (!chain?.config.onramp) throw new Error(`No sandbox treasury on ${order.network}`);
    return chain;
  };

  // Read again in the chain's queue: a delivery and a recovery of one order may both have been queued, and only the
  // first may act on it as it was.
  const carryOn = async (id: string): Promise<OnrampOrderRecord> => {
    const current = await reload(id);
    return current.status === 'processing' ? resume(chainOf(current), current) : current;
  };

  return {
    deliver(order) {
      return inQueue(order.network, () => carryOn(order.id));
    },
    async recover(idleMs) {
      const left = await orders.leaseIdle('sandbox', idleMs);
      await Promise.all(
        left.map((order) =>
          inQueue(order.network, () => carryOn(order.id)).catch((error: unknown) => {
            if (!(error instanceof TreasuryEmptyError)) log.warn({ err: error, orderId: order.id }, 'on-ramp sandbox: recovery failed');
          }),
        ),
      );
    },
  };
}
