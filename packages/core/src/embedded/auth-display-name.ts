/** Longest email shown whole (spec §5). */
const MAX_EMAIL_LENGTH = 30;

/**
 * The embedded account's name as the modal shows it (spec §5): an email longer than 30 characters
 * drops its last 3 and gains an ellipsis; a discord username ending in 0 drops that 0.
 */
export function authDisplayName(user: { email?: string | null; userName?: string | null }, provider?: string): string | undefined {
  if (user.userName) return provider === 'discord' && user.userName.endsWith('0') ? user.userName.slice(0, -1) : user.userName;
  if (!user.email) return undefined;
  return user.email.length > MAX_EMAIL_LENGTH ? `${user.email.slice(0, -3)}…` : user.email;
}
