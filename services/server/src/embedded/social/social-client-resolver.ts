import { ConfigError } from '../../config/config-error';
import type { ProjectSocialStore } from './project-social-store';
import type { SocialClientConfig, SocialClientConfigs } from './social-client-config';
import { SOCIAL_ERRORS } from './social-errors';
import type { SocialProviderName } from './social-provider-names';

/** A project's client for the provider: its own (admin API) when it has one, else the server's (AIRLOCK_SOCIAL_*). */
export function createSocialClientResolver(serverClients: SocialClientConfigs, projectClients: ProjectSocialStore) {
  return async function clientFor(projectId: string, provider: SocialProviderName): Promise<SocialClientConfig> {
    let own: SocialClientConfig | undefined;
    try {
      own = await projectClients.get(projectId, provider);
    } catch (error) {
      // A stored client the admin API accepted but that no longer checks out is as good as none.
      if (!(error instanceof ConfigError)) throw error;
    }
    const client = own ?? serverClients[provider];
    if (!client) throw SOCIAL_ERRORS.notConfigured(provider);
    return client;
  };
}
