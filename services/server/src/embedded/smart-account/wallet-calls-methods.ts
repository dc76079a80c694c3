import type { FastifyBaseLogger } from 'fastify';
import { isAddressEqual, type Address } from 'viem';
import type { ChainClient, ChainClients } from '../../blockchain/chain-clients';
import { API_ERRORS } from '../../http/api-error';
import type { EmbeddedUser } from '../embedded-user-store';
import type { KeyVault } from '../key-vault';
import type { SealedKey } from '../sealed-key';
import { EMBEDDED_ERRORS } from '../routes/embedded-errors';
import type { FeePlan, FeeRequest } from '../fees/fee-plan';
import { planTransactionFees, type createEmbeddedTransactionSender } from '../routes/embedded-transaction';
import { preferredAccountType } from './account-type';
import { atomicBatchTransaction, sendAtomicBatch } from './atomic-batch';
import { refuseIfPredictedToRevert } from './revert-prediction';
import { atomicStatus, type AtomicStatus } from './atomic-status';
import { decodeBundleId, encodeBundleId } from './calls-bundle-id';
import { callsStatus, type CallsStatusAnswer } from './calls-status';
import { GAS_PER_CALL_IF_REVERTING, sendSequentialBatch } from './sequential-batch';
import { SMART_ACCOUNT_ERRORS } from './smart-account-errors';
import { batchCalls, capabilityChainIds, requiredCapabilities, sendCallsParam, type BatchCall } from './wallet-calls-params';

const chainHex = (chainId: number) => `0x${chainId.toString(16)}`;

interface BatchInput {
  user: EmbeddedUser;
  key: SealedKey;
  chainId: number;
}

/** A checked batch and how it runs: atomically through `executor` (one transaction), or call by call. */
interface ResolvedBatch {
  chain: ChainClient;
  calls: BatchCall[];
  executor?: Address;
}

/** What a batch will cost before it is approved: one fee plan per transaction, and the delegation its transaction carries, if any. */
export interface BatchPreview {
  chain: ChainClient;
  plans: FeePlan[];
  delegation?: Address;
}

const issues = (error: { issues: { path: PropertyKey[]; message: string }[] }, what: string) =>
  error.issues.map((issue) => `${issue.path.map(String).join('.') || what}: ${issue.message}`).join('; ');

/**
 * EIP-5792 for the embedded account (spec §6): wallet_getCapabilities, wallet_sendCalls and
 * wallet_getCallsStatus. A smart account (the EOA delegated by EIP-7702 to the chain's batch
 * executor) runs a batch atomically in one transaction; an eoa sends its calls one by one.
 */
