import type { FrameAccountType, FrameEventMessage, FrameUser } from '@airlock/protocol';

/** The frame's own messages the modal acts on (FRAME_READY is handled by the client itself). */
export type FrameEvent = Exclude<FrameEventMessage, { type: 'FRAME_READY' }>;

/** More than any screen: a larger FRAME_HEIGHT is not a height. */
const MAX_FRAME_HEIGHT = 10_000;

const EMPTY_EVENTS = new Set(['SHOW_FRAME', 'HIDE_FRAME', 'OPEN_APPROVAL', 'CLOSE_APPROVAL', 'SOCIAL_CONNECTING']);

const isAddress = (value: unknown): value is string => typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value);
const isAccountType = (value: unknown): value is FrameAccountType => value === 'eoa' || value === 'smartAccount';
const isChainList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.length <= 256 && value.every((id) => Number.isSafeInteger(id) && id > 0);
const isAccountList = (value: unknown): value is NonNullable<FrameUser['accounts']> =>
  Array.isArray(value) &&
  value.length <= 16 &&
  value.every((account) => typeof account === 'object' && account !== null && isAddress(account.address) && isAccountType(account.type));

/** The smart account fields of a user (spec §3 Auth user), each kept only when well-formed. */
function accountTypeFields(
  value: Record<string, unknown>,
): Pick<FrameUser, 'preferredAccountType' | 'smartAccountEnabledNetworks' | 'accounts' | 'smartAccountDeployed'> {
  const { preferredAccountType, smartAccountEnabledNetworks, accounts, smartAccountDeployed } = value;
  return {
    ...(isAccountType(preferredAccountType) ? { preferredAccountType } : {}),
    ...(isChainList(smartAccountEnabledNetworks) ? { smartAccountEnabledNetworks } : {}),
    ...(isAccountList(accounts) ? { accounts: accounts.map(({ address, type }) => ({ address, type })) } : {}),
    ...(typeof smartAccountDeployed === 'boolean' ? { smartAccountDeployed } : {}),
  };
}

function asFrameUser(value: unknown): FrameUser | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const fields = value as Record<string, unknown>;
  const { address, chainId, email, userName } = fields;
  if (!isAddress(address)) return undefined;
  if (typeof chainId !== 'number' && typeof chainId !== 'string') return undefined;
  if (email !== undefined && email !== null && typeof email !== 'string') return undefined;
  if (userName !== undefined && userName !== null && typeof userName !== 'string') return undefined;
  return {
    address,
    chainId,
    email: email ?? null,
    userName: (userName as string | null | undefined) ?? null,
    ...accountTypeFields(fields),
  };
}

/** A well-formed frame event, or undefined (the caller logs a warning, spec §8). */
export function asFrameEvent(data: unknown): FrameEvent | undefined {
  if (typeof data !== 'object' || data === null || 'id' in data) return undefined;
  const { type, payload } = data as { type?: unknown; payload?: unknown };
  if (typeof type !== 'string') return undefined;
  if (EMPTY_EVENTS.has(type)) return { type, payload: {} } as FrameEvent;
  if (type === 'EMAIL_UPDATED') {
    const newEmail = (payload as { newEmail?: unknown } | null)?.newEmail;
    return typeof newEmail === 'string' && newEmail.length > 0 && newEmail.length <= 254 ? { type, payload: { newEmail } } : undefined;
  }
  if (type === 'FRAME_HEIGHT') {
    const height = (payload as { height?: unknown } | null)?.height;
    return typeof height === 'number' && height > 0 && height <= MAX_FRAME_HEIGHT
      ? { type, payload: { height: Math.ceil(height) } }
      : undefined;
  }
  if (type === 'LOGGED_IN') {
    const user = asFrameUser(payload);
    return user ? { type, payload: user } : undefined;
  }
  return undefined;
}
