import { readFile, stat } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.map': 'application/json',
};

/** One file name in assets/: no separators, no leading dot, so no way out of the folder. */
const ASSET_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
/** Vite's assets are small; a larger file is not one of them. */
const MAX_ASSET_BYTES = 5 * 1024 * 1024;

export interface FrameAsset {
  body: Buffer;
  contentType: string;
}

/** Reads `assets/<name>` of the built frame, or undefined for anything not a plain known file there. */
export async function readFrameAsset(frameDir: string, name: string): Promise<FrameAsset | undefined> {
  if (!ASSET_NAME.test(name) || name.includes('..')) return undefined;
  const contentType = CONTENT_TYPES[extname(name)];
  if (!contentType) return undefined;
  const folder = join(frameDir, 'assets');
  const file = join(folder, name);
  if (!file.startsWith(folder + sep)) return undefined;
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile() || info.size > MAX_ASSET_BYTES) return undefined;
  const body = await readFile(file).catch(() => undefined);
  return body ? { body, contentType } : undefined;
}
