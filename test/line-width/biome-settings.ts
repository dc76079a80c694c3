import { readFileSync } from 'node:fs';

export interface BiomeSettings {
  lineWidth: number;
  /** `files.includes` entries that start with `!`, without it. */
  excluded: string[];
}

/** The line width and excluded paths of the workspace's biome.jsonc (comments stripped). */
export function readBiomeSettings(path: URL): BiomeSettings {
  const text = readFileSync(path, 'utf8').replace(/^\s*\/\/.*$/gm, '');
  const config = JSON.parse(text) as { formatter: { lineWidth: number }; files: { includes: string[] } };
  return {
    lineWidth: config.formatter.lineWidth,
    excluded: config.files.includes.filter((entry) => entry.startsWith('!')).map((entry) => entry.slice(1)),
  };
}

/** Whether `file` (relative to the root) falls under one of Biome's excluded patterns as this workspace writes them. */
export function isExcluded(file: string, excluded: readonly string[]): boolean {
  return excluded.some((pattern) => {
    if (pattern.startsWith('**/*')) return file.endsWith(pattern.slice(4));
    if (pattern.startsWith('**/')) return file === pattern.slice(3) || file.endsWith(`/${pattern.slice(3)}`);
    return file === pattern || file.startsWith(`${pattern}/`);
  });
}
