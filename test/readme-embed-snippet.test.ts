import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFile(new URL(path, import.meta.url), 'utf8');

/** The first ```tsx block after the README heading `heading`. */
function tsxBlockAfter(readme: string, heading: string): string | undefined {
  const start = readme.split('\n').findIndex((line) => /^#+ /.test(line) && line.replace(/^#+ /, '') === heading);
  if (start < 0) return undefined;
  const rest = readme
    .split('\n')
    .slice(start + 1)
    .join('\n');
  return /^```tsx\n([\s\S]*?)^```$/m.exec(rest)?.[1];
}

describe("README's embed snippet", () => {
  it('is examples/vite/src/App.tsx, which the E2E suite installs, builds and connects', async () => {
    const [readme, app] = await Promise.all([read('../README.md'), read('../examples/vite/src/App.tsx')]);
    const snippet = tsxBlockAfter(readme, 'Embed it in your dApp');
    expect(snippet, 'README.md has no ```tsx block under "Embed it in your dApp"').toBeDefined();
    expect(snippet).toBe(app);
  });
});
