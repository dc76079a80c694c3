import type { RemoteFeatures } from './remote-features';

/** GET /v1/project/config → what the modal needs to know about its project. */
export interface ProjectConfigResponse {
  projectId: string;
  name: string;
  features: RemoteFeatures;
}
