import type { Devnet } from '@airlock/devnet';
import { createPublicClient, createWalletClient, type Hex, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { Network } from '../../src';
import type { SendTransactionRequest } from '../../src/adapter/chain-adapter';
import { SendingAdapter } from '../send/sending-adapter';

/** A SendingAdapter whose account really sends on the devnet's first chain with a devnet key, and reads its real balance. */
export class ChainPayingAdapter extends SendingAdapter {
  private readonly key;
  private readonly rpcUrl: string;
  override readonly address: string;
  /** Transactions the wallet sent for real (the inherited `sent` records every request). */
  hashes: string[] = [];

  constructor(devnet: Devnet, accountIndex: number, networks: Network[]) {
    super(networks);
    this.key = privateKeyToAccount(devnet.accounts[accountIndex]!.privateKey);
    this.address = this.key.address;
    this.rpcUrl = devnet.chains[0].rpcUrl;
  }

  private get reader() {
    return createPublicClient({ transport: http(this.rpcUrl) });
  }

  override async sendTransaction(request?: SendTransactionRequest) {
    await super.sendTransaction(request);
    const wallet = createWalletClient({ account: this.key, transport: http(this.rpcUrl) });
    const hash = await wallet.sendTransaction({
      chain: null,
      to: request!.to as Hex,
      value: request!.value,
      data: request!.data as Hex | undefined,
    });
    this.hashes.push(hash);
    return hash;
  }

  override async getBalance() {
    return { value: await this.reader.getBalance({ address: this.key.address }), decimals: 18, symbol: 'ETH' };
  }

  override async estimateTransactionFee(request: SendTransactionRequest) {
    const gas = await this.reader.estimateGas({
      account: this.key.address,
      to: request.to as Hex,
      value: request.value,
      data: request.data as Hex,
    });
    return { gas, feePerGas: await this.reader.getGasPrice() };
  }

  override async waitForTransaction({ hash }: { hash: string }) {
    const { status } = await this.reader.waitForTransactionReceipt({ hash: hash as Hex });
    return { status };
  }
}
