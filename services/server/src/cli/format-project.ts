import type { RemoteFeatures } from '@airlock/protocol';
import type { Project } from '../projects/project-store';

const onOff = (value: boolean) => (value ? 'on' : 'off');
const list = (value: string[] | false) => (value === false || value.length === 0 ? 'off' : value.join(','));

/** One line per feature, named as the CLI flags name them. */
export function formatFeatures(features: RemoteFeatures): string {
  return [
    `  email         ${onOff(features.email)}`,
    `  socials       ${list(features.socials)}`,
    `  swaps         ${list(features.swaps)}`,
    `  onramp        ${list(features.onramp)}`,
    `  activity      ${onOff(features.activity)}`,
    `  branding      ${onOff(features.reownBranding)}`,
    `  multi-wallet  ${onOff(features.multiWallet)}`,
  ].join('\n');
}

export function formatProject(project: Project): string {
  const origins = project.allowedOrigins.length > 0 ? project.allowedOrigins.join(', ') : '(none: browser requests are refused)';
  return `${project.id}  ${project.name}\n  origins       ${origins}\n${formatFeatures(project.features)}`;
}

export function formatProjectList(projects: readonly Project[]): string {
  if (projects.length === 0) return 'No projects.';
  return projects.map((project) => `${project.id}  ${project.name}  [${project.allowedOrigins.join(', ')}]`).join('\n');
}
