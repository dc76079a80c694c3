import { type Address, encodeAbiParameters, encodePacked, type Hex, keccak256 } from 'viem';
import { sign } from 'viem/accounts';
import type { GatewaySigningKey } from './gateway-signing-key';

/** How long a signed answer is valid: a resolver refuses it after this. */
export const GATEWAY_ANSWER_TTL_SECONDS = 300;
/** A signed answer is handed out again for this long, so a warm lookup costs no signature. */
const REUSE_SECONDS = 60;
const MAX_CACHED_ANSWERS = 10_000;

/**
 * Signs gateway answers as the ENS offchain resolver verifies them: abi.encode(result, expires, signature), the
 * signature a raw secp256k1 one over keccak256(0x1900 ‖ resolver ‖ expires ‖ keccak256(callData) ‖ keccak256(result)).
 */
export function createGatewayAnswerSigner(signingKey: () => Promise<GatewaySigningKey>, now: () => number = Date.now) {
  const cache = new Map<string, { response: Hex; reuseUntil: number }>();

  return async (resolver: Address, callData: Hex, result: Hex): Promise<Hex> => {
    const callHash = keccak256(callData);
    const resultHash = keccak256(result);
    const cacheKey = `${resolver.toLowerCase()}${callHash}${resultHash}`;
    const cached = cache.get(cacheKey);
    if (cached && cached.reuseUntil > now()) return cached.response;

    const { privateKey } = await signingKey();
    const expires = BigInt(Math.floor(now() / 1000) + GATEWAY_ANSWER_TTL_SECONDS);
    const digest = keccak256(
      encodePacked(['bytes2', 'address', 'uint64', 'bytes32', 'bytes32'], ['0x1900', resolver, expires, callHash, resultHash]),
    );
    const signature = await sign({ hash: digest, privateKey, to: 'hex' });
    const response = encodeAbiParameters([{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }], [result, expires, signature]);
    cache.delete(cacheKey);
    if (cache.size >= MAX_CACHED_ANSWERS) cache.delete(cache.keys().next().value!);
    cache.set(cacheKey, { response, reuseUntil: now() + REUSE_SECONDS * 1000 });
    return response;
  };
}
