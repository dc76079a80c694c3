import { eq } from 'drizzle-orm';
import type { Database } from '../../storage/database';
import { embeddedUsers } from '../../storage/schema';
import type { SocialProfile } from './social-profile';

/** The provider's current username and email, kept for display; the user stays keyed by provider and subject. */
export async function saveSocialProfile(db: Database, userId: string, profile: SocialProfile): Promise<void> {
  await db.update(embeddedUsers).set({ socialUsername: profile.username, socialEmail: profile.email }).where(eq(embeddedUsers.id, userId));
}
