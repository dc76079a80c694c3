import { eq } from 'drizzle-orm';
import { DEFAULT_REMOTE_FEATURES, type RemoteFeatures } from '@airlock/protocol';
import type { Database } from '../storage/database';
import { projects } from '../storage/schema';
import { DEMO_PROJECT_ID, DEMO_PROJECT_ORIGINS, newProjectId } from './project-id';

export interface Project {
  id: string;
  name: string;
  allowedOrigins: string[];
  features: RemoteFeatures;
}

export interface ProjectStore {
  create(input: { name: string; allowedOrigins?: string[]; features?: Partial<RemoteFeatures>; id?: string }): Promise<Project>;
  /** Hot path: answers from a short-lived in-process copy. */
  get(id: string): Promise<Project | undefined>;
  list(): Promise<Project[]>;
  allowOrigin(id: string, origin: string): Promise<Project>;
  setFeatures(id: string, features: Partial<RemoteFeatures>): Promise<Project>;
  ensureDemoProject(): Promise<Project>;
}

export class ProjectNotFoundError extends Error {
  override readonly name = 'ProjectNotFoundError';
  constructor(readonly projectId: string) {
    super(`No project with id ${projectId}`);
  }
}

const LOOKUP_TTL_MS = 5_000;
/** Unknown ids are remembered too (so floods of random ids miss the database), within this bound. */
const MAX_LOOKUPS = 10_000;

function toProject(row: typeof projects.$inferSelect): Project {
  return { id: row.id, name: row.name, allowedOrigins: row.allowedOrigins, features: { ...DEFAULT_REMOTE_FEATURES, ...row.features } };
}

export function createProjectStore(db: Database, now: () => number = Date.now): ProjectStore {
  const lookups = new Map<string, { project: Project | undefined; expiresAt: number }>();

  const load = async (id: string) => {
    const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
    const project = row ? toProject(row) : undefined;
    if (lookups.size >= MAX_LOOKUPS) lookups.delete(lookups.keys().next().value as string);
    lookups.set(id, { project, expiresAt: now() + LOOKUP_TTL_MS });
    return project;
  };
  const update = async (id: string, patch: Partial<typeof projects.$inferInsert>) => {
    const [row] = await db.update(projects).set(patch).where(eq(projects.id, id)).returning();
    if (!row) throw new ProjectNotFoundError(id);
    const project = toProject(row);
    lookups.set(id, { project, expiresAt: now() + LOOKUP_TTL_MS });
    return project;
  };

  const store: ProjectStore = {
    async create(input) {
      const [row] = await db
        .insert(projects)
        .values({
          id: input.id ?? newProjectId(),
          name: input.name,
          allowedOrigins: input.allowedOrigins ?? [],
          features: { ...DEFAULT_REMOTE_FEATURES, ...input.features },
        })
        .returning();
      const project = toProject(row as typeof projects.$inferSelect);
      lookups.delete(project.id);
      return project;
    },
    async get(id) {
      const cached = lookups.get(id);
      if (cached && cached.expiresAt > now()) return cached.project;
      return load(id);
    },
    async list() {
      return (await db.select().from(projects).orderBy(projects.createdAt)).map(toProject);
    },
    async allowOrigin(id, origin) {
      const project = await load(id);
      if (!project) throw new ProjectNotFoundError(id);
      if (project.allowedOrigins.includes(origin)) return project;
      return update(id, { allowedOrigins: [...project.allowedOrigins, origin] });
    },
    async setFeatures(id, features) {
      const project = await load(id);
      if (!project) throw new ProjectNotFoundError(id);
      return update(id, { features: { ...project.features, ...features } });
    },
    async ensureDemoProject() {
      const existing = await load(DEMO_PROJECT_ID);
      if (existing) return existing;
      await db
        .insert(projects)
        .values({ id: DEMO_PROJECT_ID, name: 'Airlock Demo', allowedOrigins: DEMO_PROJECT_ORIGINS, features: DEFAULT_REMOTE_FEATURES })
        .onConflictDoNothing();
      return (await load(DEMO_PROJECT_ID)) as Project;
    },
  };
  return store;
}
