import { loadServerConfig } from '../config/server-config';
import { isProjectId } from '../projects/project-id';
import { createProjectStore, ProjectNotFoundError, type Project, type ProjectStore } from '../projects/project-store';
import { openDatabase } from '../storage/database';
import { CliUsageError } from './cli-usage-error';
import { PROJECT_USAGE } from './cli-usage';
import { FEATURE_FLAG_OPTIONS, featuresFromFlags } from './feature-flags';
import { formatFeatures, formatProject, formatProjectList } from './format-project';
import { isOriginPattern } from './origin-pattern';
import { parseCommandLine } from './parse-command-line';

type Print = (text: string) => void;

/** A parsed subcommand, ready to run against the project store. */
type ProjectAction = (projects: ProjectStore) => Promise<string>;

function checkOrigin(origin: string): string {
  if (!isOriginPattern(origin)) {
    throw new CliUsageError(
      `"${origin}" is not an origin: use scheme://host[:port] with no path or trailing slash, *. subdomains, :* ports, or *`,
      PROJECT_USAGE,
    );
  }
  return origin;
}

function checkProjectId(id: string): string {
  // A malformed id cannot name a project; say so as the store would for an unknown one.
  if (!isProjectId(id)) throw new ProjectNotFoundError(id);
  return id;
}

async function existingProject(projects: ProjectStore, id: string): Promise<Project> {
  const project = await projects.get(checkProjectId(id));
  if (!project) throw new ProjectNotFoundError(id);
  return project;
}

function show(project: Project, json: boolean): string {
  return json ? JSON.stringify(project, null, 2) : formatProject(project);
}

/** Reads `project <subcommand> ...`; throws CliUsageError before touching storage. Undefined for --help. */
function parseProjectCommand(argv: readonly string[]): ProjectAction | undefined {
  const [subcommand, ...rest] = argv;
  switch (subcommand) {
    case 'create': {
      const { values, help, json } = parseCommandLine(rest, { name: { type: 'string' }, origin: { type: 'string', multiple: true } }, [], PROJECT_USAGE);
      if (help) return undefined;
      const name = typeof values.name === 'string' ? values.name.trim() : '';
      if (!name) throw new CliUsageError('project create needs --name <name>', PROJECT_USAGE);
      const origins = ((values.origin ?? []) as string[]).map(checkOrigin);
      return async (projects) => {
        const project = await projects.create({ name, allowedOrigins: [...new Set(origins)] });
        return show(project, json);
      };
    }
    case 'list': {
      const { help, json } = parseCommandLine(rest, {}, [], PROJECT_USAGE);
      if (help) return undefined;
      return async (projects) => {
        const all = await projects.list();
        return json ? JSON.stringify(all, null, 2) : formatProjectList(all);
      };
    }
    case 'allow-origin': {
      const { positionals, help, json } = parseCommandLine(rest, {}, ['id', 'origin'], PROJECT_USAGE);
      if (help) return undefined;
      const [id, origin] = positionals as [string, string];
      checkOrigin(origin);
      return async (projects) => show(await projects.allowOrigin(checkProjectId(id), origin), json);
    }
    case 'features': {
      const { values, positionals, help, json } = parseCommandLine(rest, FEATURE_FLAG_OPTIONS, ['id'], PROJECT_USAGE);
      if (help) return undefined;
      const id = positionals[0] as string;
      const changes = featuresFromFlags(values as Parameters<typeof featuresFromFlags>[0]);
      return async (projects) => {
        const project = Object.keys(changes).length > 0 ? await projects.setFeatures(checkProjectId(id), changes) : await existingProject(projects, id);
        return json ? JSON.stringify(project.features, null, 2) : `${project.id}  ${project.name}\n${formatFeatures(project.features)}`;
      };
    }
    case undefined:
    case '-h':
    case '--help':
      return undefined;
    default:
      throw new CliUsageError(`unknown project command "${subcommand}"`, PROJECT_USAGE);
  }
}

/** `airlock-server project ...`: opens the configured storage, runs one change or listing, closes. */
export async function runProjectCommand(argv: readonly string[], env: NodeJS.ProcessEnv, print: Print): Promise<void> {
  const action = parseProjectCommand(argv);
  if (!action) {
    print(PROJECT_USAGE);
    return;
  }
  const config = loadServerConfig(env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const projects = createProjectStore(database.db);
    await projects.ensureDemoProject();
    print(await action(projects));
  } finally {
    await database.close();
  }
}
