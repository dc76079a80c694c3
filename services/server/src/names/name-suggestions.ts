import { fullAccountName, MAX_NAME_LENGTH, nameLabelProblem, type NameSuggestion } from '@airlock/protocol';
import type { NameRegistry } from './name-registry';

/** Free alternatives offered beside the name asked for. */
export const SUGGESTION_COUNT = 5;

/** Words a suggestion may add after a hyphen. */
const WORDS = ['app', 'eth', 'web3', 'wallet', 'id', 'labs', 'one', 'hq'];

/** Up to `count` numbers of two or three digits, different each call so a visitor who asks again sees new ones. */
function someNumbers(count: number): string[] {
  const numbers = new Set<string>();
  while (numbers.size < count) numbers.add(String(10 + Math.floor(Math.random() * 990)));
  return [...numbers];
}

/** Variants of `label` that keep to the label rules: `<label><digits>` and `<label>-<word>`. */
function variantsOf(label: string): string[] {
  const variants = [...someNumbers(4).map((digits) => [label, digits]), ...WORDS.map((word) => [label, `-${word}`])].map(
    ([base, tail]) => `${base!.slice(0, MAX_NAME_LENGTH - tail!.length).replace(/-+$/, '')}${tail}`,
  );
  return [...new Set(variants)].filter((variant) => variant !== label && nameLabelProblem(variant) === undefined);
}

/** The name asked for (registered or not), then up to SUGGESTION_COUNT free variants; one query for all of them. */
export async function nameSuggestions(registry: Pick<NameRegistry, 'suffix' | 'takenLabels'>, label: string): Promise<NameSuggestion[]> {
  const variants = variantsOf(label);
  const taken = await registry.takenLabels([label, ...variants]);
  const free = variants.filter((variant) => !taken.has(variant)).slice(0, SUGGESTION_COUNT);
  return [
    { name: fullAccountName(label, registry.suffix), registered: taken.has(label) },
    ...free.map((variant) => ({ name: fullAccountName(variant, registry.suffix), registered: false })),
  ];
}
