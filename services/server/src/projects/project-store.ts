import { eq } from 'drizzle-orm';
import { DEFAULT_REMOTE_FEATURES, type RemoteFeatures } from '@airlock/protocol';
import type { Database } from '../storage/database';
import { projects } from '../storage/schema';
import { createProjectDirectory } from './project-directory';
import { DEMO_PROJECT_ID, DEMO_PROJECT_ORIGINS, newProjectId } from './project-id';

export interface Project {
  id: string;
  name: string;
  allowedOrigins: string[];
  features: RemoteFeatures;
}

export interface ProjectStore {
  create(input: { name: string; allowedOrigins?: string[]; features?: Partial<RemoteFeatures>; id?: string }): Promise<Project>;
  /**
   * Hot path: answers from a short-lived in-process copy, knows unknown ids without a query, and
   * while the database is unreachable answers from the last copy it has (else throws).
   */
  get(id: string): Promise<Project | undefined>;
  /**
   * What `get` would answer, from memory only: the project, null for an id known not to exist,
   * undefined when only `get` can tell. Request hooks use it to answer without waiting.
   */
  getNow(id: string): Project | null | undefined;
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
/** Projects kept in memory; unknown ids are answered by the directory instead, so they never fill this. */
const MAX_LOOKUPS = 10_000;

function toProject(row: typeof projects.$inferSelect): Project {
  return { id: row.id, name: row.name, allowedOrigins: row.allowedOrigins, features: { ...DEFAULT_REMOTE_FEATURES, ...row.features } };
}

export function createProjectStore(db: Database, now: () => number = Date.now): ProjectStore {
  const lookups = new Map<string, { project: Project | undefined; expiresAt: number }>();
  const loading = new Map<string, Promise<Project | undefined>>();
  const directory = createProjectDirectory(db, now);

  const remember = (id: string, project: Project | undefined) => {
    lookups.delete(id);
    if (lookups.size >= MAX_LOOKUPS) lookups.delete(lookups.keys().next().value as string);
    lookups.set(id, { project, expiresAt: now() + LOOKUP_TTL_MS });
  };
  const load = async (id: string) => {
    const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
    const project = row ? toProject(row) : undefined;
    remember(id, project);
    return project;
  };
  /** One query per id however many requests ask at once; the last copy answers while the database is down. */
  const refresh = (id: string, stale: Project | undefined) => {
    let pending = loading.get(id);
    if (!pending) {
      pending = load(id)
        .catch((error: unknown) => {
          if (stale) return stale;
          throw error;
        })
        .finally(() => loading.delete(id));
      loading.set(id, pending);
    }
    return pending;
  };
  const update = async (id: string, patch: Partial<typeof projects.$inferInsert>) => {
    const [row] = await db.update(projects).set(patch).where(eq(projects.id, id)).returning();
    if (!row) throw new ProjectNotFoundError(id);
    const project = toProject(row);
    remember(id, project);
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
      directory.add(project.id);
      return project;
    },
    getNow(id) {
      const cached = lookups.get(id);
      if (cached && cached.expiresAt > now()) return cached.project ?? null;
      if (!cached?.project && directory.hasNow(id) === false) return null;
      return undefined;
    },
    async get(id) {
      const cached = lookups.get(id);
      if (cached && cached.expiresAt > now()) return cached.project;
      if (!cached?.project && (await directory.has(id)) === false) return undefined;
      return refresh(id, cached?.project);
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
      directory.add(DEMO_PROJECT_ID);
      return (await load(DEMO_PROJECT_ID)) as Project;
    },
  };
  return store;
}
