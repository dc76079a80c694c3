import type { FrameAccountType } from '@airlock/protocol';
import type { DeviceProofPurpose, EmailStartAction } from '@airlock/protocol';
import type { FeeFields } from '../approval/send-preview';
import { devicePublicJwk } from '../session/device-key';
import { signDeviceProof } from './device-proof';
import { EmbeddedApiError, UNREACHABLE_MESSAGE } from './embedded-api-error';
import { signedRequestHeaders, type SigningClock, type SigningIdentity } from './request-signer';

export interface EmbeddedApiOptions {
  /** The server's URL from the page's config (`apiUrl`). */
  apiUrl: string;
  projectId: string;
  /** Sent as `st` and `sv` like every SDK call. */
  sdkType?: string;
  sdkVersion?: string;
  fetch?: typeof fetch;
  clock?: SigningClock;
}

export interface EmbeddedUserInfo {
  email: string | null;
  address: string;
  /** A social login's name at its provider (absent for email users). */
  userName?: string | null;
}

export interface VerifiedLogin {
  sessionId: string;
  token: string;
  expiresAt: string;
  user: EmbeddedUserInfo;
}

export interface SessionInfo {
  sessionId: string;
  expiresAt: string;
  user: EmbeddedUserInfo & { preferredAccountType?: FrameAccountType };
  /** Chains with the batch executor deployed: where the account can be a smart account (EIP-7702). */
  smartAccountEnabledNetworks?: number[];
}

/** email/start's answer: CONNECT carries the session opened for this already approved device. */
export type EmailStartAnswer = { action: Exclude<EmailStartAction, 'CONNECT'> } | ({ action: 'CONNECT' } & VerifiedLogin);

export interface RpcCall {
  method: string;
  params?: unknown;
  chainId: number | string;
  /** wallet_sendCalls: the fees the user approved, one set per transaction (the frame's own, never the page's). */
  fees?: FeeFields[];
}

/** Server codes that mean the stored session can sign nothing any more. */
export const SESSION_GONE_CODES = new Set(['SESSION_NOT_FOUND', 'SESSION_EXPIRED', 'SESSION_REVOKED', 'USER_NOT_FOUND', 'BAD_SIGNATURE']);

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The frame's client of the server's `/v1/embedded` routes (services/server README, "Embedded
 * wallet API"). Signed calls carry the session token and the device key's signature; a refusal
 * becomes an EmbeddedApiError with the server's own message.
 */
export function createEmbeddedApi(options: EmbeddedApiOptions) {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const base = options.apiUrl.replace(/\/+$/, '');

  function url(path: string): URL {
    const target = new URL(`${base}${path}`);
    target.searchParams.set('projectId', options.projectId);
    target.searchParams.set('st', options.sdkType ?? 'airlock-frame');
    if (options.sdkVersion) target.searchParams.set('sv', options.sdkVersion);
    return target;
  }

  async function send<T>(method: 'GET' | 'POST', path: string, body: unknown, identity?: SigningIdentity): Promise<T> {
    const target = url(path);
    const text = body === undefined ? '' : JSON.stringify(body);
    const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
    if (identity)
      Object.assign(
        headers,
        await signedRequestHeaders(identity, { method, path: `${target.pathname}${target.search}`, body: text }, options.clock),
      );
    let response: Response;
    try {
      response = await doFetch(target, {
        method,
        headers,
        ...(body === undefined ? {} : { body: text }),
        credentials: 'omit',
        cache: 'no-store',
      });
    } catch {
      throw new EmbeddedApiError(UNREACHABLE_MESSAGE, 0);
    }
    const json = (await readJson(response)) as Record<string, unknown> | undefined;
    if (!response.ok) {
      const message = typeof json?.message === 'string' && json.message ? json.message : `The Airlock server answered ${response.status}`;
      const rpcCode = typeof json?.rpcCode === 'number' && Number.isSafeInteger(json.rpcCode) ? json.rpcCode : undefined;
      throw new EmbeddedApiError(message, response.status, typeof json?.error === 'string' ? json.error : undefined, rpcCode);
    }
    return json as T;
  }

  /** The email, the device's public key and its proof of holding the private one, for this purpose. */
  async function withDevice(purpose: DeviceProofPurpose, email: string, device: CryptoKeyPair) {
    const proof = await signDeviceProof(device.privateKey, { purpose, projectId: options.projectId, email }, options.clock);
    return { email, devicePublicKey: await devicePublicJwk(device), proof };
  }

  return {
    startEmail: async (email: string, device: CryptoKeyPair) =>
      send<EmailStartAnswer>('POST', '/v1/embedded/email/start', await withDevice('email-start', email, device)),
    /** After VERIFY_DEVICE: VERIFY_DEVICE again while the mailed link is not pressed, VERIFY_OTP once a code is mailed. */
    connectDevice: async (email: string, device: CryptoKeyPair) =>
      send<{ action: 'VERIFY_DEVICE' | 'VERIFY_OTP' }>(
        'POST',
        '/v1/embedded/device/connect',
        await withDevice('device-connect', email, device),
      ),
    verifyEmail: (input: { email: string; otp: string; devicePublicKey: JsonWebKey }) =>
      send<VerifiedLogin>('POST', '/v1/embedded/email/verify', input),
    session: (identity: SigningIdentity) => send<SessionInfo>('GET', '/v1/embedded/session', undefined, identity),
    /** The account type the user prefers; 409 SMART_ACCOUNT_UNAVAILABLE when no chain has the batch executor. */
    setAccountType: (identity: SigningIdentity, type: FrameAccountType) =>
      send<{ type: FrameAccountType; address: string }>('POST', '/v1/embedded/account-type', { type }, identity),
    /** Also forgets the device's approval on the server, unless `keepDevice` (a new session of this frame replaces it). */
    signOut: (identity: SigningIdentity, options: { keepDevice?: boolean } = {}) =>
      send<{ signedOut: true }>('POST', '/v1/embedded/sign-out', options.keepDevice ? { keepDevice: true } : undefined, identity),
    /** The node's or server's answer: `{ result }`, or `{ error }` for a read the chain refused. */
    /**
     * UpdateEmailWallet: a code mailed to the current address (VERIFY_PRIMARY_OTP), or to the new one for an account without an address.
     */
    updateEmail: (identity: SigningIdentity, input: { email: string }) =>
      send<{ action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }>('POST', '/v1/embedded/email/update', input, identity),
    updateEmailPrimary: (identity: SigningIdentity, input: { otp: string }) =>
      send<{ action: 'VERIFY_SECONDARY_OTP' }>('POST', '/v1/embedded/email/update/primary', input, identity),
    updateEmailSecondary: (identity: SigningIdentity, input: { otp: string }) =>
      send<{ newEmail: string }>('POST', '/v1/embedded/email/update/secondary', input, identity),
    rpc: (identity: SigningIdentity, call: RpcCall) =>
      send<{ result?: unknown; error?: { code: number; message: string } }>('POST', '/v1/embedded/rpc', call, identity),
    /** Mails a fresh code (purpose 'export') to the signed-in account's address. */
    exportStart: (identity: SigningIdentity) => send<{ action: 'VERIFY_OTP' }>('POST', '/v1/embedded/export/start', undefined, identity),
    /** The account's private key, once that fresh code checks out; for the frame's own view only. */
    export: (identity: SigningIdentity, input: { otp: string }) =>
      send<{ privateKey: string }>('POST', '/v1/embedded/export', input, identity),
  };
}

export type EmbeddedApi = ReturnType<typeof createEmbeddedApi>;
