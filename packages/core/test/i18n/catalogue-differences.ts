import { placeholdersOf } from '@airlock/protocol';

type Tree = { readonly [key: string]: unknown };

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * How a locale's catalogue differs from English's, one line per problem: a key English has and the
 * locale lacks, a key the locale has and English lacks, a value that is not text (or is empty), and
 * a message whose placeholders are not English's.
 */
export function catalogueDifferences(english: Tree, locale: Tree, path = ''): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(english)) {
    const at = path ? `${path}.${key}` : key;
    const expected = english[key];
    if (!(key in locale)) {
      problems.push(`missing key ${at}`);
      continue;
    }
    const actual = locale[key];
    if (isTree(expected)) {
      if (isTree(actual)) problems.push(...catalogueDifferences(expected, actual, at));
      else problems.push(`${at} should be a group of messages`);
      continue;
    }
    if (typeof actual !== 'string' || actual.trim() === '') {
      problems.push(`${at} should be a non-empty string`);
      continue;
    }
    const want = placeholdersOf(String(expected)).sort();
    const got = placeholdersOf(actual).sort();
    if (want.join(',') !== got.join(','))
      problems.push(`${at} has placeholders {${got.join('}, {')}} where English has {${want.join('}, {')}}`);
  }
  for (const key of Object.keys(locale))
    if (!(key in english)) problems.push(`extra key ${path ? `${path}.${key}` : key} (not in English)`);
  return problems;
}
