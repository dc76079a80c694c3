import type { ProjectConfigResponse } from '@airlock/protocol';
import type { EmbeddedState } from './embedded-store';

/** What the project config says about the embedded wallet: the frame's address and the social logins. */
export function embeddedConfigOf(config: ProjectConfigResponse): Partial<EmbeddedState> {
  return config.frameUrl ? { frameUrl: config.frameUrl, socialProviders: config.socialProviders ?? [] } : {};
}
