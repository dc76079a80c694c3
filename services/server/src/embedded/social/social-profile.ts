import { SocialProviderError } from './social-errors';

/** Who logged in: the provider's stable subject (the login key), and a name and email for display only. */
export interface SocialProfile {
  subject: string;
  username: string | null;
  email: string | null;
}

const MAX_FIELD = 254;
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value.slice(0, MAX_FIELD) : null);

/**
 * Claims of an ID token or a userinfo answer, whatever the provider's dialect: OIDC (`sub`,
 * `preferred_username`), GitHub (`id`, `login`), Discord (`id`, `username`), Facebook (`id`, `name`),
 * X (`{ data: { id, username } }`). An email the provider says is unverified is not kept.
 */
export function profileFromClaims(claims: Record<string, unknown>): SocialProfile {
  const inner =
    typeof claims.data === 'object' && claims.data !== null && !Array.isArray(claims.data)
      ? (claims.data as Record<string, unknown>)
      : claims;
  const rawSubject = inner.sub ?? inner.id;
  const subject = typeof rawSubject === 'number' && Number.isSafeInteger(rawSubject) ? String(rawSubject) : text(rawSubject);
  if (!subject) throw new SocialProviderError('its answer names no user id');
  const username = text(inner.preferred_username) ?? text(inner.login) ?? text(inner.username) ?? text(inner.name) ?? text(inner.nickname);
  const email = inner.email_verified === false || inner.verified_email === false ? null : text(inner.email);
  return { subject, username, email: email?.toLowerCase() ?? null };
}

/** The ID token's claims, completed by userinfo's for the fields it lacks; the subjects must agree (OIDC Core §5.3.2). */
export function mergeProfiles(fromIdToken: SocialProfile, fromUserinfo: SocialProfile | undefined): SocialProfile {
  if (!fromUserinfo) return fromIdToken;
  if (fromUserinfo.subject !== fromIdToken.subject) throw new SocialProviderError('its userinfo answer is about another user');
  return {
    subject: fromIdToken.subject,
    username: fromIdToken.username ?? fromUserinfo.username,
    email: fromIdToken.email ?? fromUserinfo.email,
  };
}
