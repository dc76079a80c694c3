import { z } from 'zod';

/** A 0x-prefixed signature of whole bytes; ERC-6492 wrapping carries a factory call, so it may be long. */
const SIGNATURE = /^0x(?:[0-9a-fA-F]{2})+$/;
const MAX_SIGNATURE_CHARS = 32_768;

export const siwxSessionBody = z.object({
  projectId: z.string().max(100).optional(),
  message: z.string({ error: 'message must be the signed sign-in message' }),
  signature: z.string({ error: 'signature must be 0x-prefixed hex' }),
});

export function isSiwxSignature(signature: string): signature is `0x${string}` {
  return signature.length <= MAX_SIGNATURE_CHARS && SIGNATURE.test(signature);
}

/** Session ids are 43 base64url characters; anything else cannot be one. */
export const SIWX_SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

export const siwxSessionParams = z.object({ id: z.string() });
