import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** The config the page reads from `<meta name="airlock-frame-config">` (apps/frame/src/config/frame-page-config.ts). */
export interface FramePageConfig {
  projectId: string;
  allowedOrigins: string[];
  apiUrl: string;
  /** The server's chains by the names the modal shows, so the approval names the network alike. */
  chains: Array<{ chainId: number; name: string }>;
}

const META = /<meta name="airlock-frame-config" content="[^"]*"\s*\/?>/;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export class FrameNotBuiltError extends Error {
  override readonly name = 'FrameNotBuiltError';
}

/**
 * The built frame's index.html, read when first asked and again whenever the file changes (a
 * rebuild renames its assets); a missing file, or one without the config meta tag, is "not built".
 */
export function createFramePage(frameDir: string) {
  const file = join(frameDir, 'index.html');
  let cached: { key: string; template: string } | undefined;

  async function template(): Promise<string> {
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) throw new FrameNotBuiltError(`${file} is missing`);
    const key = `${info.mtimeMs}:${info.size}`;
    if (cached?.key === key) return cached.template;
    const text = await readFile(file, 'utf8').catch(() => undefined);
    if (text === undefined) throw new FrameNotBuiltError(`${file} cannot be read`);
    if (!META.test(text)) throw new FrameNotBuiltError(`${file} has no airlock-frame-config meta tag`);
    cached = { key, template: text };
    return text;
  }

  return {
    /** The page with `config` in its meta tag; throws FrameNotBuiltError. */
    async render(config: FramePageConfig): Promise<string> {
      const text = await template();
      return text.replace(META, `<meta name="airlock-frame-config" content="${escapeAttribute(JSON.stringify(config))}" />`);
    },
  };
}
