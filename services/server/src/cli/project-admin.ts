import type { RemoteFeatures } from '@airlock/protocol';
import type { Project } from '../projects/project-store';

/**
 * What the project commands need, served either by the storage itself (ProjectStore) or by a
 * running server's admin API (admin-api-client.ts); both answer with the same projects.
 */
export interface ProjectAdmin {
  create(input: { name: string; allowedOrigins: string[] }): Promise<Project>;
  get(id: string): Promise<Project | undefined>;
  list(): Promise<Project[]>;
  /** Throws ProjectNotFoundError for an unknown id. */
  allowOrigin(id: string, origin: string): Promise<Project>;
  /** Throws ProjectNotFoundError for an unknown id. */
  setFeatures(id: string, features: Partial<RemoteFeatures>): Promise<Project>;
}
