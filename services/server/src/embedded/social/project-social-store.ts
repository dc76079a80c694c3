import { and, eq } from 'drizzle-orm';
import type { Database } from '../../storage/database';
import { projectSocialProviders } from '../../storage/schema';
import type { MasterKey } from '../master-key';
import { sealClientSecret, unsealClientSecret } from './sealed-client-secret';
import { checkSocialClientConfig, type SocialClientConfig } from './social-client-config';
import type { SocialProviderName } from './social-provider-names';

/** What the admin API shows of a project's client: everything but the secret, and whether one is set. */
export type PublicSocialClient = Omit<SocialClientConfig, 'clientSecret'> & { provider: SocialProviderName; hasClientSecret: boolean };

/** Per-project OAuth clients (table project_social_providers), used instead of the server's for that project. */
export function createProjectSocialStore(db: Database, masterKey: MasterKey) {
  const toConfig = (row: typeof projectSocialProviders.$inferSelect): SocialClientConfig => {
    const config = checkSocialClientConfig((field) => `${row.provider} ${field}`, row.settings);
    const secret = row.sealedClientSecret ? unsealClientSecret(masterKey, row.projectId, row.provider, row.sealedClientSecret) : undefined;
    return { ...config, ...(secret !== undefined ? { clientSecret: secret } : {}) };
  };

  return {
    async get(projectId: string, provider: SocialProviderName): Promise<SocialClientConfig | undefined> {
      const [row] = await db
        .select()
        .from(projectSocialProviders)
        .where(and(eq(projectSocialProviders.projectId, projectId), eq(projectSocialProviders.provider, provider)))
        .limit(1);
      return row ? toConfig(row) : undefined;
    },
    async list(projectId: string): Promise<PublicSocialClient[]> {
      const rows = await db.select().from(projectSocialProviders).where(eq(projectSocialProviders.projectId, projectId));
      return rows.map((row) => {
        const { clientSecret: _secret, ...config } = toConfig(row);
        return { provider: row.provider as SocialProviderName, ...config, hasClientSecret: row.sealedClientSecret !== null };
      });
    },
    async put(projectId: string, provider: SocialProviderName, config: SocialClientConfig): Promise<void> {
      const { clientSecret, ...settings } = config;
      const sealedClientSecret = clientSecret === undefined ? null : sealClientSecret(masterKey, projectId, provider, clientSecret);
      const values = { projectId, provider, settings, sealedClientSecret, updatedAt: new Date() };
      await db
        .insert(projectSocialProviders)
        .values(values)
        .onConflictDoUpdate({
          target: [projectSocialProviders.projectId, projectSocialProviders.provider],
          set: { settings, sealedClientSecret, updatedAt: values.updatedAt },
        });
    },
    async remove(projectId: string, provider: SocialProviderName): Promise<boolean> {
      const deleted = await db
        .delete(projectSocialProviders)
        .where(and(eq(projectSocialProviders.projectId, projectId), eq(projectSocialProviders.provider, provider)))
        .returning({ provider: projectSocialProviders.provider });
      return deleted.length > 0;
    },
  };
}

export type ProjectSocialStore = ReturnType<typeof createProjectSocialStore>;
