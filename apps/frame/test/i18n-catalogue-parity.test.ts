import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SUPPORTED_LOCALES } from '../../../packages/core/src/i18n/locales';
import { describe, expect, it } from 'vitest';
import { FRAME_LOCALE_LOADERS } from '../src/i18n/frame-locale-loaders';
import { frame } from '../src/i18n/locales/en';
import { catalogueDifferences } from '../../../packages/core/test/i18n/catalogue-differences';

// The frame speaks every locale the modal does.
const SUPPORTED = SUPPORTED_LOCALES;
const LOCALES_DIR = fileURLToPath(new URL('../src/i18n/locales/', import.meta.url));
const written = readdirSync(LOCALES_DIR)
  .filter((file) => file.endsWith('.ts') && file !== 'en.ts')
  .map((file) => file.slice(0, -'.ts'.length))
  .sort();

describe('the frame’s locale catalogues', () => {
  it('has a file per supported locale only, and a loader for each file written', () => {
    for (const locale of written) expect(SUPPORTED).toContain(locale);
    expect(Object.keys(FRAME_LOCALE_LOADERS).sort()).toEqual(written);
  });

  it.each(written)('%s.ts has exactly English’s keys and placeholders, and its loader brings it', async (locale) => {
    const module = (await import(`../src/i18n/locales/${locale}.ts`)) as { frame?: Record<string, unknown> };
    expect(module.frame, `locales/${locale}.ts exports frame`).toBeTypeOf('object');
    expect(catalogueDifferences(frame, module.frame!)).toEqual([]);
    expect(await FRAME_LOCALE_LOADERS[locale]!()).toBe(module.frame);
  });
});