export function createWalletCallsMethods(deps: {
  chains: ChainClients;
  vault: KeyVault;
  sender: ReturnType<typeof createEmbeddedTransactionSender>;
}) {
  const { chains, vault, sender } = deps;

  function resolveBatch(param: unknown, input: BatchInput): ResolvedBatch {
    const { user, key, chainId } = input;
    const parsed = sendCallsParam.safeParse(param);
    if (!parsed.success) throw EMBEDDED_ERRORS.invalidParams(issues(parsed.error, 'batch'));
    const batch = parsed.data;
    if (batch.from !== undefined && !isAddressEqual(batch.from, key.address)) throw EMBEDDED_ERRORS.notThisAccount();
    if (Number.parseInt(batch.chainId, 16) !== chainId) throw EMBEDDED_ERRORS.invalidParams('the batch names another chain than chainId');
    const unsupported = requiredCapabilities(batch);
    if (unsupported.length > 0) throw SMART_ACCOUNT_ERRORS.unsupportedCapabilities(unsupported);
    const chain = chains.find(String(chainId));
    if (!chain) throw API_ERRORS.networkNotSupported('RPC');
    const calls = batchCalls(batch);
    const executor = chain.config.batchExecutor;
    if (preferredAccountType(user) === 'smartAccount' && executor !== undefined) return { chain, calls, executor };
    if (batch.atomicRequired === true) throw SMART_ACCOUNT_ERRORS.atomicityNotSupported();
    return { chain, calls };
  }

  return {
    /**
     * `[address, chainIds?]` (the address already checked) → `{ "0x<chain>": { atomic: { status } } }` for the configured chains asked
     * about.
     */
    async getCapabilities(
      chainIdsParam: unknown,
      user: EmbeddedUser,
      account: Address,
    ): Promise<Record<string, { atomic: { status: AtomicStatus } }>> {
      let selected = chains.all;
      if (chainIdsParam !== undefined) {
        const parsed = capabilityChainIds.safeParse(chainIdsParam);
        if (!parsed.success) throw EMBEDDED_ERRORS.invalidParams(issues(parsed.error, 'chain ids'));
        const asked = new Set(parsed.data.map((hex) => Number.parseInt(hex, 16)));
        selected = chains.all.filter((chain) => asked.has(chain.config.chainId));
      }
      const type = preferredAccountType(user);
      const statuses = await Promise.all(selected.map((chain) => atomicStatus(chain, type, account)));
      return Object.fromEntries(selected.map((chain, index) => [chainHex(chain.config.chainId), { atomic: { status: statuses[index]! } }]));
    },

    /**
     * `[batch]` → `{ id }`, the id wallet_getCallsStatus reads the batch back from. `fees`: the ones the user approved, one set per
     * transaction.
     */
    async sendCalls(param: unknown, input: BatchInput & { log: FastifyBaseLogger; fees?: FeeRequest[] }): Promise<{ id: string }> {
      const { key, chainId, log, fees } = input;
      const { chain, calls, executor } = resolveBatch(param, input);
      const transactions = executor ? 1 : calls.length;
      if (fees && fees.length !== transactions)
        throw EMBEDDED_ERRORS.invalidParams(`fees: this batch is sent as ${transactions} transaction(s), one set of fees each`);
      if (executor) {
        const hash = await sender.exclusive(key.address, () => sendAtomicBatch({ vault, chain, key, executor, calls }, fees?.[0]));
        return { id: encodeBundleId({ atomic: true, callCount: calls.length, chainId, hashes: [hash] }) };
      }
      const hashes = await sendSequentialBatch({ sender, chain, key, calls, log, ...(fees ? { fees } : {}) });
      return { id: encodeBundleId({ atomic: false, callCount: calls.length, chainId, hashes }) };
    },

    /** `[batch]` checked as sendCalls checks it → the fees it would be sent with now, as the frame shows them before Approve. */
    async previewCalls(param: unknown, input: BatchInput): Promise<BatchPreview> {
      const { key } = input;
      const { chain, calls, executor } = resolveBatch(param, input);
      // A batch the send would refuse (CALLS_WOULD_REVERT) is refused here, before the user is asked.
      if (executor) {
        const { transaction, plan, delegates } = await atomicBatchTransaction({ vault, chain, key, executor, calls });
        await refuseIfPredictedToRevert(chain, key.address, transaction);
        return { chain, plans: [plan], ...(delegates ? { delegation: executor } : {}) };
      }
      await refuseIfPredictedToRevert(chain, key.address, calls[0]!);
      const options = { gasIfReverting: GAS_PER_CALL_IF_REVERTING };
      const plans = await Promise.all(
        calls.map((call) => planTransactionFees(chain, key.address, { to: call.to, value: call.value, data: call.data }, options)),
      );
      return { chain, plans };
    },

    /** `[id]` → the batch's EIP-5792 status, read from the chain the id names. */
    async getCallsStatus(id: unknown, key: SealedKey): Promise<CallsStatusAnswer> {
      const bundle = decodeBundleId(id);
      const chain = bundle && chains.find(String(bundle.chainId));
      if (!bundle || !chain) throw SMART_ACCOUNT_ERRORS.unknownBundleId();
      return callsStatus({ chain, bundle, id: id as string, account: key.address });
    },
  };
}
