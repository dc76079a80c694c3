import { z } from 'zod';
import { sdkQueryFields } from '../../blockchain/request-schemas';

/** Bodies of the embedded routes are small: an RPC request with typed data fits well within this. */
export const EMBEDDED_BODY_LIMIT_BYTES = 64 * 1024;
/** eth_signTypedData_v4's data, as JSON text. */
export const TYPED_DATA_MAX_CHARS = 32 * 1024;

export const embeddedQuery = z.object(sdkQueryFields);

/** Spec §5: email fields must be valid e-mail. 254 is the longest address SMTP carries. */
const email = z.email({ error: 'must be a valid e-mail address' }).max(254);
/** Spec §5: otp fields are strings; ours are 6 digits. */
const otp = z.string({ error: 'must be a string' }).regex(/^\d{6}$/, { error: 'must be the 6-digit code' });

/** The frame's WebCrypto public key as exported with exportKey('jwk'); importDevicePublicKey checks the point. */
export const devicePublicKey = z
  .object({
    kty: z.literal('EC'),
    crv: z.literal('P-256'),
    x: z.string().max(64),
    y: z.string().max(64),
    ext: z.boolean().optional(),
    key_ops: z.array(z.string().max(32)).max(8).optional(),
  })
  .strict();

/** A device proof (protocol device-proof.ts); formats are checked by checkDeviceProof. */
export const deviceProof = z.object({ timestamp: z.string().max(16), nonce: z.string().max(128), signature: z.string().max(128) }).strict();

/** devicePublicKey and proof come together; without them a known email is refused (VERIFY_DEVICE needs the device). */
export const emailStartBody = z
  .object({ projectId: z.string().max(100).optional(), email, devicePublicKey: devicePublicKey.optional(), proof: deviceProof.optional() })
  .strict()
  .refine((body) => (body.devicePublicKey === undefined) === (body.proof === undefined), {
    error: 'devicePublicKey and proof come together',
  });
export const deviceConnectBody = z
  .object({ projectId: z.string().max(100).optional(), email, devicePublicKey, proof: deviceProof })
  .strict();
export const emailVerifyBody = z.object({ projectId: z.string().max(100).optional(), email, otp, devicePublicKey }).strict();
export const signOutBody = z.object({ keepDevice: z.boolean().optional() }).strict();
export const exportBody = z.object({ otp }).strict();
export const emailUpdateBody = z.object({ email }).strict();
export const emailUpdateOtpBody = z.object({ otp }).strict();

/** chainId as a number, a decimal or 0x string, or a CAIP-2 id `eip155:<n>`. */
export const rpcChainId = z.union([z.number().int().positive().max(Number.MAX_SAFE_INTEGER), z.string().min(1).max(64)]);

export const rpcBody = z
  .object({
    method: z.string().min(1).max(100),
    params: z.union([z.array(z.unknown()).max(16), z.record(z.string(), z.unknown())]).optional(),
    chainId: rpcChainId,
    /** wallet_sendCalls: the fees the user approved in the frame (checked in fees/approved-fees.ts). */
    fees: z.array(z.unknown()).max(16).optional(),
  })
  .strict();
