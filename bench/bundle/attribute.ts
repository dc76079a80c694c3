import { readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { decode } from '@jridgewell/sourcemap-codec';
import { UNMAPPED, resolveMapSource, type Ownership } from './packages';

interface RawSourceMap {
  version: number;
  sources: (string | null)[];
  sourceRoot?: string;
  mappings: string;
}

/** A run of generated code and the original file it came from. */
export interface AttributedRange {
  text: string;
  /** Absolute path of the original file; undefined for virtual modules. */
  source: string | undefined;
  ownership: Ownership;
  /** Generated line (0-based), so callers can keep lines apart when concatenating. */
  line: number;
}

/** The bundler's own runtime (rolldown's chunk-loading helpers, vite's preload helper) ships without a source map. */
const EMPTY_MAP: RawSourceMap = { version: 3, sources: [], mappings: '' };
const BUNDLER_RUNTIME = /^(rolldown-runtime|preload-helper)-/;

async function readSourceMap(chunkFile: string, code: string): Promise<{ map: RawSourceMap; mapDir: string }> {
  const comment = /\/\/[#@] sourceMappingURL=([^\s'"]+)\s*$/.exec(code);
  if (!comment && BUNDLER_RUNTIME.test(basename(chunkFile))) return { map: EMPTY_MAP, mapDir: dirname(chunkFile) };
  const url = comment?.[1] ?? `${basename(chunkFile)}.map`;
  if (url.startsWith('data:')) {
    const base64 = url.slice(url.indexOf(',') + 1);
    return { map: JSON.parse(Buffer.from(base64, 'base64').toString('utf8')) as RawSourceMap, mapDir: dirname(chunkFile) };
  }
  const mapFile = join(dirname(chunkFile), decodeURIComponent(url));
  const text = await readFile(mapFile, 'utf8').catch(() => {
    throw new Error(`${chunkFile} has no source map at ${mapFile}; the bundle benchmark needs build.sourcemap`);
  });
  return { map: JSON.parse(text) as RawSourceMap, mapDir: dirname(mapFile) };
}

/**
 * Splits a built chunk into ranges by original source, using its source map: each mapping
 * segment owns the generated code up to the next segment (on this line or a later one). Code
 * before the first segment, or under a segment with no source, is UNMAPPED.
 */
export async function attributeChunk(
  chunkFile: string,
  classify: (source: string | undefined) => Ownership,
): Promise<{ code: string; ranges: AttributedRange[] }> {
  const code = await readFile(chunkFile, 'utf8');
  const { map, mapDir } = await readSourceMap(chunkFile, code);
  if (map.version !== 3) throw new Error(`${chunkFile}: unsupported source map version ${map.version}`);
  const sources = map.sources.map((source) => (source === null ? undefined : resolveMapSource(source, map.sourceRoot, mapDir)));
  const ownerships = sources.map((source) => classify(source));
  const unmapped: Ownership = { owner: UNMAPPED, counted: false };

  const lines = code.split('\n');
  const decoded = decode(map.mappings);
  const ranges: AttributedRange[] = [];
  const push = (line: number, text: string, sourceIndex: number | undefined) => {
    if (text.length === 0) return;
    const ownership = sourceIndex === undefined ? unmapped : (ownerships[sourceIndex] ?? unmapped);
    const source = sourceIndex === undefined ? undefined : sources[sourceIndex];
    const previous = ranges.at(-1);
    // Merge neighbours from the same file on the same line to keep the list short.
    if (previous && previous.line === line && previous.source === source && previous.ownership === ownership) previous.text += text;
    else ranges.push({ text, source, ownership, line });
  };

  // A mapping holds until the next one, across line breaks: a multi-line template literal (CSS
  // in JS, say) has one segment at its start and none on its following lines.
  let carried: number | undefined;
  lines.forEach((lineText, line) => {
    const segments = [...(decoded[line] ?? [])].sort((a, b) => a[0] - b[0]);
    push(line, lineText.slice(0, segments[0]?.[0] ?? lineText.length), carried);
    segments.forEach((segment, index) => {
      const end = segments[index + 1]?.[0] ?? lineText.length;
      const sourceIndex = segment.length >= 4 ? segment[1] : undefined;
      push(line, lineText.slice(segment[0], end), sourceIndex);
      carried = sourceIndex;
    });
  });
  return { code, ranges };
}
