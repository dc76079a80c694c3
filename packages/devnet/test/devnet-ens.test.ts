import {
  type Address,
  createPublicClient,
  createWalletClient,
  http,
  labelhash,
  namehash,
  parseAbi,
  type PublicClient,
  toCoinType,
  toFunctionSelector,
  zeroAddress,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEVNET_ACCOUNTS,
  DEVNET_ADDRESSES,
  DEVNET_ENS,
  DEVNET_ENS_RESOLVER_OWNER,
  defineDevnetChain,
  type Devnet,
  loadEnsContractArtifacts,
  startDevnet,
} from '../src/index';
import { DEVNET_DEPLOYER } from '../src/browser';
import { startTestGateway, type TestGateway } from './ens-test-gateway';

const offchainResolverAbi = parseAbi([
  'function owner() view returns (address)',
  'function url() view returns (string)',
  'function setUrl(string newUrl)',
  'function isSigner(address) view returns (bool)',
  'function setSigner(address signer, bool allowed)',
  'function supportsInterface(bytes4) view returns (bool)',
]);

let devnet: Devnet;
let client: PublicClient;
let gateway: TestGateway;
const signerKey = generatePrivateKey();
const alice = DEVNET_ACCOUNTS[3].address;
const bob = DEVNET_ACCOUNTS[4].address;

beforeAll(async () => {
  [devnet, gateway] = await Promise.all([startDevnet(), startTestGateway(signerKey)]);
  const chain = defineDevnetChain(devnet.chains[0]);
  client = createPublicClient({ chain, transport: http(devnet.chains[0].rpcUrl) });
  const owner = createWalletClient({ account: privateKeyToAccount(DEVNET_ENS_RESOLVER_OWNER.privateKey), chain, transport: http() });
  const resolver = DEVNET_ADDRESSES.ensOffchainResolver;
  for (const hash of [
    await owner.writeContract({ address: resolver, abi: offchainResolverAbi, functionName: 'setUrl', args: [gateway.url] }),
    await owner.writeContract({
      address: resolver,
      abi: offchainResolverAbi,
      functionName: 'setSigner',
      args: [privateKeyToAccount(signerKey).address, true],
    }),
  ]) {
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success');
  }
}, 60_000);

afterAll(async () => {
  await Promise.all([devnet?.stop(), gateway?.stop()]);
});

