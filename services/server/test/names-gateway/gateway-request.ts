import { coinTypeOfChain } from '@airlock/protocol';
import {
  type Address,
  decodeAbiParameters,
  encodeFunctionData,
  encodePacked,
  type Hex,
  keccak256,
  namehash,
  parseAbi,
  recoverAddress,
  stringToBytes,
  toHex,
} from 'viem';

export const DEVNET_COIN_TYPE = coinTypeOfChain(31337);

const abi = parseAbi([
  'function resolve(bytes name, bytes data) view returns (bytes)',
  'function addr(bytes32 node) view returns (address)',
  'function addr(bytes32 node, uint256 coinType) view returns (bytes)',
  'function text(bytes32 node, string key) view returns (string)',
  'function name(bytes32 node) view returns (string)',
]);

/** A resolver call for `name`, as viem encodes it. */
export const recordCall = {
  addr: (name: string) => encodeFunctionData({ abi, functionName: 'addr', args: [namehash(name)] }),
  addrOf: (name: string, coinType: bigint) => encodeFunctionData({ abi, functionName: 'addr', args: [namehash(name), coinType] }),
  text: (name: string, key: string) => encodeFunctionData({ abi, functionName: 'text', args: [namehash(name), key] }),
  name: (name: string) => encodeFunctionData({ abi, functionName: 'name', args: [namehash(name)] }),
};

/** `alice.airlock.id` in DNS wire format, as ENS clients send names. */
export function dnsEncode(name: string): Hex {
  const labels = name.split('.').map((label) => stringToBytes(label));
  return toHex(Uint8Array.from([...labels.flatMap((label) => [label.length, ...label]), 0]));
}

/** What the offchain resolver sends the gateway: resolve(DNS-encoded name, call). */
export const resolveCall = (name: string, call: Hex) => resolveCallOf(dnsEncode(name), call);
export const resolveCallOf = (dnsName: Hex, call: Hex) => encodeFunctionData({ abi, functionName: 'resolve', args: [dnsName, call] });

/** A gateway answer taken apart, its signer recovered as the offchain resolver does. */
export async function openGatewayAnswer(sender: Address, callData: Hex, data: Hex) {
  const [result, expires, signature] = decodeAbiParameters([{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }], data);
  const hash = keccak256(
    encodePacked(
      ['bytes2', 'address', 'uint64', 'bytes32', 'bytes32'],
      ['0x1900', sender, expires, keccak256(callData), keccak256(result)],
    ),
  );
  return { result, expires, signature, signer: await recoverAddress({ hash, signature }) };
}

export const decodeAddress = (result: Hex) => decodeAbiParameters([{ type: 'address' }], result)[0];
export const decodeBytes = (result: Hex) => decodeAbiParameters([{ type: 'bytes' }], result)[0];
export const decodeString = (result: Hex) => decodeAbiParameters([{ type: 'string' }], result)[0];
