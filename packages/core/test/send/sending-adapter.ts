import type { Network, TransactionFeeEstimate } from '../../src';
import type { SendTransactionRequest } from '../../src/adapter/chain-adapter';
import { ChainNodeError, UserRejectedRequestError } from '../../src';
import { devnet, devnetL2, walletA, walletB } from '../fixtures';
import { MemoryAdapter } from '../memory-adapter';

/** A MemoryAdapter that also estimates fees, records what it sends and lets the test mine (or fail) each transaction. */
export class SendingAdapter extends MemoryAdapter {
  sent: SendTransactionRequest[] = [];
  estimated: SendTransactionRequest[] = [];
  fee: TransactionFeeEstimate = { gas: 21_000n, feePerGas: 2_000_000_000n };
  nextSendError: Error | undefined;
  /** While set, fee estimates wait for it (a slow node). */
  estimatesHeld: Promise<void> | undefined;
  private mined = new Map<string, { resolve: (status: 'success' | 'reverted') => void; reject: (error: unknown) => void }>();

  constructor(networks: Network[] = [devnet, devnetL2]) {
    super(networks, [walletA, walletB]);
  }

  // Optional only to match MemoryAdapter's signature; the client always passes the request.
  override async sendTransaction(request?: SendTransactionRequest) {
    if (!request) throw new Error('no transaction to send');
    if (this.nextSendError) {
      const error = this.nextSendError;
      this.nextSendError = undefined;
      throw error;
    }
    this.sent.push(request);
    return `0x${this.sent.length.toString(16).padStart(64, '0')}`;
  }

  async estimateTransactionFee(request: SendTransactionRequest) {
    this.estimated.push(request);
    await this.estimatesHeld;
    return this.fee;
  }

  waitForTransaction({ hash }: { hash: string }) {
    return new Promise<{ status: 'success' | 'reverted' }>((resolve, reject) =>
      this.mined.set(hash, { resolve: (status) => resolve({ status }), reject }),
    );
  }

  mine(hash: string, status: 'success' | 'reverted' = 'success') {
    this.mined.get(hash)?.resolve(status);
  }

  /** Waiting for the receipt fails (the node unreachable, a module that did not load): the chain said nothing. */
  loseTrackOf(hash: string, error: unknown) {
    this.mined.get(hash)?.reject(error);
  }

  static rejected() {
    return new UserRejectedRequestError();
  }

  static insufficientFunds() {
    return new ChainNodeError('insufficientFunds');
  }
}
