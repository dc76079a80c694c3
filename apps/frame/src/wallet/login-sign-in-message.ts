import { formatSiwxMessage, SIWX_MESSAGE_MAX_BYTES, SiwxMessageError, type SiwxMessageFields } from '@airlock/protocol';
import { FrameRequestError } from '../messaging/frame-request-error';

/** How far a message's Issued At may be from the frame's clock. */
const ISSUED_AT_TOLERANCE_MS = 5 * 60_000;

export const LOGIN_SIGN_IN_TEXT = {
  notAtLogin: 'A sign-in message is signed without a prompt only right after a login: ask for a signature',
  malformed: 'The sign-in message is malformed',
  otherSite: 'The sign-in message is not for the site that embeds this frame',
  otherAccount: 'The sign-in message is not for this account',
  otherNetwork: 'The sign-in message is not for this network',
  resources: 'A sign-in message with resources needs its own approval',
  notCurrent: 'The sign-in message is not current: its times are outside the frame clock',
} as const;

const REQUIRED = ['domain', 'accountAddress', 'chainId', 'uri', 'version', 'nonce', 'issuedAt'] as const;
const OPTIONAL = ['statement', 'expirationTime', 'notBefore', 'requestId'] as const;

function refuse(message: string): never {
  throw new FrameRequestError(message);
}

function fieldsOf(value: unknown): SiwxMessageFields {
  if (!value || typeof value !== 'object') refuse(LOGIN_SIGN_IN_TEXT.malformed);
  const source = value as Record<string, unknown>;
  const fields: Record<string, string> = {};
  for (const key of REQUIRED) {
    const field = source[key];
    if (typeof field !== 'string') refuse(`${LOGIN_SIGN_IN_TEXT.malformed}: ${key} is missing`);
    fields[key] = field;
  }
  for (const key of OPTIONAL) {
    const field = source[key];
    if (field === undefined) continue;
    if (typeof field !== 'string') refuse(`${LOGIN_SIGN_IN_TEXT.malformed}: ${key} must be a string`);
    fields[key] = field;
  }
  // Resources may grant a third party authority (ReCap): that is never signed without showing it.
  if (source.resources !== undefined && !(Array.isArray(source.resources) && source.resources.length === 0))
    refuse(LOGIN_SIGN_IN_TEXT.resources);
  return fields as unknown as SiwxMessageFields;
}

const originOf = (uri: string) => {
  try {
    return new URL(uri).origin;
  } catch {
    return undefined;
  }
};

export interface LoginSignInExpectation {
  /** The origin of the page that embeds the frame. */
  appOrigin: string | undefined;
  address: string;
  chainId: number | string;
  now: number;
}

/**
 * The text of a sign-in message the frame may sign as part of a login: for exactly the embedding site (domain and
 * URI), the account that logged in, the network asked for, current, and without resources. Anything else is refused
 * with the reason, and the modal asks for a signature the visitor approves in the frame instead.
 */
export function loginSignInText(value: unknown, expected: LoginSignInExpectation): string {
  const fields = fieldsOf(value);
  let text: string;
  try {
    text = formatSiwxMessage(fields);
  } catch (error) {
    if (error instanceof SiwxMessageError) refuse(`${LOGIN_SIGN_IN_TEXT.malformed}: ${error.message}`);
    throw error;
  }
  if (new TextEncoder().encode(text).length > SIWX_MESSAGE_MAX_BYTES) refuse(`${LOGIN_SIGN_IN_TEXT.malformed}: over 8 KB`);
  const app = expected.appOrigin;
  if (!app || fields.domain !== new URL(app).host || originOf(fields.uri) !== app) refuse(LOGIN_SIGN_IN_TEXT.otherSite);
  if (fields.accountAddress.toLowerCase() !== expected.address.toLowerCase()) refuse(LOGIN_SIGN_IN_TEXT.otherAccount);
  if (fields.chainId !== `eip155:${expected.chainId}`) refuse(LOGIN_SIGN_IN_TEXT.otherNetwork);
  const { now } = expected;
  const issuedAt = Date.parse(fields.issuedAt);
  if (!(Math.abs(issuedAt - now) <= ISSUED_AT_TOLERANCE_MS)) refuse(LOGIN_SIGN_IN_TEXT.notCurrent);
  if (fields.expirationTime !== undefined && !(Date.parse(fields.expirationTime) > now)) refuse(LOGIN_SIGN_IN_TEXT.notCurrent);
  if (fields.notBefore !== undefined && !(Date.parse(fields.notBefore) <= now + ISSUED_AT_TOLERANCE_MS))
    refuse(LOGIN_SIGN_IN_TEXT.notCurrent);
  return text;
}
