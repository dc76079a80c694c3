import { startDevnet, type Devnet } from '@airlock/devnet';
import { formatSiwxMessage } from '@airlock/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  concatHex,
  createPublicClient,
  createTestClient,
  getContractAddress,
  type Hex,
  http,
  keccak256,
  serializeErc6492Signature,
  toHex,
} from 'viem';
import type { AirlockServer } from '../src/app/build-server';
import { devnetChainConfigs } from './support/devnet-chain-configs';
import { buildTestServer } from './support/test-server';
import { freshAccount, messageOf, siwxClient } from './siwx-harness';

/**
 * Two EIP-1271 wallets in raw EVM code, answering isValidSignature (or any call) with one fixed
 * 4-byte value: the magic value 0x1626ba7e ("valid") or 0xffffffff ("not valid"). They stand for
 * smart accounts whose own rules accept or refuse the signature; the server must ask the chain.
 */
const answeringRuntime = (answer: Hex) => concatHex(['0x63', answer, '0x60e01b60005260206000f3']);
const ACCEPTING = answeringRuntime('0x1626ba7e');
const REFUSING = answeringRuntime('0xffffffff');
/** Init code returning a 16-byte runtime: PUSH16 runtime, PUSH1 0, MSTORE, PUSH1 16, PUSH1 16, RETURN. */
const initCodeOf = (runtime: Hex) => concatHex(['0x6f', runtime, '0x60005260106010f3']);
/** The CREATE2 deployer anvil has at start (Arachnid's deterministic deployment proxy). */
const CREATE2_DEPLOYER = '0x4e59b44847b379578588920ca78fbf26c0b4956c';

describe('Sign in with X with smart accounts (EIP-1271, ERC-6492)', () => {
  let devnet: Devnet;
  let server: AirlockServer;
  let siwx: ReturnType<typeof siwxClient>;
  beforeAll(async () => {
    devnet = await startDevnet();
    server = await buildTestServer({ chains: devnetChainConfigs(devnet.chains.map((chain) => chain.rpcUrl)) });
    siwx = siwxClient(server);
  });
  afterAll(async () => {
    await server?.close();
    await devnet?.stop();
  });

  const anvil = () => createTestClient({ mode: 'anvil', transport: http(devnet.chains[0].rpcUrl) });
  /** A message for `address` (a contract), signed by some key: only the contract's answer can make it valid. */
  const signedFor = async (address: Hex) => {
    const signer = freshAccount();
    const fields = siwx.fields(signer, await siwx.nonce(), { accountAddress: address });
    const message = formatSiwxMessage(fields);
    return { message, signature: await signer.signMessage({ message }) };
  };

  it('signs in a deployed contract account whose isValidSignature accepts, and refuses one whose refuses (EIP-1271)', async () => {
    const accepting = freshAccount().address;
    const refusing = freshAccount().address;
    await anvil().setCode({ address: accepting, bytecode: ACCEPTING });
    await anvil().setCode({ address: refusing, bytecode: REFUSING });
    const signedIn = await siwx.postSession(await signedFor(accepting));
    expect(signedIn.statusCode).toBe(201);
    expect(signedIn.json()).toMatchObject({ account: `eip155:31337:${accepting}` });
    const refused = await siwx.postSession(await signedFor(refusing));
    expect(refused.statusCode).toBe(401);
    expect(messageOf(refused)).toBe("Signature does not match the message's address");
  });

  it('signs in an account not deployed yet, from its ERC-6492 signature (factory and its call)', async () => {
    const salt = keccak256(toHex(`siwx-6492-${Date.now()}`));
    const initCode = initCodeOf(ACCEPTING);
    const address = getContractAddress({ opcode: 'CREATE2', from: CREATE2_DEPLOYER, salt, bytecode: initCode });
    expect(await createPublicClient({ transport: http(devnet.chains[0].rpcUrl) }).getCode({ address })).toBeUndefined();
    const { message, signature } = await signedFor(address);
    const wrapped = serializeErc6492Signature({ address: CREATE2_DEPLOYER, data: concatHex([salt, initCode]), signature });
    const signedIn = await siwx.postSession({ message, signature: wrapped });
    expect(signedIn.statusCode).toBe(201);
    expect(signedIn.json()).toMatchObject({ account: `eip155:31337:${address}` });
  });

  it("answers 503 when a contract account's chain cannot be reached, storing nothing", async () => {
    const chains = devnetChainConfigs(['http://127.0.0.1:9']);
    const offline = await buildTestServer({ chains });
    try {
      const client = siwxClient(offline);
      const signer = freshAccount();
      const message = formatSiwxMessage(client.fields(signer, await client.nonce(), { accountAddress: freshAccount().address }));
      const response = await client.postSession({ message, signature: await signer.signMessage({ message }) });
      expect(response.statusCode).toBe(503);
      expect(messageOf(response)).toBe('RPC upstream unavailable');
      // An EOA's signature needs no call: it signs in while the chain is away.
      expect((await client.postSession(await client.signed(signer, await client.nonce()))).statusCode).toBe(201);
    } finally {
      await offline.close();
    }
  });
});
