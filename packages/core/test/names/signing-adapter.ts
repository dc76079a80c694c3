import { privateKeyToAccount } from 'viem/accounts';
import { UserRejectedRequestError, type Network } from '../../src';
import { SendingAdapter } from '../send/sending-adapter';
import { devnet, devnetL2 } from '../fixtures';

/** Anvil's first dev account: a real key, so its personal_sign signatures verify. */
const DEV_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';

/** A SendingAdapter whose account signs messages with a real key (EIP-191), or refuses the next one when told. */
export class SigningAdapter extends SendingAdapter {
  private readonly key = privateKeyToAccount(DEV_KEY);
  override readonly address: string = this.key.address;
  signed: string[] = [];
  rejectNextSign = false;

  constructor(networks: Network[] = [devnet, devnetL2]) {
    super(networks);
  }

  override async signMessage({ message }: { message: string }): Promise<string> {
    if (this.rejectNextSign) {
      this.rejectNextSign = false;
      throw new UserRejectedRequestError();
    }
    this.signed.push(message);
    return this.key.signMessage({ message });
  }
}

/** The devnets as `@airlock/evm` defines them: not test networks (their prices and names are real to the modal). */
export const namedDevnet: Network = { ...devnet, testnet: false };
export const namedDevnetL2: Network = { ...devnetL2, testnet: false };
