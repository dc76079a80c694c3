import { encodePacked, type Address, type Hex } from 'viem';

/** A V3 path as QuoterV2 and SwapRouter02 read it: token, fee (uint24), token, fee, …, token. */
export function encodeV3Path(tokens: readonly Address[], fees: readonly number[]): Hex {
  const types: ('address' | 'uint24')[] = [];
  const values: (Address | number)[] = [];
  tokens.forEach((token, index) => {
    types.push('address');
    values.push(token);
    if (index < fees.length) {
      types.push('uint24');
      values.push(fees[index]!);
    }
  });
  return encodePacked(types, values);
}
