import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { attributeChunk } from '../bundle/attribute';
import { findInitialScripts } from '../bundle/initial-chunks';
import type { PackageClassifier } from '../bundle/packages';

export interface FirstLoad {
  scripts: string[];
  /** Sum over the first-load scripts of each one gzipped at level 9. */
  gzipBytes: number;
  /** Generated code per owning package, lines kept apart, for attributing a difference. */
  codeByOwner: Map<string, string[]>;
}

export const gzipSize = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

/** The JS a built app loads before any interaction (entry chunk and its static imports, recursively). */
export async function measureFirstLoad(distDir: string, classifier: PackageClassifier): Promise<FirstLoad> {
  const scripts = await findInitialScripts(distDir);
  let gzipBytes = 0;
  const codeByOwner = new Map<string, string[]>();
  for (const script of scripts) {
    gzipBytes += gzipSize(await readFile(script));
    const { ranges } = await attributeChunk(script, classifier.classify);
    let previous: { owner: string; line: number } | undefined;
    for (const range of ranges) {
      const owner = range.ownership.owner;
      const code = codeByOwner.get(owner) ?? [];
      codeByOwner.set(owner, code);
      if (previous?.owner === owner && previous.line === range.line) code[code.length - 1] += range.text;
      else code.push(range.text);
      previous = { owner, line: range.line };
    }
  }
  return { scripts, gzipBytes, codeByOwner };
}
