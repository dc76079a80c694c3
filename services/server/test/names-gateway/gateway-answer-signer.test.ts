import { DEVNET_ADDRESSES } from '@airlock/devnet';
import { type Hex, keccak256, toHex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { createGatewayAnswerSigner, GATEWAY_ANSWER_TTL_SECONDS } from '../../src/names-gateway/gateway-answer-signer';
import { openGatewayAnswer } from './gateway-request';

const privateKey = generatePrivateKey();
const resolver = DEVNET_ADDRESSES.ensOffchainResolver;
const callData = keccak256(toHex('a resolve() call'));
const result: Hex = `0x${'00'.repeat(12)}${'ab'.repeat(20)}`;

describe('the gateway answer signer', () => {
  it('signs the ENS offchain-resolver digest, valid for five minutes', async () => {
    const clock = 1_800_000_000_000;
    const signAnswer = createGatewayAnswerSigner(
      async () => ({ privateKey, address: privateKeyToAccount(privateKey).address }),
      () => clock,
    );
    const answer = await openGatewayAnswer(resolver, callData, await signAnswer(resolver, callData, result));
    expect(answer).toMatchObject({
      result,
      expires: BigInt(clock / 1000 + GATEWAY_ANSWER_TTL_SECONDS),
      signer: privateKeyToAccount(privateKey).address,
    });
    expect(answer.signature).toMatch(/^0x[0-9a-f]{130}$/);
  });

  it('hands a signed answer out again for a minute, then signs anew; a different result is signed at once', async () => {
    let clock = 1_800_000_000_000;
    let keyReads = 0;
    const signAnswer = createGatewayAnswerSigner(
      async () => {
        keyReads++;
        return { privateKey, address: privateKeyToAccount(privateKey).address };
      },
      () => clock,
    );
    const first = await signAnswer(resolver, callData, result);
    clock += 30_000;
    expect(await signAnswer(resolver, callData, result)).toBe(first);
    expect(keyReads).toBe(1);
    const other = await signAnswer(resolver, callData, '0x');
    expect((await openGatewayAnswer(resolver, callData, other)).result).toBe('0x');
    clock += 31_000;
    const renewed = await openGatewayAnswer(resolver, callData, await signAnswer(resolver, callData, result));
    expect(renewed.expires).toBe(BigInt(clock / 1000 + GATEWAY_ANSWER_TTL_SECONDS));
    expect(keyReads).toBe(3);
  });
});
