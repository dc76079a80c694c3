import { readFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { init, parse } from 'es-module-lexer';

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of tag.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    found.set(match[1]!.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  }
  return found;
}

/** The file inside `distDir` that a URL in the built HTML or a chunk refers to (undefined when it is off-site). */
function toDistFile(distDir: string, fromFile: string, url: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return undefined;
  const path = url.split(/[?#]/)[0]!;
  const file = path.startsWith('/') ? join(distDir, path) : resolve(dirname(fromFile), path);
  return file.startsWith(distDir + sep) ? file : undefined;
}

/**
 * The JavaScript a page built into `distDir` loads before any interaction: the scripts and
 * modulepreload links of index.html, then (transitively) every chunk those import statically.
 * Chunks reached only through `import()` are lazy and left out.
 */
export async function findInitialScripts(distDir: string, htmlFile = join(distDir, 'index.html')): Promise<string[]> {
  const html = await readFile(htmlFile, 'utf8');
  const queue: string[] = [];
  for (const match of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const tag = match[1]!.toLowerCase();
    const attrs = attributes(match[2]!);
    const url =
      tag === 'script' ? attrs.get('src') : attrs.get('rel')?.split(/\s+/).includes('modulepreload') ? attrs.get('href') : undefined;
    if (!url) continue;
    const file = toDistFile(distDir, htmlFile, url);
    if (file) queue.push(file);
  }
  if (queue.length === 0) throw new Error(`${htmlFile} loads no script`);

  await init;
  const seen = new Set<string>();
  const ordered: string[] = [];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    ordered.push(file);
    const code = await readFile(file, 'utf8');
    const [imports] = parse(code, file);
    for (const entry of imports) {
      if (entry.d !== -1 || !entry.n) continue; // dynamic import() or import.meta
      const target = toDistFile(distDir, file, entry.n);
      if (target && !seen.has(target)) queue.push(target);
    }
  }
  return ordered;
}
