import type { Devnet } from '@airlock/devnet';
import type { LightMyRequestResponse } from 'fastify';
import { createWalletClient, erc20Abi, type Hash, http, parseUnits, publicActions } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { AirlockServer } from '../src/app/build-server';
import { DEMO_PROJECT_ID } from '../src/projects/project-id';

export const messageOf = (response: LightMyRequestResponse) => (response.json() as { message: string }).message;

/** A fresh address to be paid, so tests sharing a database and a devnet never see each other's transfers. */
export const freshRecipient = () => privateKeyToAccount(generatePrivateKey()).address;

/** The Pay routes as a page and a dApp's server call them, through `app.inject`. */
export function payClient(server: AirlockServer, projectId = DEMO_PROJECT_ID) {
  const url = (path: string) => `${path}?projectId=${projectId}`;
  return {
    create: (payload: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
      server.app.inject({ method: 'POST', url: url('/v1/pay'), payload, remoteAddress }),
    attach: (id: string, hash: string) =>
      server.app.inject({ method: 'POST', url: url(`/v1/pay/${id}/transaction`), payload: { hash }, remoteAddress: '127.0.0.1' }),
    receipt: (id: string) => server.app.inject({ method: 'GET', url: url(`/v1/pay/${id}`), remoteAddress: '127.0.0.1' }),
  };
}

/** A devnet account (seeded with ETH and USDC) that pays: transfers wait until mined unless `wait` is false. */
export function devnetPayer(devnet: Devnet, index: number) {
  const account = privateKeyToAccount(devnet.accounts[index]!.privateKey);
  const wallet = createWalletClient({ account, transport: http(devnet.chains[0].rpcUrl) }).extend(publicActions);
  const mined = async (hash: Hash, wait: boolean) => (wait ? (await wallet.waitForTransactionReceipt({ hash }), hash) : hash);
  return {
    address: account.address,
    async usdc(to: `0x${string}`, amount: string, wait = true) {
      const hash = await wallet.writeContract({
        address: devnet.addresses.usdc,
        abi: erc20Abi,
        chain: null,
        functionName: 'transfer',
        args: [to, parseUnits(amount, 6)],
        gas: 100_000n,
      });
      return mined(hash, wait);
    },
    async eth(to: `0x${string}`, amount: string, wait = true) {
      return mined(await wallet.sendTransaction({ chain: null, to, value: parseUnits(amount, 18) }), wait);
    },
  };
}
