import type { ServerDeps } from '../app/server-deps';
import { createProjectSocialStore } from '../embedded/social/project-social-store';
import { SOCIAL_PROVIDERS, type SocialProviderName } from '../embedded/social/social-provider-names';

/**
 * The social providers a project can sign in with, in display order: the server's own clients
 * (AIRLOCK_SOCIAL_*) and the project's. The modal shows only these, so a visitor never picks one
 * that cannot work. Best effort: while the database is unreachable only the server's are known.
 */
export async function configuredSocialProviders(deps: ServerDeps, projectId: string): Promise<SocialProviderName[]> {
  const own = await createProjectSocialStore(deps.database.db, deps.embedded.masterKey)
    .list(projectId)
    .then((clients) => new Set<string>(clients.map((client) => client.provider)))
    .catch(() => new Set<string>());
  return SOCIAL_PROVIDERS.filter((provider) => deps.config.socialProviders[provider] !== undefined || own.has(provider));
}
