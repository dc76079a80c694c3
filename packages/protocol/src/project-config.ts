import type { RemoteFeatures } from './remote-features';

/** GET /v1/project/config → what the modal needs to know about its project. */
export interface ProjectConfigResponse {
  projectId: string;
  name: string;
  features: RemoteFeatures;
  /** Where the embedded wallet's secure frame is served (its own origin); absent when this server runs none. */
  frameUrl?: string;
  /** Social logins this project can use (configured on the server), in display order. */
  socialProviders?: string[];
  /** What this server registers names under (`alice` → `alice.<nameSuffix>`); the modal's RegisterAccountName uses it. */
  nameSuffix?: string;
}
