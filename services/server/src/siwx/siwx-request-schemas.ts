import { z } from 'zod';

export const siwxSessionBody = z.object({
  projectId: z.string().max(100).optional(),
  message: z.string({ error: 'message must be the signed sign-in message' }),
  signature: z.string({ error: 'signature must be 0x-prefixed hex' }),
});

/** Session ids are 43 base64url characters; anything else cannot be one. */
export const SIWX_SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

export const siwxSessionParams = z.object({ id: z.string() });
