import { z } from 'zod';
import { evmAddressAnyCase, sdkQueryFields } from '../blockchain/request-schemas';

const MAX_UINT256_DIGITS = 78;

/** A chain id as `eip155:<n>` (CAIP-2, what the SDK sends) or a bare decimal. */
export const nftChainId = z
  .string({ error: 'chainId is required' })
  .regex(/^(eip155:)?[1-9][0-9]{0,15}$/, { error: 'chainId must be eip155:<decimal chain id> or a decimal chain id' })
  .transform((value) => Number(value.replace('eip155:', '')));

export const tokenIdParam = z
  .string()
  .regex(/^(0|[1-9][0-9]*)$/, { error: 'tokenId must be a decimal integer' })
  .refine((value) => !/^[0-9]+$/.test(value) || (value.length <= MAX_UINT256_DIGITS && BigInt(value) < 2n ** 256n), {
    error: 'tokenId must fit in 256 bits',
  });

export const accountNftsParams = z.object({ address: evmAddressAnyCase.transform((value) => value.toLowerCase()) });

export const accountNftsQuery = z.object({
  ...sdkQueryFields,
  chainId: nftChainId,
  cursor: z.string().max(300).optional(),
});

export const nftImageParams = z.object({
  chainId: z
    .string()
    .regex(/^[1-9][0-9]{0,15}$/, { error: 'chainId must be a decimal chain id' })
    .transform(Number),
  contract: evmAddressAnyCase.transform((value) => value.toLowerCase()),
  tokenId: tokenIdParam,
});