describe('the devnet’s ENS', () => {
  it('compiles the contracts into the artifacts seeding deploys', async () => {
    const artifacts = loadEnsContractArtifacts();
    expect(Object.keys(artifacts).sort()).toEqual(['ENSRegistry', 'OffchainResolver', 'PublicResolver', 'UniversalResolver']);
    const resolver = DEVNET_ADDRESSES.ensOffchainResolver;
    expect(await client.readContract({ address: resolver, abi: offchainResolverAbi, functionName: 'owner' })).toBe(
      DEVNET_ENS_RESOLVER_OWNER.address,
    );
    for (const [interfaceId, supported] of [
      ['0x01ffc9a7', true],
      ['0x9061b923', true],
      ['0x3b3b57de', false],
    ] as const) {
      expect(
        await client.readContract({ address: resolver, abi: offchainResolverAbi, functionName: 'supportsInterface', args: [interfaceId] }),
      ).toBe(supported);
    }
  });

  it('resolves the on-chain name forward, reverse and its text records with viem alone', async () => {
    const { name, address, texts } = DEVNET_ENS.onchainName;
    expect(await client.getEnsAddress({ name })).toBe(address);
    // addr(bytes32,uint256) answers bytes, which viem returns as they are: lower case.
    expect(await client.getEnsAddress({ name, coinType: 60n })).toBe(address.toLowerCase());
    expect(await client.getEnsName({ address })).toBe(name);
    expect(await client.getEnsText({ name, key: 'description' })).toBe(texts.description);
    expect(await client.getEnsText({ name, key: 'unset' })).toBeNull();
    expect(await client.getEnsResolver({ name })).toBe(DEVNET_ADDRESSES.ensPublicResolver);
  });

  it('answers null for names and addresses nobody registered', async () => {
    expect(await client.getEnsAddress({ name: 'nobody.eth' })).toBeNull();
    expect(await client.getEnsAddress({ name: 'nobody.example' })).toBeNull();
    expect(await client.getEnsText({ name: 'nobody.eth', key: 'avatar' })).toBeNull();
    // addr.reverse resolves through the gateway, which knows no name for this address.
    expect(await client.getEnsName({ address: DEVNET_ACCOUNTS[8].address })).toBeNull();
  });

  it('resolves a name under airlock.id through CCIP-read, signed by the resolver’s signer', async () => {
    gateway.records.set('alice.airlock.id', { address: alice, texts: { avatar: `${gateway.baseUrl}/avatar.png` } });
    gateway.records.set(`${alice.slice(2).toLowerCase()}.addr.reverse`, { name: 'alice.airlock.id' });
    const before = gateway.requests.length;
    expect(await client.getEnsAddress({ name: 'alice.airlock.id' })).toBe(alice);
    expect(gateway.requests.slice(before)[0]).toMatch(
      new RegExp(`^GET /gateway/${DEVNET_ADDRESSES.ensOffchainResolver.toLowerCase()}/0x9061b923[0-9a-f]+\\.json$`),
    );
    expect(await client.getEnsAddress({ name: 'alice.airlock.id', coinType: toCoinType(31337) })).toBe(alice.toLowerCase());
    expect(await client.getEnsText({ name: 'alice.airlock.id', key: 'avatar' })).toBe(`${gateway.baseUrl}/avatar.png`);
    expect(await client.getEnsAvatar({ name: 'alice.airlock.id' })).toBe(`${gateway.baseUrl}/avatar.png`);
    expect(await client.getEnsName({ address: alice })).toBe('alice.airlock.id');
    expect(await client.getEnsAddress({ name: 'carol.airlock.id' })).toBeNull();
  });

  it('answers null when the reverse name does not resolve back to the address', async () => {
    gateway.records.set(`${bob.slice(2).toLowerCase()}.addr.reverse`, { name: 'alice.airlock.id' });
    expect(await client.getEnsName({ address: bob })).toBeNull();
    await expect(client.getEnsName({ address: bob, strict: true })).rejects.toThrow(/ReverseAddressMismatch/);
  });

  it('refuses answers signed by another key or expired', async () => {
    gateway.records.set('mallory.airlock.id', { address: bob });
    gateway.signing.signerKey = generatePrivateKey();
    await expect(client.getEnsAddress({ name: 'mallory.airlock.id' })).rejects.toThrow(toFunctionSelector('InvalidSignature()'));
    gateway.signing.signerKey = signerKey;
    gateway.signing.ttlSeconds = -60;
    await expect(client.getEnsAddress({ name: 'mallory.airlock.id' })).rejects.toThrow(toFunctionSelector('SignatureExpired(uint64)'));
    gateway.signing.ttlSeconds = 300;
    expect(await client.getEnsAddress({ name: 'mallory.airlock.id' })).toBe(bob);
  });

  it('lets only the owner change the gateway and its signers', async () => {
    const stranger = createWalletClient({
      account: privateKeyToAccount(DEVNET_ACCOUNTS[5].privateKey),
      chain: defineDevnetChain(devnet.chains[0]),
      transport: http(devnet.chains[0].rpcUrl),
    });
    const resolver = DEVNET_ADDRESSES.ensOffchainResolver;
    await expect(
      stranger.writeContract({
        address: resolver,
        abi: offchainResolverAbi,
        functionName: 'setSigner',
        args: [zeroAddress as Address, true],
      }),
    ).rejects.toThrow();
    expect(await client.readContract({ address: resolver, abi: offchainResolverAbi, functionName: 'url' })).toBe(gateway.url);
    expect(namehash(DEVNET_ENS.suffix)).toMatch(/^0x[0-9a-f]{64}$/);
  });

  it('lets only a node’s owner, or an operator it approved, change the registry and the public resolver', async () => {
    const chain = defineDevnetChain(devnet.chains[0]);
    const wallet = (index: number) =>
      createWalletClient({
        account: privateKeyToAccount(DEVNET_ACCOUNTS[index]!.privateKey),
        chain,
        transport: http(devnet.chains[0].rpcUrl),
      });
    const [owner, operator, stranger] = [wallet(6), wallet(7), wallet(5)];
    const { ENSRegistry, PublicResolver } = loadEnsContractArtifacts();
    const registry = { address: DEVNET_ADDRESSES.ensRegistry, abi: ENSRegistry.abi } as const;
    const resolver = { address: DEVNET_ADDRESSES.ensPublicResolver, abi: PublicResolver.abi } as const;
    const mined = async (hash: Promise<`0x${string}`>) =>
      expect((await client.waitForTransactionReceipt({ hash: await hash })).status).toBe('success');
    const deployer = createWalletClient({
      account: privateKeyToAccount(DEVNET_DEPLOYER.privateKey),
      chain,
      transport: http(devnet.chains[0].rpcUrl),
    });
    // The deployer owns eth: it hands carol.eth to `owner`.
    await mined(
      deployer.writeContract({
        ...registry,
        functionName: 'setSubnodeOwner',
        args: [namehash('eth'), labelhash('carol'), owner.account.address],
      }),
    );
    const node = namehash('carol.eth');
    await expect(
      stranger.writeContract({ ...registry, functionName: 'setResolver', args: [node, DEVNET_ADDRESSES.ensPublicResolver] }),
    ).rejects.toThrow(/Unauthorised/);
    await expect(operator.writeContract({ ...resolver, functionName: 'setText', args: [node, 'url', 'x'] })).rejects.toThrow(
      /Unauthorised/,
    );
    await mined(owner.writeContract({ ...registry, functionName: 'setApprovalForAll', args: [operator.account.address, true] }));
    await mined(operator.writeContract({ ...registry, functionName: 'setResolver', args: [node, DEVNET_ADDRESSES.ensPublicResolver] }));
    await mined(operator.writeContract({ ...resolver, functionName: 'setAddr', args: [node, owner.account.address] }));
    await mined(owner.writeContract({ ...resolver, functionName: 'setText', args: [node, 'url', 'https://carol.example'] }));
    expect(await client.getEnsAddress({ name: 'carol.eth' })).toBe(owner.account.address);
    expect(await client.getEnsText({ name: 'carol.eth', key: 'url' })).toBe('https://carol.example');
    // No reverse record for the owner: its primary name is not carol.eth, though carol.eth points at it.
    expect(await client.getEnsName({ address: owner.account.address })).toBeNull();
  });
});
