// @vitest-environment node
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALE_LOADERS } from '../../src/i18n/locale-loaders';
import { SUPPORTED_LOCALES } from '../../src/i18n/locales';
import { accountSections } from '../../src/i18n/locales/en/account-sections';
import { buy } from '../../src/i18n/locales/en/buy';
import { legal } from '../../src/i18n/locales/en/legal';
import { main } from '../../src/i18n/locales/en/main';
import { nftSend } from '../../src/i18n/locales/en/nft-send';
import { pay } from '../../src/i18n/locales/en/pay';
import { send } from '../../src/i18n/locales/en/send';
import { signIn } from '../../src/i18n/locales/en/sign-in';
import { swap } from '../../src/i18n/locales/en/swap';
import { catalogueDifferences } from './catalogue-differences';

const LOCALES_DIR = fileURLToPath(new URL('../../src/i18n/locales/', import.meta.url));
const PARTS = [
  { file: 'main', name: 'main', english: main },
  { file: 'send', name: 'send', english: send },
  { file: 'nft-send', name: 'nftSend', english: nftSend },
  { file: 'account-sections', name: 'accountSections', english: accountSections },
  { file: 'sign-in', name: 'signIn', english: signIn },
  { file: 'swap', name: 'swap', english: swap },
  { file: 'buy', name: 'buy', english: buy },
  { file: 'pay', name: 'pay', english: pay },
  { file: 'legal', name: 'legal', english: legal },
] as const;

const written = readdirSync(LOCALES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'en')
  .map((entry) => entry.name)
  .sort();

describe('the catalogue test itself', () => {
  it('reports a missing key, an extra key, a placeholder that differs and a value that is not text', () => {
    const english = { hello: 'Hello {name}', group: { a: 'A', b: 'B {count}' }, bye: 'Bye' };
    const locale = { hello: 'Hallo {nom}', group: { a: 'A', b: 'B', c: 'C' }, bye: '' };
    expect(catalogueDifferences(english, locale)).toEqual([
      'hello has placeholders {nom} where English has {name}',
      'group.b has placeholders {} where English has {count}',
      'extra key group.c (not in English)',
      'bye should be a non-empty string',
    ]);
    expect(catalogueDifferences(english, { hello: 'Hi {name}', group: { a: 'A', b: '{count} B' } })).toEqual(['missing key bye']);
  });
});

describe('locale catalogues', () => {
  it('has a folder per supported locale only, and a loader for each folder written', () => {
    for (const locale of written) expect(SUPPORTED_LOCALES).toContain(locale);
    expect(Object.keys(LOCALE_LOADERS).sort()).toEqual(written);
  });

  it('English has the same placeholder syntax everywhere: {name}, letters and digits only', () => {
    const stray = (tree: object): string[] =>
      Object.values(tree).flatMap((value) =>
        typeof value === 'string' ? (value.replace(/\{\w+\}/g, '').match(/[{}]/) ? [value] : []) : stray(value as object),
      );
    for (const part of PARTS) expect(stray(part.english)).toEqual([]);
  });

  describe.each(written)('%s', (locale) => {
    it.each(PARTS)('$file.ts has exactly English’s keys and placeholders', async ({ file, name, english }) => {
      const module = (await import(`../../src/i18n/locales/${locale}/${file}.ts`)) as Record<string, object>;
      expect(module[name], `locales/${locale}/${file}.ts exports ${name}`).toBeTypeOf('object');
      expect(catalogueDifferences(english, module[name] as Record<string, unknown>)).toEqual([]);
    });

    it.each(PARTS)('its loader brings $file.ts', async ({ name, english }) => {
      const loaded = await LOCALE_LOADERS[locale as keyof typeof LOCALE_LOADERS]![name]();
      expect(Object.keys(loaded).sort()).toEqual(Object.keys(english).sort());
    });
  });
});
