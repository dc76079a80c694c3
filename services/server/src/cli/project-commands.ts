import { loadServerConfig } from '../config/server-config';
import { ORIGIN_PATTERN_RULE, isOriginPattern } from '../projects/origin-pattern';
import { isProjectId } from '../projects/project-id';
import { projectNameSchema } from '../projects/project-input-schemas';
import { ProjectNotFoundError, type Project } from '../projects/project-store';
import { CliUsageError } from './cli-usage-error';
import { PROJECT_USAGE } from './cli-usage';
import { FEATURE_FLAG_OPTIONS, featuresFromFlags } from './feature-flags';
import { formatFeatures, formatProject, formatProjectList } from './format-project';
import { openProjectAdmin } from './open-project-admin';
import { parseCommandLine, type CommandLineValues } from './parse-command-line';
import type { ProjectAdmin } from './project-admin';
import { parseServerUrl } from './server-url';

type Print = (text: string) => void;

/** A parsed subcommand, ready to run against the storage or a running server. */
interface ProjectCommand {
  run(projects: ProjectAdmin): Promise<string>;
  /** --server: the running server to send it to. */
  serverUrl?: string;
}

/** Every project command takes --server <url>. */
const SERVER_OPTION = { server: { type: 'string' } } as const;

function checkOrigin(origin: string): string {
  if (!isOriginPattern(origin)) throw new CliUsageError(`"${origin}" is not an origin: ${ORIGIN_PATTERN_RULE}`, PROJECT_USAGE);
  return origin;
}

function checkName(name: string): string {
  const parsed = projectNameSchema.safeParse(name);
  if (!parsed.success) throw new CliUsageError(`--name ${parsed.error.issues[0]!.message}`, PROJECT_USAGE);
  return parsed.data;
}

function checkServerUrl(values: CommandLineValues): string | undefined {
  if (values.server === undefined) return undefined;
  const url = parseServerUrl(values.server as string);
  if (!url) throw new CliUsageError(`--server takes an http:// or https:// URL, got "${values.server as string}"`, PROJECT_USAGE);
  return url;
}

function checkProjectId(id: string): string {
  // A malformed id cannot name a project; say so as the store would for an unknown one.
  if (!isProjectId(id)) throw new ProjectNotFoundError(id);
  return id;
}

async function existingProject(projects: ProjectAdmin, id: string): Promise<Project> {
  const project = await projects.get(checkProjectId(id));
  if (!project) throw new ProjectNotFoundError(id);
  return project;
}

function show(project: Project, json: boolean): string {
  return json ? JSON.stringify(project, null, 2) : formatProject(project);
}

/** Reads `project <subcommand> ...`; throws CliUsageError before touching storage. Undefined for --help. */
function parseProjectCommand(argv: readonly string[]): ProjectCommand | undefined {
  const [subcommand, ...rest] = argv;
  switch (subcommand) {
    case 'create': {
      const options = { ...SERVER_OPTION, name: { type: 'string' }, origin: { type: 'string', multiple: true } } as const;
      const { values, help, json } = parseCommandLine(rest, options, [], PROJECT_USAGE);
      if (help) return undefined;
      if (typeof values.name !== 'string') throw new CliUsageError('project create needs --name <name>', PROJECT_USAGE);
      const name = checkName(values.name);
      const origins = ((values.origin ?? []) as string[]).map(checkOrigin);
      return {
        serverUrl: checkServerUrl(values),
        run: async (projects) => show(await projects.create({ name, allowedOrigins: [...new Set(origins)] }), json),
      };
    }
    case 'list': {
      const { values, help, json } = parseCommandLine(rest, SERVER_OPTION, [], PROJECT_USAGE);
      if (help) return undefined;
      return {
        serverUrl: checkServerUrl(values),
        run: async (projects) => {
          const all = await projects.list();
          return json ? JSON.stringify(all, null, 2) : formatProjectList(all);
        },
      };
    }
    case 'allow-origin': {
      const { values, positionals, help, json } = parseCommandLine(rest, SERVER_OPTION, ['id', 'origin'], PROJECT_USAGE);
      if (help) return undefined;
      const [id, origin] = positionals as [string, string];
      checkOrigin(origin);
      return {
        serverUrl: checkServerUrl(values),
        run: async (projects) => show(await projects.allowOrigin(checkProjectId(id), origin), json),
      };
    }
    case 'features': {
      const { values, positionals, help, json } = parseCommandLine(
        rest,
        { ...SERVER_OPTION, ...FEATURE_FLAG_OPTIONS },
        ['id'],
        PROJECT_USAGE,
      );
      if (help) return undefined;
      const id = positionals[0] as string;
      const changes = featuresFromFlags(values as Parameters<typeof featuresFromFlags>[0]);
      return {
        serverUrl: checkServerUrl(values),
        run: async (projects) => {
          const project =
            Object.keys(changes).length > 0 ? await projects.setFeatures(checkProjectId(id), changes) : await existingProject(projects, id);
          return json ? JSON.stringify(project.features, null, 2) : `${project.id}  ${project.name}\n${formatFeatures(project.features)}`;
        },
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

/**
 * `airlock-server project ...`: one change or listing, sent to a running server's admin API when
 * there is one, else made in the configured storage directly.
 */
export async function runProjectCommand(argv: readonly string[], env: NodeJS.ProcessEnv, print: Print): Promise<void> {
  const command = parseProjectCommand(argv);
  if (!command) {
    print(PROJECT_USAGE);
    return;
  }
  const session = await openProjectAdmin(loadServerConfig(env), env, command.serverUrl);
  try {
    print(await command.run(session.admin));
  } finally {
    await session.close();
  }
}
