import { createPrivateKey, type KeyObject } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { bytesToHex, type Address, type Hex, hexToBytes } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { MasterKey } from '../embedded/master-key';
import { sealSigningKey, unsealSigningKey } from '../siwx/sealed-signing-key';
import type { Database } from '../storage/database';
import { namesGatewayKeys } from '../storage/schema';

/** The one stored gateway key; its kid is also the sealed key's additional data, so it opens only as this row. */
const GATEWAY_KEY_KID = 'names-gateway-key-1';

export interface GatewaySigningKey {
  privateKey: Hex;
  /** The signer address an offchain resolver must accept (`isSigner`). */
  address: Address;
}

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

/** The secp256k1 key as a node:crypto KeyObject, the form the sealed-key store keeps. */
function keyObjectOf(privateKey: Hex): KeyObject {
  const publicKey = hexToBytes(privateKeyToAccount(privateKey).publicKey);
  const jwk = {
    kty: 'EC',
    crv: 'secp256k1',
    d: base64url(hexToBytes(privateKey)),
    x: base64url(publicKey.slice(1, 33)),
    y: base64url(publicKey.slice(33)),
  };
  return createPrivateKey({ key: jwk, format: 'jwk' });
}

function privateKeyOf(key: KeyObject): Hex {
  const { d } = key.export({ format: 'jwk' });
  return bytesToHex(Buffer.from(d!, 'base64url'), { size: 32 });
}

/**
 * The gateway's signing key: AIRLOCK_NAMES_GATEWAY_KEY when set, else the one in the database, made by the first
 * process that needs it (processes starting together insert one row; the others read it).
 */
export function createGatewaySigningKey(options: {
  db: Database;
  masterKey: MasterKey;
  configuredKey?: Hex;
}): () => Promise<GatewaySigningKey> {
  const { db, masterKey, configuredKey } = options;
  let loading: Promise<GatewaySigningKey> | undefined;

  const stored = async () => (await db.select().from(namesGatewayKeys).where(eq(namesGatewayKeys.kid, GATEWAY_KEY_KID)).limit(1))[0];

  const load = async (): Promise<GatewaySigningKey> => {
    if (configuredKey) return { privateKey: configuredKey, address: privateKeyToAccount(configuredKey).address };
    let row = await stored();
    if (!row) {
      const privateKey = generatePrivateKey();
      await db
        .insert(namesGatewayKeys)
        .values({
          kid: GATEWAY_KEY_KID,
          address: privateKeyToAccount(privateKey).address,
          ...sealSigningKey(masterKey, GATEWAY_KEY_KID, keyObjectOf(privateKey)),
        })
        .onConflictDoNothing({ target: namesGatewayKeys.kid });
      row = (await stored())!;
    }
    const privateKey = privateKeyOf(unsealSigningKey(masterKey, GATEWAY_KEY_KID, row));
    return { privateKey, address: privateKeyToAccount(privateKey).address };
  };

  return () => {
    // A failed load (the database away) is tried again by the next caller.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
